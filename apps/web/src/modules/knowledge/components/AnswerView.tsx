import './answer.css';

/** A stored answer (HTML cleaned by the server) shown as rich text, images within the width. */
export function AnswerView({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="kb-answer"
      style={{ fontSize: 15, lineHeight: 1.7, overflowWrap: 'anywhere' }}
      // the server allows only a few tags and attributes (sanitize-html, modules/knowledge/answer.ts)
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid={testId}
    />
  );
}
