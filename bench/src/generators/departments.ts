/**
 * Departments: a root per enterprise (named after it) and M−1 below it in two levels: about √M
 * first-level departments, the rest spread over them round-robin.
 */
import { registerGenerator } from '../generate';

registerGenerator({
  module: 'departments',
  perEnterprise: 20,
  tables: ['departments'],
  describe: (m) =>
    `departments: ${m} per enterprise (root, ${firstLevel(m)} first-level, the rest below them)`,
  async generate({ q, ids, perEnterprise }) {
    const level1 = firstLevel(perEnterprise);
    const level2 = Math.max(0, perEnterprise - 1 - level1);
    await q(
      `insert into departments (enterprise_id, name, sort)
       select e.id, 'Bench enterprise ' || e.ord, 0 from unnest($1::bigint[]) with ordinality e(id, ord)`,
      [ids],
    );
    await q(
      `insert into departments (enterprise_id, parent_id, name, sort)
       select d.enterprise_id, d.id, 'Department ' || t, t
         from departments d cross join generate_series(1, $2::int) t
        where d.enterprise_id = any($1::bigint[]) and d.parent_id is null`,
      [ids, level1],
    );
    if (level2)
      await q(
        `with p as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) as n
                      from departments where enterprise_id = any($1::bigint[]) and parent_id is not null)
         insert into departments (enterprise_id, parent_id, name, sort)
         select p.enterprise_id, p.id, 'Department ' || p.n || '.' || g, g
           from p join generate_series(1, $2::int) g on p.n = (g - 1) % $3::int + 1`,
        [ids, level2, level1],
      );
  },
});

function firstLevel(m: number) {
  return Math.min(Math.max(0, m - 1), Math.max(1, Math.round(Math.sqrt(m))));
}
