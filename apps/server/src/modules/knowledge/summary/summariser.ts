import { SUMMARY_MAX, type Locale } from '@fieldline/domain';
import { terms } from '../words';

/**
 * A summariser (spec "ai generate summary", DESIGN "Integrations"): turns a document's text into a
 * summary of at most `maxChars`. The local default works offline; an LLM provider is configuration.
 */
export interface Summariser {
  readonly name: string;
  summarise(text: string, opts: { maxChars: number; locale: Locale }): Promise<string>;
}

const sentences = (text: string) =>
  [...new Intl.Segmenter('zh', { granularity: 'sentence' }).segment(text.replace(/\s+/g, ' '))]
    .map((s) => s.segment.trim())
    .filter((s) => s.length >= 4);

/**
 * Extractive: the document's own sentences scored by how frequent their words are in the whole text
 * (words of one or two letters and very common ones count little), the best taken in document order
 * until the length limit. Deterministic, no service needed.
 */
export const localSummariser: Summariser = {
  name: 'local',
  async summarise(text, { maxChars }) {
    const all = sentences(text);
    if (!all.length) return '';
    const freq = new Map<string, number>();
    const perSentence = all.map((s) => terms(s).map((x) => x.lexeme));
    for (const words of perSentence) for (const w of new Set(words)) freq.set(w, (freq.get(w) ?? 0) + 1);
    const common = all.length > 4 ? all.length * 0.6 : Infinity;
    const score = perSentence.map((words, i) => {
      const useful = words.filter((w) => w.length > 1 && (freq.get(w) ?? 0) < common);
      const sum = useful.reduce((acc, w) => acc + (freq.get(w) ?? 0), 0);
      // a little weight for the opening sentences, which often say what the document is
      return (sum / Math.sqrt(words.length + 1)) * (i < 2 ? 1.2 : 1);
    });
    const order = all.map((_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b);
    const chosen: number[] = [];
    let length = 0;
    for (const i of order) {
      const s = all[i]!;
      if (length + s.length + 1 > maxChars) continue;
      chosen.push(i);
      length += s.length + 1;
    }
    if (!chosen.length) return `${all[0]!.slice(0, Math.max(1, maxChars - 1))}…`;
    return chosen
      .sort((a, b) => a - b)
      .map((i) => all[i])
      .join(' ');
  },
};

/**
 * An OpenAI-compatible chat-completions endpoint (SUMMARY_PROVIDER=llm, SUMMARY_LLM_URL, _KEY, _MODEL).
 * Only the start of the text is sent; the answer is cut to the limit.
 */
export const llmSummariser = (cfg: { url: string; key?: string; model: string }): Summariser => ({
  name: 'llm',
  async summarise(text, { maxChars, locale }) {
    const language = locale === 'en_GB' ? 'English' : 'Simplified Chinese';
    const res = await fetch(cfg.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cfg.key ? { authorization: `Bearer ${cfg.key}` } : {}),
      },
      body: JSON.stringify({
        model: cfg.model,
        messages: [
          {
            role: 'system',
            content: `Summarise the document in ${language} in at most ${maxChars} characters.`,
          },
          { role: 'user', content: text.slice(0, 12_000) },
        ],
      }),
      signal: AbortSignal.timeout(60_000),
    });
    if (!res.ok) throw new Error(`summary provider answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    return (body.choices?.[0]?.message?.content ?? '').trim().slice(0, maxChars);
  },
});

export const SUMMARY_LIMIT = SUMMARY_MAX;
