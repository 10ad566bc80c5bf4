import { sql } from 'drizzle-orm';
import { mineSql } from '../core/tenant';
import { rows as sqlRows, type Database } from '../db/client';
import { checksums } from './harness';

/** Appended to every name of enterprise A, so any of them in B's answers is found by a text search. */
export const A_MARK = '⟪A-only⟫';
const ID_KEY = /^(id|ids)$|[a-z]Ids?$|_id$/;

const rowsOf = async <T>(database: Database, text: string, values?: unknown[]) =>
  (await database.sql.query(text, values)).rows as T[];

/** Tables that hold records of an enterprise: an enterprise_id and a numeric id. */
export async function tenantTables(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ t: string }>(
    database,
    `select table_name as t from information_schema.columns
      where table_schema = 'public'
        and (column_name = 'enterprise_id' or (column_name = 'id' and data_type in ('bigint', 'integer')))
      group by table_name having count(*) = 2 order by 1`,
  );
  return rows.map((r) => r.t);
}

/** Each tenant table's ids of one enterprise, ascending; `enterprises` holds the enterprise itself. */
export async function idsOf(database: Database, tables: string[], enterpriseId: number) {
  const out: Record<string, number[]> = { enterprises: [enterpriseId] };
  for (const t of tables) {
    const rows = await sqlRows<{ id: string }>(
      database.db,
      sql`select id from ${sql.identifier(t)} where ${mineSql(enterpriseId)} order by id`,
    );
    out[t] = rows.map((r) => Number(r.id));
  }
  return out;
}

/**
 * Moves every sequence of the public schema past the largest id in use, so everything made from
 * now on (enterprise B, its records) has ids no table of A uses: an A id in B's answers is a leak.
 */
export async function moveSequencesPastAllIds(database: Database) {
  const tables = await rowsOf<{ t: string }>(
    database,
    `select table_name as t from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type in ('bigint', 'integer')`,
  );
  let max = 0;
  for (const { t } of tables) {
    const [row] = await rowsOf<{ m: string | null }>(database, `select max(id)::text as m from "${t}"`);
    max = Math.max(max, Number(row?.m ?? 0));
  }
  const seqs = await rowsOf<{ s: string }>(
    database,
    `select sequencename as s from pg_sequences where schemaname = 'public'`,
  );
  for (const { s } of seqs) await database.sql.query(`select setval('public."${s}"', ${max + 100_000})`);
}

/** Marks every name of enterprise A (columns `name` and `*_name`). */
export async function markNames(database: Database, enterpriseId: number) {
  const cols = await rowsOf<{ t: string; c: string }>(
    database,
    `select c.table_name as t, c.column_name as c from information_schema.columns c
      where c.table_schema = 'public' and c.data_type in ('text', 'character varying')
        and (c.column_name = 'name' or c.column_name like '%\\_name')
        and (c.table_name = 'enterprises' or exists (select 1 from information_schema.columns e
              where e.table_schema = 'public' and e.table_name = c.table_name and e.column_name = 'enterprise_id'))`,
  );
  for (const { t, c } of cols) {
    const owner = t === 'enterprises' ? sql`id = ${enterpriseId}` : mineSql(enterpriseId);
    const column = sql.identifier(c);
    await database.db.execute(
      sql`update ${sql.identifier(t)} set ${column} = ${column} || ${A_MARK} where ${owner} and ${column} <> ''`,
    );
  }
}

/** The rows of one enterprise in every table that has them, for a before/after comparison. */
export const enterpriseChecksums = (database: Database, enterpriseId: number) =>
  checksums(database, {
    skipColumns: { sessions: ['last_used_at'] },
    where: (t, cols) =>
      t === 'enterprises'
        ? sql`id = ${enterpriseId}`
        : cols.includes('enterprise_id')
          ? mineSql(enterpriseId)
          : null,
  });

/** Column name → the tables its foreign keys point at (enterprise_id left out). */
export async function foreignKeyTargets(database: Database) {
  const rows = await rowsOf<{ col: string; target: string }>(
    database,
    `select a.attname as col, c2.relname as target
       from pg_constraint k
       join pg_class c1 on c1.oid = k.conrelid
       join pg_namespace n on n.oid = c1.relnamespace
       join pg_class c2 on c2.oid = k.confrelid
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
      where k.contype = 'f' and n.nspname = 'public' and a.attname <> 'enterprise_id'`,
  );
  const out = new Map<string, Set<string>>();
  for (const r of rows) out.set(r.col, (out.get(r.col) ?? new Set()).add(r.target));
  return out;
}

const words = (s: string) =>
  s
    .split(/[/_]|(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter((w) => w && !w.startsWith(':') && !/^(v\d+|id|ids)$/.test(w));

/**
 * The tables a route's id field most likely names, best first: the foreign keys of a column of that
 * name, else every tenant table, ranked by `hints` (e.g. the words of the route's not-found code),
 * then the words of the field and of the URL (serviceGroup → service_teams). A wrong guess only
 * makes a request fail earlier; it never makes a sweep pass that should fail.
 */
export function rankTables(
  field: string,
  url: string,
  fk: Map<string, Set<string>>,
  tables: string[],
  hints: string[] = [],
) {
  // among equals, the table more foreign keys point at is the more central record (service_teams)
  const referenced = (t: string) => [...fk.values()].filter((targets) => targets.has(t)).length;
  const column = field.replace(/Ids$/, 'Id').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const known = [...(fk.get(column) ?? [])].filter((t) => tables.includes(t));
  const urlWords = words(url);
  const matches = (token: string, w: string) =>
    token === w || token === `${w}s` || token === `${w}es` || token === w.replace(/y$/, 'ies');
  const rank = (t: string) => {
    const tokens = t.split('_');
    const share = (ws: string[]) =>
      tokens.filter((k) => ws.some((w) => matches(k, w))).length / tokens.length;
    const first = urlWords.findIndex((w) => tokens.some((k) => matches(k, w)));
    return [share(hints), share(words(field)), share(urlWords), first < 0 ? -99 : -first, referenced(t)];
  };
  const ranked = (known.length ? known : tables).map((t) => ({ t, r: rank(t) }));
  ranked.sort((x, y) => x.r.reduce((d, v, i) => d || y.r[i]! - v, 0));
  return ranked.map((x) => x.t);
}

/** Words of a not-found code, as table hints: CONTACT_NOT_FOUND → contact. */
export const codeWords = (code: unknown) =>
  typeof code === 'string'
    ? words(code.toLowerCase()).filter((w) => !['not', 'found', 'no'].includes(w))
    : [];

/** A's records in an answer of B: marked names, or ids of A under id keys (other than `asked`). */
export function leaksIn(value: unknown, aIds: Set<number>, asked?: number, key = ''): string[] {
  if (typeof value === 'string') return value.includes(A_MARK) ? [`${key}: "${value.slice(0, 60)}"`] : [];
  if (typeof value === 'number')
    return ID_KEY.test(key) && value !== asked && aIds.has(value) ? [`${key}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v) => leaksIn(v, aIds, asked, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaksIn(v, aIds, asked, k));
  return [];
}
