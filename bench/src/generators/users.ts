/**
 * Users, their roles and sessions. M is the average per enterprise; they are spread with a skew
 * (the largest enterprise holds about √(1/N) of all users, the smallest about 1/(2N)), over the
 * enterprise's departments round-robin.
 *
 *   - every user has the demo password, stored as one precomputed scrypt hash;
 *   - the first user of each enterprise is its administrator, the rest get a mix of the other
 *     built-in roles, and every 5th user also the dispatcher role;
 *   - one session for every 10th user and for each enterprise's administrator, last used between
 *     2 minutes and 6 days ago (inside the 7-day idle window). A session's token is
 *     `<salt>.<userId>`; its row holds the SQL-side sha256, checked against the server's.
 */
import { ROLE_TYPES } from '@fieldline/domain';
import { sha256 } from '@fieldline/server/src/core/crypto';
import { registerGenerator } from '../generate';

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
const SESSION_EVERY = 10;

registerGenerator({
  module: 'users',
  after: ['departments'],
  perEnterprise: 500,
  tables: ['users', 'user_roles', 'sessions'],
  describe: (m, n) =>
    `users: ${m} per enterprise on average (${m * n} in all), skewed: the largest enterprise about ` +
    `${Math.round(m * n * Math.sqrt(1 / n))}, the smallest about ${Math.round(m / 2)}; ` +
    `sessions for every ${SESSION_EVERY}th user and every administrator`,
  async generate({ q, ids, enterpriseIds, perEnterprise, passwordHash, salt }) {
    const total = perEnterprise * enterpriseIds.length;
    await q(
      `with ep as (select id, ord from unnest($1::bigint[]) with ordinality e(id, ord)),
            dep as (select enterprise_id, id,
                           row_number() over (partition by enterprise_id order by id) - 1 as n,
                           count(*) over (partition by enterprise_id) as cnt
                      from departments where enterprise_id = any($1::bigint[])),
            g as (select g, least($3::int, 1 + floor($3::int * power(g * 0.6180339887498949::float8
                                                                        - floor(g * 0.6180339887498949::float8), 2)))::int as ord
                    from generate_series(1, $2::bigint) g)
       insert into users (enterprise_id, phone, name, password_hash, department_id, locale, created_at, updated_at)
       select ep.id, '139' || lpad(g.g::text, 8, '0'), 'Bench user ' || g.g, $4, dep.id,
              case when g.g % 4 = 0 then 'en_GB' end,
              now() - make_interval(days => ((g.g * 7919) % 730)::int, secs => (g.g * 104729) % 86400), now()
         from g join ep on ep.ord = g.ord
         join dep on dep.enterprise_id = ep.id and dep.n = g.g % dep.cnt
        order by g.g`,
      [ids, total, enterpriseIds.length, passwordHash],
    );
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
    await q(
      `insert into sessions (token_hash, enterprise_id, user_id, csrf_token, created_at, last_used_at, ip, user_agent)
       select encode(sha256(convert_to($2 || '.' || u.id, 'UTF8')), 'hex'), u.enterprise_id, u.id,
              md5($2 || ':csrf:' || u.id), now() - interval '6 days',
              now() - make_interval(secs => 120 + (u.id * 7919) % 500000), '10.0.0.1', 'fieldline-bench'
         from (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) as rn
                 from users where enterprise_id = any($1::bigint[])) u
        where u.id % $3::int = 0 or u.rn = 1`,
      [ids, salt, SESSION_EVERY],
    );
    // The SQL-side sha256 must agree with the server's, or every generated token would be refused.
    const { rows } = await q(
      `select user_id, token_hash from sessions where enterprise_id = any($1::bigint[]) limit 1`,
      [ids],
    );
    if (rows[0] && sha256(`${salt}.${Number(rows[0].user_id)}`) !== rows[0].token_hash)
      throw new Error('generated token hashes do not match the server sha256');
  },
});
