/**
 * Customer products (equipment): M per enterprise on average, skewed like users and customers,
 * each a product of the enterprise held by one of its customers (round-robin), with a serial
 * number, purchase and install dates, and a warranty ending between two years ago and two years
 * ahead (about 2 % within the next 30 days; every 10th without a warranty).
 */
import { FORM_KINDS } from '@fieldline/domain';
import { registerGenerator } from '../generate';
import { skewedSeries } from './skew';

registerGenerator({
  module: 'equipment',
  after: ['customers', 'products'],
  perEnterprise: 250,
  tables: ['customer_products'],
  describe: (m, n) =>
    `customer products: ${m} per enterprise on average (${m * n} in all), skewed like users; ` +
    `warranty ends spread over ±2 years, every 10th without one`,
  async generate({ q, ids, enterpriseIds, perEnterprise }) {
    if (!perEnterprise) return;
    await q(
      `with ep as (select id, ord from unnest($1::bigint[]) with ordinality e(id, ord)),
            c as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n,
                         count(*) over (partition by enterprise_id) as cnt
                    from customers where enterprise_id = any($1::bigint[]) and deleted_at is null),
            p as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n,
                         count(*) over (partition by enterprise_id) as cnt
                    from products where enterprise_id = any($1::bigint[]) and deleted_at is null),
            tpl as (select enterprise_id, id from form_templates
                     where enterprise_id = any($1::bigint[]) and kind = $4::int and is_default and deleted_at is null),
            g as (${skewedSeries('$2', '$3')}),
            w as (select g.*, current_date + ((g.g * 37) % 1461 - 730)::int as warranty_end from g)
       insert into customer_products (enterprise_id, customer_id, product_id, serial_number, warranty_start,
                                      warranty_end, purchase_date, install_date, template_id, created_at, updated_at)
       select ep.id, c.id, p.id, 'SN' || lpad(w.g::text, 10, '0'),
              case when w.g % 10 <> 0 then w.warranty_end - 365 end,
              case when w.g % 10 <> 0 then w.warranty_end end,
              w.warranty_end - 380, w.warranty_end - 370, tpl.id,
              now() - make_interval(days => ((w.g * 7919) % 730)::int), now()
         from w join ep on ep.ord = w.ord
         join c on c.enterprise_id = ep.id and c.n = (w.g * 7) % c.cnt
         join p on p.enterprise_id = ep.id and p.n = w.g % p.cnt
         left join tpl on tpl.enterprise_id = ep.id
        order by w.g`,
      [ids, perEnterprise * enterpriseIds.length, enterpriseIds.length, FORM_KINDS.customerProduct],
    );
  },
});
