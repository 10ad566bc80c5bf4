import { and, Placeholder, SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client';
import { TENANT_GUARD_ON, guardStatement } from './tenant-guard';

interface Executable<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** A select built around a condition, ready to prepare (Drizzle's query builders are). */
export interface Preparable<T> {
  prepare(name: string): Executable<T>;
  toSQL?(): { sql: string; params: unknown[] };
}

/** A shape's statement text and where each of its parameters comes from (a placeholder or a constant). */
interface Statement {
  name: string;
  text: string;
  params: unknown[];
  /** A pattern match: planned with each call's values, never as a named (generic-plan) statement. */
  planEach: boolean;
}

/**
 * A condition given by its shape: plain data that is everything the condition's SQL depends on, a
 * builder that writes it with placeholders only, and this call's values for them. `name` tells
 * builders apart (it is part of the cache key with the shape). `rest`, ANDed to it, is SQL with
 * values of its own, rendered per call (its text joins the key, its values are lifted).
 */
export interface ShapedCondition<S = unknown> {
  name: string;
  shape: S;
  build(shape: S): SQL;
  values: Record<string, unknown>;
  rest?: SQL;
}

/** A shaped condition, typed by its builder. */
export const shapedCondition = <S>(
  name: string,
  build: (shape: S) => SQL,
  shape: S,
  values: Record<string, unknown>,
  rest?: SQL,
): ShapedCondition => ({ name, shape, build: build as (shape: unknown) => SQL, values, rest });

const MARKER = /\$(\d+)/g;
/** Statement name prefixes in use: two queries must never share a server-side name. */
const prefixes = new Set<string>();

/**
 * Prepared statements for queries whose conditions vary (a list and its filters). The condition is
 * rendered, its values lifted into placeholders, and the statement is built and prepared once per
 * distinct text (a "shape"); later calls only bind values. Building a select with Drizzle costs
 * about 0.15 ms, as much as the query itself on a hot index (DESIGN.md: prepare the hot queries).
 *
 * Every value of the condition becomes a placeholder, so no caller's value is ever frozen into a
 * shape. Shapes that match a pattern (`like`, `ilike`) stay unnamed on the server: PostgreSQL then plans
 * each call with its own pattern, where a generic plan could not tell a rare keyword from a common one.
 */
export class ShapedQuery<T, V extends string = ''> {
  /** Statement names by shape, shared by every connection and transaction (same shape, same text). */
  private readonly names = new Map<string, string>();
  private readonly byDb = new WeakMap<Db, Map<string, Executable<T>>>();
  /** Statements run through the database's own runner (`rows`), by shape. */
  private readonly statements = new Map<string, Statement>();
  private serial = 0;

  constructor(
    private readonly name: string,
    private readonly build: (db: Db, where: SQL | undefined, variant: V) => Preparable<T>,
    private readonly max = 256,
  ) {
    if (prefixes.has(name)) throw new Error(`two shaped queries named ${name}`);
    prefixes.add(name);
  }

  /**
   * Like `run`, but sent through the database's own prepared-statement runner (`Database.sql.prepared`)
   * and answered as the driver's rows, keyed by column alias: no Drizzle mapping per call, and on
   * PGlite, whose Drizzle driver re-plans every call, the statement is planned once (PREPARE).
   * Shapes that match a pattern are sent unnamed with their values, as `run` sends them.
   */
  async rows(
    database: Database,
    variant: V,
    where: SQL | ShapedCondition,
    extra: Record<string, unknown> = {},
  ): Promise<Record<string, unknown>[]> {
    if (!(where instanceof SQL)) return this.rowsOfShape(database, variant, where, extra);
    const { rendered, values, key } = render(database.db, variant, where, extra);
    const statement = this.statementFor(database.db, key, variant, () => {
      const lifted = liftValues(rendered.sql, rendered.params.length);
      if (!lifted) throw new Error(`${this.name}: a condition whose markers do not match its values`);
      return { where: lifted, text: rendered.sql };
    });
    return runStatement(database, statement, values);
  }

  /**
   * Like `rows`, for a condition whose every value is a placeholder: it is built and rendered once
   * per distinct shape, so a hot call skips building and rendering it (about 20 µs a call).
   */
  private rowsOfShape(
    database: Database,
    variant: V,
    condition: ShapedCondition,
    extra: Record<string, unknown>,
  ): Promise<Record<string, unknown>[]> {
    const rest = condition.rest && render(database.db, '', condition.rest, {}, 'r');
    const key = [variant, condition.name, JSON.stringify(condition.shape), rest?.rendered.sql ?? ''].join(
      '\u0000',
    );
    const statement = this.statementFor(database.db, key, variant, () => {
      const built = condition.build(condition.shape);
      const rendered = dialectOf(database.db).sqlToQuery(built);
      if (rendered.params.some((p) => !(p instanceof Placeholder)))
        throw new Error(`${this.name}: the shaped condition ${condition.name} binds a value`);
      if (!rest) return { where: built, text: rendered.sql };
      const lifted = liftValues(rest.rendered.sql, rest.rendered.params.length, 'r');
      if (!lifted) throw new Error(`${this.name}: a condition whose markers do not match its values`);
      return { where: and(built, lifted)!, text: `${rendered.sql} and ${rest.rendered.sql}` };
    });
    return runStatement(database, statement, { ...extra, ...rest?.values, ...condition.values });
  }

  /** The shape's statement under `key`, made once from its condition (`condition()` only on a miss). */
  private statementFor(db: Db, key: string, variant: V, condition: () => { where: SQL; text: string }) {
    let statement = this.statements.get(key);
    if (!statement) {
      const { where, text: conditionText } = condition();
      const built = this.build(db, where, variant);
      if (!built.toSQL) throw new Error(`${this.name}: a shape that cannot show its SQL`);
      const { sql: text, params } = built.toSQL();
      const planEach = matchesPattern(conditionText);
      statement = { name: `${this.name}_p${++this.serial}`, text, params, planEach };
      remember(this.statements, key, statement, this.max);
    }
    return statement;
  }

  /** Runs the shape of `where` (built for `variant`) with its values and `extra` placeholder values. */
  run(db: Db, variant: V, where: SQL | undefined, extra: Record<string, unknown> = {}): Promise<T> {
    const { rendered, values, key } = render(db, variant, where, extra);
    let built = this.byDb.get(db);
    if (!built) this.byDb.set(db, (built = new Map()));
    let query = built.get(key);
    if (!query) {
      const lifted = where ? liftValues(rendered.sql, rendered.params.length) : undefined;
      if (where && !lifted) return this.build(db, where, variant).prepare('').execute(extra);
      query = this.build(db, lifted, variant).prepare(this.nameOf(key, rendered.sql));
      remember(built, key, query, this.max);
    }
    return query.execute(values);
  }

  private nameOf(key: string, text: string) {
    if (matchesPattern(text)) return '';
    let name = this.names.get(key);
    if (!name) {
      name = `${this.name}_${++this.serial}`;
      remember(this.names, key, name, this.max);
    }
    return name;
  }
}

const matchesPattern = (conditionText: string) => /\bi?like\b/i.test(conditionText);

const dialectOf = (db: Db) => (db as unknown as { dialect: PgDialect }).dialect;

/** A statement with this call's values: prepared by name, or unnamed for a pattern match. */
async function runStatement(database: Database, statement: Statement, values: Record<string, unknown>) {
  if (TENANT_GUARD_ON) guardStatement(statement.text);
  const bound = statement.params.map((p) => (p instanceof Placeholder ? values[p.name] : p));
  const result = statement.planEach
    ? await database.sql.query(statement.text, bound)
    : await database.sql.prepared(statement.name, statement.text, bound);
  return result.rows;
}

/** The condition rendered, its values as placeholders `w1`.. beside `extra`, and its shape's cache key. */
function render(
  db: Db,
  variant: string,
  where: SQL | undefined,
  extra: Record<string, unknown>,
  prefix = 'w',
) {
  const rendered = where ? dialectOf(db).sqlToQuery(where) : { sql: '', params: [] };
  const values: Record<string, unknown> = { ...extra };
  rendered.params.forEach((v, i) => (values[`${prefix}${i + 1}`] = v));
  return { rendered, values, key: `${variant}\u0000${rendered.sql}` };
}

/** Keeps `value` under `key`, dropping the oldest entry once the map holds `max`. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** The rendered condition with `$n` as placeholder `wn`; undefined if its markers do not match its values. */
function liftValues(text: string, count: number, prefix = 'w'): SQL | undefined {
  const parts: SQL[] = [];
  let last = 0;
  let seen = 0;
  for (const m of text.matchAll(MARKER)) {
    if (Number(m[1]) !== ++seen) return undefined;
    parts.push(sql.raw(text.slice(last, m.index)), sql`${sql.placeholder(`${prefix}${seen}`)}`);
    last = m.index! + m[0].length;
  }
  if (seen !== count) return undefined;
  parts.push(sql.raw(text.slice(last)));
  return sql.join(parts);
}
