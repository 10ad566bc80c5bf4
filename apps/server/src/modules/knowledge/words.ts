import { stemmer } from 'stemmer';

const words = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_MAX = 60;

/** A word of the text as the index holds it: Chinese as character bigrams, other words stemmed. */
export interface Term {
  /** The index form: a Chinese bigram (or single character), or a lower-case stemmed word. */
  lexeme: string;
  /** Chinese: the run the bigram came from joins the next term (a phrase). */
  joined: boolean;
}

const stem = (word: string) => {
  const lower = word.toLowerCase();
  return /^[a-z]+$/.test(lower) ? stemmer(lower) : lower;
};

/**
 * Splits text into terms: Intl.Segmenter finds the words (Chinese by its dictionary, English at
 * spaces and punctuation); consecutive Chinese words are joined into runs and indexed as overlapping
 * character bigrams, so a two-character word is found inside any sentence however the segmenter cut
 * it; other words are lower-cased and stemmed ("printers" and "printer" are one term).
 */
export function terms(text: string): Term[] {
  const out: Term[] = [];
  let run = '';
  const flush = () => {
    const chars = [...run];
    if (chars.length === 1) out.push({ lexeme: chars[0]!, joined: false });
    for (let i = 0; i + 1 < chars.length; i++)
      out.push({ lexeme: chars[i]! + chars[i + 1]!, joined: i + 2 < chars.length });
    run = '';
  };
  for (const s of words.segment(text.normalize('NFKC'))) {
    if (!s.isWordLike) {
      flush();
      continue;
    }
    if (CJK.test(s.segment)) {
      run += s.segment;
      continue;
    }
    flush();
    if (s.segment.length <= WORD_MAX) out.push({ lexeme: stem(s.segment), joined: false });
  }
  flush();
  return out;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsvector literal of weighted texts (A the title, B the rest), positions in order so Chinese
 * bigrams of a run stand next to each other. Built here, not by to_tsvector, so no server parser or
 * locale decides what a Chinese word is.
 */
export function vectorLiteral(parts: { text: string; weight: 'A' | 'B' }[], maxPositions = 16_000): string {
  const positions = new Map<string, string[]>();
  let pos = 0;
  for (const part of parts)
    for (const term of terms(part.text)) {
      if (++pos > maxPositions) break;
      const key = quote(term.lexeme);
      const list = positions.get(key) ?? [];
      if (list.length < 256) list.push(`${pos}${part.weight}`);
      positions.set(key, list);
    }
  return [...positions].map(([lexeme, list]) => `${lexeme}:${list.join(',')}`).join(' ');
}

/**
 * The tsquery literal of a search: every word must match; a Chinese run must appear as a phrase
 * (its bigrams adjacent); a single Chinese character matches as a prefix. With `any`, one word (or
 * one Chinese bigram) is enough: the suggestions beside an order. Null when there is no word.
 */
export function queryLiteral(text: string, any = false): string | null {
  const found = terms(text);
  if (any) {
    const alternatives = found.map((term) => quote(term.lexeme));
    return alternatives.length ? [...new Set(alternatives)].join(' | ') : null;
  }
  const groups: string[] = [];
  let phrase: string[] = [];
  for (const term of found) {
    const single = CJK.test(term.lexeme) && [...term.lexeme].length === 1;
    phrase.push(single ? `${quote(term.lexeme)}:*` : quote(term.lexeme));
    if (!term.joined) {
      groups.push(phrase.length > 1 ? `(${phrase.join(' <-> ')})` : phrase[0]!);
      phrase = [];
    }
  }
  return groups.length ? [...new Set(groups)].join(' & ') : null;
}

/** The words of a search as people see them, for highlighting: Chinese runs whole, other words as typed. */
export function surfaceWords(text: string): string[] {
  const out = new Set<string>();
  let run = '';
  for (const s of words.segment(text.normalize('NFKC'))) {
    if (s.isWordLike && CJK.test(s.segment)) {
      run += s.segment;
      continue;
    }
    if (run) out.add(run);
    run = '';
    if (s.isWordLike) out.add(s.segment);
  }
  if (run) out.add(run);
  return [...out];
}

/** The normal form of a question (unknown problems count repeats of it). */
export const normalizeQuestion = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
