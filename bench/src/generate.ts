/**
 * The data generator: fills a migrated database (PGlite or PostgreSQL) with N generated
 * enterprises and M records per enterprise of every registered module, set-based
 * (`insert … select … generate_series`), never a round trip per row.
 *
 *   - the demo enterprise, through the server's own seedDemoIfEmpty (as main.ts does);
 *   - the base of every tenant: N enterprises with the 10 built-in roles (DEFAULT_ROLES, with their
 *     data scopes) and the built-in menus (syncBuiltInMenus), as creating an enterprise does;
 *   - then each registered module generator (generators/*.ts), in dependency order, with its own
 *     records-per-enterprise figure M;
 *   - and VACUUM ANALYZE, what autovacuum would have done by then.
 *
 * A module adds its data by registering a generator (see generators/index.ts):
 *
 *   registerGenerator({ module: 'tags', after: ['users'], perEnterprise: 50, tables: ['tags', …],
 *                       describe: (m) => `${m} tags per enterprise …`, generate: async (ctx) => { … } });
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_ROLES } from '@fieldline/domain';
import { hashPassword } from '@fieldline/server/src/core/crypto';
import type { Database } from '@fieldline/server/src/db/client';
import { syncBuiltInMenus } from '@fieldline/server/src/modules/menus';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';

type Rows = { rows: Record<string, unknown>[] };

/** What every generator gets. */
export interface GeneratorContext {
  database: Database;
  /** Raw SQL through the driver ($1.. parameters). */
  q(text: string, values?: unknown[]): Promise<Rows>;
  /** The generated enterprises, ascending (the demo enterprise is not among them). */
  enterpriseIds: number[];
  /** The same as a PostgreSQL array literal, for `= any($1::bigint[])`. */
  ids: string;
  /** Records per enterprise asked of this module. */
  perEnterprise: number;
  /** Records per enterprise asked of every module (a generator may size links by another's). */
  scale: Record<string, number>;
  /** The one password of every generated account, its scrypt hash, and the run's token salt. */
  password: string;
  passwordHash: string;
  salt: string;
}

export interface ModuleGenerator {
  module: string;
  /** Modules whose data this one needs (generated first). */
  after?: string[];
  /** Default records per enterprise (overridden by BENCH_RECORDS=module=M,…). */
  perEnterprise: number;
  /** Tables it fills, for the row counts of the report. */
  tables: string[];
  /** One line for the report: what M records per enterprise means for this module. */
  describe(perEnterprise: number, enterprises: number): string;
  generate(ctx: GeneratorContext): Promise<void>;
}

const registry = new Map<string, ModuleGenerator>();

export function registerGenerator(g: ModuleGenerator) {
  if (registry.has(g.module)) throw new Error(`generator ${g.module} registered twice`);
  registry.set(g.module, g);
}

/** Registered generators, each after the ones it depends on. */
export function generators(): ModuleGenerator[] {
  const out: ModuleGenerator[] = [];
  const visiting = new Set<string>();
  const visit = (g: ModuleGenerator) => {
    if (out.includes(g)) return;
    if (visiting.has(g.module)) throw new Error(`generator dependency cycle at ${g.module}`);
    visiting.add(g.module);
    for (const dep of g.after ?? []) {
      const d = registry.get(dep);
      if (!d) throw new Error(`generator ${g.module} needs ${dep}, which is not registered`);
      visit(d);
    }
    out.push(g);
  };
  for (const g of registry.values()) visit(g);
  return out;
}

export interface GenerateOptions {
  enterprises: number;
  /** Records per enterprise by module; modules left out use their default. */
  perEnterprise?: Record<string, number>;
}

export interface Generated {
  enterpriseIds: number[];
  password: string;
  passwordHash: string;
  salt: string;
  /** Records per enterprise of each module, as generated. */
  scale: Record<string, number>;
  /** One line per module: what was generated. */
  described: string[];
  /** Milliseconds per step, in order. */
  steps: [string, number][];
  /** The token of a generated session (users generator: `<salt>.<userId>`). */
  tokenFor(userId: number): string;
}

export async function generate(database: Database, opts: GenerateOptions): Promise<Generated> {
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  const steps: [string, number][] = [];
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const out = await fn();
    steps.push([name, Date.now() - t0]);
    return out;
  };
  const unknown = Object.keys(opts.perEnterprise ?? {}).filter((m) => !registry.has(m));
  if (unknown.length)
    throw new Error(`no generator for ${unknown.join(', ')} (have ${[...registry.keys()].join(', ')})`);
  const ordered = generators();
  const scale = Object.fromEntries(
    ordered.map((g) => [g.module, opts.perEnterprise?.[g.module] ?? g.perEnterprise]),
  );

  await step('demo enterprise', () => seedDemoIfEmpty(database.db));
  const passwordHash = await step('password hash', () => hashPassword(DEMO_PASSWORD));
  const salt = randomBytes(12).toString('base64url');

  const enterpriseIds = await step('enterprises', async () => {
    const { rows } = await q(
      `insert into enterprises (name, is_charge_user, service_expire_at, buy_person_num, created_at, updated_at)
       select 'Bench enterprise ' || g, (g % 3)::smallint, now() + interval '365 days', 100000,
              now() - make_interval(days => g % 900), now()
         from generate_series(1, $1::int) g
       returning id`,
      [opts.enterprises],
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  });
  const ids = `{${enterpriseIds.join(',')}}`;

  await step('roles', () =>
    q(
      `insert into roles (enterprise_id, type, name, permissions, data_scope, built_in)
       select e.id, (r->>'type')::smallint, r->>'name', r->'permissions', (r->>'dataScope')::smallint, true
         from unnest($1::bigint[]) e(id) cross join jsonb_array_elements($2::jsonb) r`,
      [
        ids,
        JSON.stringify(
          DEFAULT_ROLES.map((r) => ({
            type: r.type,
            name: r.name.en_GB,
            permissions: r.permissions,
            dataScope: r.dataScope,
          })),
        ),
      ],
    ),
  );
  await step('menus', () => syncBuiltInMenus(database.db));

  const base = { database, q, enterpriseIds, ids, scale, password: DEMO_PASSWORD, passwordHash, salt };
  for (const g of ordered) {
    await step(g.module, () => g.generate({ ...base, perEnterprise: scale[g.module]! }));
  }

  await step('vacuum analyze', () => q('vacuum analyze'));
  return {
    enterpriseIds,
    password: DEMO_PASSWORD,
    passwordHash,
    salt,
    scale,
    described: ordered.map((g) => g.describe(scale[g.module]!, enterpriseIds.length)),
    steps,
    tokenFor: (userId) => `${salt}.${userId}`,
  };
}

/** Rows and size of every generated table, for the report. */
export async function tableCounts(database: Database) {
  const tables = ['enterprises', 'roles', 'menu_resources', ...generators().flatMap((g) => g.tables)];
  const out: Record<string, { rows: number; bytes: number }> = {};
  for (const t of tables) {
    const { rows } = await database.sql.query(
      `select count(*)::int as n, pg_total_relation_size($1::regclass)::bigint as b from ${t}`,
      [t],
    );
    out[t] = { rows: Number(rows[0]?.n), bytes: Number(rows[0]?.b) };
  }
  return out;
}
