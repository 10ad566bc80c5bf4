import type { TextPart } from '@fieldline/domain';

/** A text with its matched parts marked (parts come from the server, rendered as text, never HTML). */
export function Highlight({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} style={{ padding: 0, background: '#ffe58f' }}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
