/**
 * Service teams: M per enterprise, about a third at the top level (the first of them headquarters,
 * the rest branches) and the others below them as service providers; every 3rd user is a member
 * of one team, every 10th member its dispatcher.
 */
import { TEAM_TYPES } from '@fieldline/domain';
import { registerGenerator } from '../generate';

registerGenerator({
  module: 'teams',
  after: ['users'],
  perEnterprise: 10,
  tables: ['service_teams', 'team_members'],
  describe: (m) => `service teams: ${m} per enterprise in two levels; every 3rd user a member of one`,
  async generate({ q, ids, perEnterprise }) {
    if (!perEnterprise) return;
    const top = Math.max(1, Math.ceil(perEnterprise / 3));
    const below = perEnterprise - top;
    await q(
      `insert into service_teams (enterprise_id, level, name, type, areas)
       select e.id, 1, 'Team ' || t, case when t = 1 then $3::int else $4::int end,
              '[{"province": "上海市"}]'::jsonb
         from unnest($1::bigint[]) e(id) cross join generate_series(1, $2::int) t`,
      [ids, top, TEAM_TYPES.headquarters, TEAM_TYPES.branch],
    );
    if (below)
      await q(
        `with p as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) as n
                      from service_teams where enterprise_id = any($1::bigint[]) and level = 1)
         insert into service_teams (enterprise_id, parent_id, level, name, type)
         select p.enterprise_id, p.id, 2, 'Team ' || p.n || '.' || g, $4::int
           from p join generate_series(1, $2::int) g on p.n = (g - 1) % $3::int + 1`,
        [ids, below, top, TEAM_TYPES.provider],
      );
    await q(
      `with t as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n,
                         count(*) over (partition by enterprise_id) as cnt
                    from service_teams where enterprise_id = any($1::bigint[]))
       insert into team_members (enterprise_id, team_id, user_id, is_dispatcher)
       select u.enterprise_id, t.id, u.id, u.id % 30 = 0
         from users u join t on t.enterprise_id = u.enterprise_id and t.n = (u.id / 3) % t.cnt
        where u.enterprise_id = any($1::bigint[]) and u.id % 3 = 0`,
      [ids],
    );
  },
});
