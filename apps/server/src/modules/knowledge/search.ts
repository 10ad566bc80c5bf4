import { sql, type SQL } from 'drizzle-orm';
import { TOTAL_COUNT_CAP, type SearchHit, type TextPart, type searchQuerySchema } from '@fieldline/domain';
import type { z } from 'zod';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { knowledgeErrors } from './errors';
import { answerText } from './answer';
import { wordCounts } from './postings';
import { normalizeQuestion, queryLiteral, surfaceWords, terms } from './words';

const CJK_SINGLE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;

type SearchQuery = z.infer<typeof searchQuerySchema>;
const SNIPPET = 80;

/** Stems of English words match longer forms ("printer" in "printers"); Chinese matches as typed. */
const patternOf = (words: string[]) => {
  const escaped = words
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((w) => {
      const safe = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return /^[a-z0-9]+$/i.test(w) ? `${safe.length > 4 ? safe.slice(0, -1) : safe}\\p{L}*` : safe;
    });
  return escaped.length ? new RegExp(`(${escaped.join('|')})`, 'giu') : null;
};

/** The text cut into parts, the matched ones marked (rendered as marks, never as HTML). */
export function highlight(text: string, pattern: RegExp | null): TextPart[] {
  if (!pattern || !text) return text ? [{ text }] : [];
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], hit: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A window of the body around its first match (the start when the match is only in the title). */
function snippet(body: string, pattern: RegExp | null) {
  const flat = body.replace(/\s+/g, ' ').trim();
  const at = pattern ? Math.max(0, flat.search(pattern)) : 0;
  const start = Math.max(0, at - SNIPPET / 4);
  const cut = flat.slice(start, start + SNIPPET);
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET < flat.length ? '…' : ''}`;
}

/**
 * GET /knowledge/search: FAQs and documents whose words hold every word of the search (Chinese as
 * phrases of bigrams, English stemmed), through the GIN index of the enterprise. A title match comes
 * first, then the rank (ts_rank_cd, title words weigh more), newest last. Title and a snippet come
 * with the matches marked. Read-only: a typed search that found nothing is recorded by its own POST.
 */
export async function search(t: TenantDb, q: SearchQuery) {
  return searchPage(t, q);
}

/** Whether anything answers every word of a search (an unknown problem is one that nothing answers). */
export async function answered(t: TenantDb, text: string) {
  const literal = queryLiteral(text);
  if (!literal) throw knowledgeErrors.NO_WORDS({ field: 'q' });
  const [hit] = await rows<{ id: number }>(
    t.db,
    sql`select i.id::int as id from knowledge_items i
         where ${mineSql(t, 'i')} and i.deleted_at is null and i.search @@ ${literal}::tsquery limit 1`,
  );
  return Boolean(hit);
}

/** Postings read per step of the walk down the rarest word's list, and at most in all (tests lower them). */
export const searchLimits = { window: 500, scanMax: 20_000 };

interface Ranked {
  id: number;
  title_match: boolean;
  rank: number;
}

const byRank = (a: Ranked, b: Ranked) =>
  Number(b.title_match) - Number(a.title_match) || b.rank - a.rank || b.id - a.id;

/**
 * The candidates of a search from the posting lists instead of every match ranked (issue 29 bench):
 * every word must match, so the matches are among the items of its rarest word; that word's postings
 * are read best first (title words score above body words) a window at a time, each window's items
 * checked against the whole query and ranked, until the page is filled; `any` (one word enough)
 * reads the first window of each word. Exact when the walk reached the end of the list; otherwise the
 * page is ranked among the best-scored candidates of the rarest word and the total is that word's
 * count (an upper bound, flagged `totalCapped`). Null when the query needs a prefix match (a single
 * Chinese character), which the posting lists cannot answer: the full ranking does.
 */
async function fromPostings(t: TenantDb, q: SearchQuery, query: SQL, need: number) {
  const found = terms(q.q);
  if (!found.length || found.some((x) => CJK_SINGLE.test(x.lexeme))) return null;
  const lexemes = [...new Set(found.map((x) => x.lexeme))].slice(0, 16);
  const counts = await wordCounts(t, lexemes, TOTAL_COUNT_CAP);
  const kind = q.kind ? sql`and i.kind = ${q.kind}` : sql``;
  const rank = (candidates: SQL) =>
    rows<Ranked>(
      t.db,
      // the candidates are read by primary key and tested in a fenced subquery (offset 0): left to
      // itself the planner may test the query through the GIN index over every match (two common
      // words together look rare to it), which is the cost this walk avoids
      sql`with cand as materialized (${candidates})
          select m.id, m.title_match, m.rank from (
            select i.id::int as id, (i.search @@ ${query}) as matched,
                   (ts_filter(i.search, '{a}') @@ ${query}) as title_match,
                   ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', i.search, ${query}) as rank
              from cand c join knowledge_items i on ${mineSql(t, 'i')} and i.id = c.item_id
             where i.deleted_at is null ${kind}
            offset 0) m
          where m.matched`,
    );
  const postings = (lexeme: string, from: number, size: number) =>
    sql`select p.item_id from knowledge_postings p
         where ${mineSql(t, 'p')} and p.lexeme = ${lexeme}
         order by p.score desc, p.item_id desc
         limit ${size} offset ${from}`;

  if (q.match === 'any') {
    const words = lexemes.filter((l) => (counts.get(l) ?? 0) > 0);
    if (!words.length) return { hits: [] as Ranked[], total: 0, capped: false };
    const size = Math.max(searchLimits.window, need);
    const union = sql.join(
      words.map((l) => sql`(${postings(l, 0, size)})`),
      sql` union `,
    );
    const hits = (await rank(union)).sort(byRank);
    const complete = words.every((l) => (counts.get(l) ?? 0) <= size);
    return { hits, total: hits.length, capped: !complete };
  }

  const rarest = lexemes.reduce((a, b) => ((counts.get(b) ?? 0) < (counts.get(a) ?? 0) ? b : a));
  const listed = counts.get(rarest) ?? 0;
  const hits: Ranked[] = [];
  let from = 0;
  let passed = 0;
  while (from < listed && from < searchLimits.scanMax && (hits.length < need || from === 0)) {
    const size = Math.max(searchLimits.window, need - hits.length);
    const window = await rank(postings(rarest, from, size));
    passed += window.length;
    hits.push(...window);
    from += size;
  }
  hits.sort(byRank);
  const complete = from >= listed && listed < TOTAL_COUNT_CAP;
  // every candidate read passed the whole query: the rarest word's count is the total
  const total = complete ? hits.length : passed === from ? listed : hits.length;
  return { hits, total, capped: !complete };
}

async function searchPage(t: TenantDb, q: SearchQuery) {
  const literal = queryLiteral(q.q, q.match === 'any');
  if (!literal) throw knowledgeErrors.NO_WORDS({ field: 'q' });
  const query = sql`${literal}::tsquery`;
  const offset = q.pageIndex * q.pageSize;
  const quick = await fromPostings(t, q, query, offset + q.pageSize);
  let page: { id: number; title_match: boolean }[];
  let total: number;
  let totalCapped = false;
  if (quick) {
    page = quick.hits.slice(offset, offset + q.pageSize);
    total = quick.total;
    totalCapped = quick.capped;
  } else {
    ({ page, total } = await rankedAll(t, q, query));
  }
  const texts = page.length
    ? await rows<{ id: number; kind: 1 | 2; title: string; answer: string | null; body: string | null }>(
        t.db,
        sql`select i.id::int as id, i.kind, i.title, i.answer,
                   coalesce(i.summary, '') || ' ' || left(coalesce(i.body_text, ''), 4000) as body
              from knowledge_items i
             where ${mineSql(t, 'i')} and i.id in (${sql.join(
               page.map((r) => sql`${r.id}`),
               sql`, `,
             )})`,
      )
    : [];
  const byId = new Map(texts.map((r) => [r.id, r]));
  const pattern = patternOf(surfaceWords(q.q));
  const list: SearchHit[] = page.flatMap((r) => {
    const item = byId.get(r.id);
    return item
      ? [
          {
            id: r.id,
            kind: item.kind,
            title: highlight(item.title, pattern),
            snippet: highlight(snippet(`${answerText(item.answer)} ${item.body ?? ''}`, pattern), pattern),
            titleMatch: r.title_match,
          },
        ]
      : [];
  });
  return { list, total, ...(totalCapped ? { totalCapped } : {}), normalized: normalizeQuestion(q.q) };
}

/** Every match ranked (the query holds a prefix word): exact, and slower for a common word. */
async function rankedAll(t: TenantDb, q: SearchQuery, query: SQL) {
  const kind = q.kind ? sql`and i.kind = ${q.kind}` : sql``;
  const found = await rows<Ranked & { total: number }>(
    t.db,
    sql`with hits as (
          select i.id, (ts_filter(i.search, '{a}') @@ ${query}) as title_match,
                 ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', i.search, ${query}) as rank
            from knowledge_items i
           where ${mineSql(t, 'i')} and i.deleted_at is null and i.search @@ ${query} ${kind}
        )
        select h.id::int as id, h.title_match, h.rank, count(*) over ()::int as total
          from hits h
         order by h.title_match desc, h.rank desc, h.id desc
         limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
  );
  let total = found[0]?.total ?? 0;
  if (!found.length && q.pageIndex > 0) {
    const [n] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from knowledge_items i
           where ${mineSql(t, 'i')} and i.deleted_at is null and i.search @@ ${query} ${kind}`,
    );
    total = n?.n ?? 0;
  }
  return { page: found, total };
}
