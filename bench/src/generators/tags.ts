/**
 * Tags: M per enterprise over the six object kinds, two tag groups per kind with two thirds of the
 * tags in them; every 4th user carries one person tag.
 */
import { TAG_OBJECT_KINDS, TAG_OBJECT_KIND_LIST } from '@fieldline/domain';
import { registerGenerator } from '../generate';

const COLORS = ['blue', 'green', 'red', 'orange', 'purple', 'geekblue', '#1677ff', null];

registerGenerator({
  module: 'tags',
  after: ['users'],
  perEnterprise: 60,
  tables: ['tag_groups', 'tags', 'object_tags'],
  describe: (m) =>
    `tags: ${m} per enterprise over ${TAG_OBJECT_KIND_LIST.length} object kinds, 2 groups per kind; every 4th user tagged`,
  async generate({ q, ids, perEnterprise }) {
    if (!perEnterprise) return;
    const kinds = `{${TAG_OBJECT_KIND_LIST.join(',')}}`;
    await q(
      `insert into tag_groups (enterprise_id, object_kind, name, sort)
       select e.id, k, 'Group ' || k || '.' || g, g
         from unnest($1::bigint[]) e(id) cross join unnest($2::int[]) k cross join generate_series(1, 2) g`,
      [ids, kinds],
    );
    await q(
      `with g as (select enterprise_id, object_kind, id, row_number() over (partition by enterprise_id, object_kind order by id) as n
                    from tag_groups where enterprise_id = any($1::bigint[]))
       insert into tags (enterprise_id, object_kind, group_id, name, color, sort)
       select e.id, k.kind, g.id, 'Tag ' || j, ($4::text[])[1 + j % $5::int], j
         from unnest($1::bigint[]) e(id)
        cross join generate_series(1, $2::int) j
        cross join lateral (select ($3::int[])[1 + (j - 1) % $6::int] as kind) k
         left join g on g.enterprise_id = e.id and g.object_kind = k.kind and j % 3 <> 0
                    and g.n = 1 + (j / $6::int) % 2`,
      [
        ids,
        perEnterprise,
        kinds,
        `{${COLORS.map((c) => c ?? 'NULL').join(',')}}`,
        COLORS.length,
        TAG_OBJECT_KIND_LIST.length,
      ],
    );
    await q(
      `with t as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n,
                         count(*) over (partition by enterprise_id) as cnt
                    from tags where enterprise_id = any($1::bigint[]) and object_kind = $2::int)
       insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
       select u.enterprise_id, $2::int, u.id, t.id
         from users u join t on t.enterprise_id = u.enterprise_id and t.n = (u.id / 4) % t.cnt
        where u.enterprise_id = any($1::bigint[]) and u.id % 4 = 0`,
      [ids, TAG_OBJECT_KINDS.person],
    );
  },
});
