/**
 * Fills a migrated database with generated tenants, set-based (generate_series), so 100 000
 * users take seconds rather than the minutes per-row inserts and per-user scrypt would take.
 *
 *   - the demo enterprise, through the server's own seedDemoIfEmpty (enterprise 1, 11 users);
 *   - N enterprises, each with a root department and 4 teams, and the 10 built-in roles;
 *   - U users spread over them with a skew (the largest enterprise holds ~sqrt(1/N) of all users,
 *     the smallest ~1/(2N)); the first user of each enterprise is its administrator, the rest get
 *     a mix of the other built-in roles, and every 5th user also the dispatcher role;
 *   - one active session for every 10th user (last used within the 7-day idle window).
 *
 * Every generated user has the demo password, stored as one precomputed scrypt hash. A session's
 * token is `<salt>.<userId>`; its row holds sha256 of that, as the server stores it.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_ROLES, ROLE_TYPES } from '@fieldline/domain';
import { hashPassword, sha256 } from '@fieldline/server/src/core/crypto';
import type { Database } from '@fieldline/server/src/db/client';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';

export interface GenerateOptions {
  enterprises: number;
  users: number;
  /** One session per this many users. */
  sessionEvery?: number;
  /** Teams under each enterprise's root department. */
  teams?: number;
}

export interface Generated {
  enterpriseIds: number[];
  password: string;
  passwordHash: string;
  salt: string;
  /** Milliseconds per step, in order. */
  steps: [string, number][];
  tokenFor(userId: number): string;
}

/** Role types handed to non-administrator users, round-robin by user id (service staff most often). */
const ROLE_MIX = [
  ROLE_TYPES.serviceStaff,
  ROLE_TYPES.serviceStaff,
  ROLE_TYPES.serviceStaff,
  ROLE_TYPES.serviceStaff,
  ROLE_TYPES.dispatcher,
  ROLE_TYPES.employee,
  ROLE_TYPES.employee,
  ROLE_TYPES.salesperson,
  ROLE_TYPES.reception,
  ROLE_TYPES.returnVisit,
  ROLE_TYPES.finance,
  ROLE_TYPES.warehouseKeeper,
  ROLE_TYPES.director,
];

export async function generate(database: Database, opts: GenerateOptions): Promise<Generated> {
  const q = (text: string, values?: unknown[]) => database.sql.query(text, values);
  const sessionEvery = opts.sessionEvery ?? 10;
  const teams = opts.teams ?? 4;
  const steps: [string, number][] = [];
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const out = await fn();
    steps.push([name, Date.now() - t0]);
    return out;
  };

  await step('demo enterprise (seedDemoIfEmpty)', () => seedDemoIfEmpty(database.db));
  const passwordHash = await step('password hash', () => hashPassword(DEMO_PASSWORD));
  const salt = randomBytes(12).toString('base64url');

  const enterpriseIds = await step('enterprises', async () => {
    const { rows } = await q(
      `insert into enterprises (name, is_charge_user, service_expire_at, buy_person_num, created_at, updated_at)
       select 'Bench enterprise ' || g, (g % 3)::smallint, now() + interval '365 days', 1000,
              now() - make_interval(days => g % 900), now()
         from generate_series(1, $1::int) g
       returning id`,
      [opts.enterprises],
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  });
  const ids = `{${enterpriseIds.join(',')}}`;

  await step('departments', async () => {
    await q(
      `insert into departments (enterprise_id, name, sort)
       select e.id, 'Bench enterprise ' || e.ord, 0 from unnest($1::bigint[]) with ordinality e(id, ord)`,
      [ids],
    );
    await q(
      `insert into departments (enterprise_id, parent_id, name, sort)
       select d.enterprise_id, d.id, 'Team ' || t, t
         from departments d cross join generate_series(1, $2::int) t
        where d.enterprise_id = any($1::bigint[]) and d.parent_id is null`,
      [ids, teams],
    );
  });

  await step('roles', () =>
    q(
      `insert into roles (enterprise_id, type, name, permissions, built_in)
       select e.id, (r->>'type')::smallint, r->>'name', r->'permissions', true
         from unnest($1::bigint[]) e(id) cross join jsonb_array_elements($2::jsonb) r`,
      [
        ids,
        JSON.stringify(
          DEFAULT_ROLES.map((r) => ({ type: r.type, name: r.name.en_GB, permissions: r.permissions })),
        ),
      ],
    ),
  );

  await step('users', () =>
    q(
      `with ep as (select id, ord from unnest($1::bigint[]) with ordinality e(id, ord)),
            dep as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n
                      from departments where enterprise_id = any($1::bigint[])),
            g as (select g, least($3::int, 1 + floor($3::int * power(g * 0.6180339887498949::float8
                                                                        - floor(g * 0.6180339887498949::float8), 2)))::int as ord
                    from generate_series(1, $2::bigint) g)
       insert into users (enterprise_id, phone, name, password_hash, department_id, locale, created_at, updated_at)
       select ep.id, '139' || lpad(g.g::text, 8, '0'), 'Bench user ' || g.g, $4, dep.id,
              case when g.g % 4 = 0 then 'en_GB' end,
              now() - make_interval(days => ((g.g * 7919) % 730)::int, secs => (g.g * 104729) % 86400), now()
         from g join ep on ep.ord = g.ord
         join dep on dep.enterprise_id = ep.id and dep.n = g.g % ($5::int + 1)
        order by g.g`,
      [ids, opts.users, enterpriseIds.length, passwordHash, teams],
    ),
  );

  await step('user_roles', async () => {
    await q(
      `insert into user_roles (enterprise_id, user_id, role_id)
       select u.enterprise_id, u.id, r.id
         from (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) as rn
                 from users where enterprise_id = any($1::bigint[])) u
         join roles r on r.enterprise_id = u.enterprise_id and r.built_in
                     and r.type = case when u.rn = 1 then $2::int else ($3::int[])[1 + u.id % $4::int] end`,
      [ids, ROLE_TYPES.administrator, `{${ROLE_MIX.join(',')}}`, ROLE_MIX.length],
    );
    // A second role for every 5th user, so the role aggregation sees more than one row.
    await q(
      `insert into user_roles (enterprise_id, user_id, role_id)
       select u.enterprise_id, u.id, r.id
         from users u join roles r on r.enterprise_id = u.enterprise_id and r.built_in and r.type = $2::int
        where u.enterprise_id = any($1::bigint[]) and u.id % 5 = 0
       on conflict do nothing`,
      [ids, ROLE_TYPES.dispatcher],
    );
  });

  await step('sessions', () =>
    q(
      `insert into sessions (token_hash, enterprise_id, user_id, csrf_token, created_at, last_used_at, ip, user_agent)
       select encode(sha256(convert_to($2 || '.' || u.id, 'UTF8')), 'hex'), u.enterprise_id, u.id,
              md5($2 || ':csrf:' || u.id), now() - interval '6 days',
              now() - make_interval(secs => 120 + (u.id * 7919) % 500000), '10.0.0.1', 'fieldline-bench'
         from users u where u.enterprise_id = any($1::bigint[]) and u.id % $3::int = 0`,
      [ids, salt, sessionEvery],
    ),
  );

  // What autovacuum would have done by now: statistics for the planner, visibility map for index-only scans.
  await step('vacuum analyze', () => q('vacuum analyze'));

  const tokenFor = (userId: number) => `${salt}.${userId}`;
  // The SQL-side sha256 must agree with the server's, or every generated token would be refused.
  const { rows } = await q(
    `select user_id, token_hash from sessions where enterprise_id = any($1::bigint[]) limit 1`,
    [ids],
  );
  if (rows[0] && sha256(tokenFor(Number(rows[0].user_id))) !== rows[0].token_hash) {
    throw new Error('generated token hashes do not match the server sha256');
  }
  return { enterpriseIds, password: DEMO_PASSWORD, passwordHash, salt, steps, tokenFor };
}

/** Rows per generated table, for the report. */
export async function tableCounts(database: Database) {
  const tables = ['enterprises', 'departments', 'roles', 'users', 'user_roles', 'sessions'] as const;
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
