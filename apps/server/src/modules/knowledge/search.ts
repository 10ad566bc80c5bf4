import { sql } from 'drizzle-orm';
import type { SearchHit, TextPart, searchQuerySchema } from '@fieldline/domain';
import type { z } from 'zod';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { knowledgeErrors } from './errors';
import { normalizeQuestion, queryLiteral, surfaceWords } from './words';

type SearchQuery = z.infer<typeof searchQuerySchema>;
const SNIPPET = 80;

interface HitRow {
  id: number;
  kind: 1 | 2;
  title: string;
  body: string | null;
  title_match: boolean;
  total: number;
}

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

async function searchPage(t: TenantDb, q: SearchQuery) {
  const literal = queryLiteral(q.q, q.match === 'any');
  if (!literal) throw knowledgeErrors.NO_WORDS({ field: 'q' });
  const query = sql`${literal}::tsquery`;
  const kind = q.kind ? sql`and i.kind = ${q.kind}` : sql``;
  // ranked on narrow rows (id and sort keys only); title and text read for the page's rows alone
  const found = await rows<HitRow>(
    t.db,
    sql`with hits as (
          select i.id, (ts_filter(i.search, '{a}') @@ ${query}) as title_match,
                 ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', i.search, ${query}) as rank
            from knowledge_items i
           where ${mineSql(t, 'i')} and i.deleted_at is null and i.search @@ ${query} ${kind}
        ), page as (
          select h.id, h.title_match, h.rank, count(*) over ()::int as total
            from hits h
           order by h.title_match desc, h.rank desc, h.id desc
           limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}
        )
        select p.id::int as id, i.kind, i.title, p.title_match, p.total,
               coalesce(i.answer, i.summary, '') || ' ' || left(coalesce(i.body_text, ''), 4000) as body
          from page p join knowledge_items i on ${mineSql(t, 'i')} and i.id = p.id
         order by p.title_match desc, p.rank desc, p.id desc`,
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
  const pattern = patternOf(surfaceWords(q.q));
  const list: SearchHit[] = found.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: highlight(r.title, pattern),
    snippet: highlight(snippet(r.body ?? '', pattern), pattern),
    titleMatch: r.title_match,
  }));
  return { list, total, normalized: normalizeQuestion(q.q) };
}
