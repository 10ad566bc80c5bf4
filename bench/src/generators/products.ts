/**
 * Products: a small category tree per enterprise (4 top-level categories with 3 sub-categories
 * each) and M products, spread evenly over the enterprises and the sub-categories (every 10th
 * without a category), each with a number unique in the enterprise, a model, unit and price.
 */
import { registerGenerator } from '../generate';

const TOP = 4;
const SUB = 3;

registerGenerator({
  module: 'products',
  after: ['users'],
  perEnterprise: 100,
  tables: ['product_categories', 'products'],
  describe: (m, n) =>
    `products: ${m} per enterprise (${m * n} in all) over ${TOP} categories with ${SUB} sub-categories each`,
  async generate({ q, ids, perEnterprise }) {
    if (!perEnterprise) return;
    await q(
      `insert into product_categories (enterprise_id, level, name, sort)
       select e.id, 1, 'Category ' || t, t from unnest($1::bigint[]) e(id) cross join generate_series(1, $2::int) t`,
      [ids, TOP],
    );
    await q(
      `insert into product_categories (enterprise_id, parent_id, level, name, sort)
       select c.enterprise_id, c.id, 2, c.name || '.' || s, s
         from product_categories c cross join generate_series(1, $2::int) s
        where c.enterprise_id = any($1::bigint[]) and c.parent_id is null`,
      [ids, SUB],
    );
    await q(
      `with cat as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n,
                           count(*) over (partition by enterprise_id) as cnt
                      from product_categories where enterprise_id = any($1::bigint[]) and level = 2)
       insert into products (enterprise_id, name, number, model, category_id, unit, price, description,
                             created_at, updated_at)
       select e.id, 'Product ' || e.id || '-' || p, 'P' || lpad(p::text, 6, '0'), 'M-' || (p % 50),
              case when p % 10 <> 0 then cat.id end, 'pcs', (p % 1000) * 1.5 + 9.9, 'Generated product ' || p,
              now() - make_interval(days => (p * 7919) % 730), now()
         from unnest($1::bigint[]) e(id) cross join generate_series(1, $2::int) p
         left join cat on cat.enterprise_id = e.id and cat.n = p % cat.cnt
        order by e.id, p`,
      [ids, perEnterprise],
    );
  },
});
