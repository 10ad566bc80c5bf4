/**
 * Customers: M per enterprise on average, with the users' skew. Each has an owner (a user of the
 * enterprise, round-robin), the administrator as creator, every 2nd a service team, one default
 * contact (every 3rd a second one), one default address (every 4th a second, office one), and
 * every 2nd the two custom values of the forms generator (the others `{}`). `search_text` is then
 * filled with the expression of the customers module (refreshSearchText): the name, then each
 * contact's name and phone in id order.
 */
import { ADDRESS_TYPES, FORM_KINDS } from '@fieldline/domain';
import { registerGenerator } from '../generate';
import { skewedSeries } from './skew';

const PROVINCES = ['上海市', '北京市', '广东省', '浙江省', '江苏省'];
const INDUSTRIES = ['Manufacturing', 'Retail', 'Hospitality', 'Healthcare', 'Education', 'Logistics'];

registerGenerator({
  module: 'customers',
  after: ['users', 'teams', 'forms'],
  perEnterprise: 500,
  tables: ['customers', 'customer_contacts', 'customer_addresses'],
  describe: (m, n) =>
    `customers: ${m} per enterprise on average (${m * n} in all), skewed like users; a default contact ` +
    `and address each (every 3rd a second contact, every 4th a second address), every 2nd with custom values`,
  async generate({ q, ids, enterpriseIds, perEnterprise }) {
    if (!perEnterprise) return;
    await q(
      `with ep as (select id, ord from unnest($1::bigint[]) with ordinality e(id, ord)),
            u as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n,
                         count(*) over (partition by enterprise_id) as cnt
                    from users where enterprise_id = any($1::bigint[])),
            st as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n,
                          count(*) over (partition by enterprise_id) as cnt
                     from service_teams where enterprise_id = any($1::bigint[])),
            tpl as (select enterprise_id, id from form_templates
                     where enterprise_id = any($1::bigint[]) and kind = $4::int and is_default and deleted_at is null),
            fld as (select enterprise_id, jsonb_object_agg(code, id::text) as ids from form_fields
                     where enterprise_id = any($1::bigint[]) and kind = $4::int and deleted_at is null
                     group by enterprise_id),
            g as (${skewedSeries('$2', '$3')})
       insert into customers (enterprise_id, name, owner_user_id, service_team_id, template_id, custom_values,
                              created_by, created_at, updated_at)
       select ep.id, 'Customer ' || g.g, owner.id, st.id, tpl.id,
              case when g.g % 2 = 0 or fld.ids is null then '{}'::jsonb
                   else jsonb_build_object(
                          coalesce(fld.ids->>'industry', '-'), ($5::text[])[1 + g.g % array_length($5::text[], 1)],
                          coalesce(fld.ids->>'customerLevel', '-'), (array['A', 'B', 'C'])[1 + g.g % 3]) - '-' end,
              admin.id,
              now() - make_interval(days => ((g.g * 7919) % 730)::int, secs => (g.g * 104729) % 86400), now()
         from g join ep on ep.ord = g.ord
         join u owner on owner.enterprise_id = ep.id and owner.n = g.g % owner.cnt
         join u admin on admin.enterprise_id = ep.id and admin.n = 0
         left join st on st.enterprise_id = ep.id and g.g % 2 = 0 and st.n = (g.g / 2) % st.cnt
         left join tpl on tpl.enterprise_id = ep.id
         left join fld on fld.enterprise_id = ep.id
        order by g.g`,
      [
        ids,
        perEnterprise * enterpriseIds.length,
        enterpriseIds.length,
        FORM_KINDS.customer,
        `{${INDUSTRIES.join(',')}}`,
      ],
    );
    await q(
      `insert into customer_contacts (enterprise_id, customer_id, name, phone, is_default)
       select c.enterprise_id, c.id, 'Contact ' || c.id || case when k = 2 then 'b' else '' end,
              (case when k = 1 then '138' else '137' end) || lpad(c.id::text, 8, '0'), k = 1
         from customers c cross join generate_series(1, 2) k
        where c.enterprise_id = any($1::bigint[]) and (k = 1 or c.id % 3 = 0)
        order by c.id, k`,
      [ids],
    );
    await q(
      `insert into customer_addresses (enterprise_id, customer_id, type, province, city, region, detail, lng, lat, is_default)
       select c.enterprise_id, c.id, case when k = 1 then $2::int else $3::int end,
              ($4::text[])[1 + c.id % array_length($4::text[], 1)], 'City ' || c.id % 40, 'District ' || c.id % 12,
              'No. ' || c.id % 900 || ' Bench Road', 121 + (c.id % 1000) / 1000.0, 31 + (c.id % 700) / 1000.0, k = 1
         from customers c cross join generate_series(1, 2) k
        where c.enterprise_id = any($1::bigint[]) and (k = 1 or c.id % 4 = 0)
        order by c.id, k`,
      [ids, ADDRESS_TYPES.service, ADDRESS_TYPES.office, `{${PROVINCES.join(',')}}`],
    );
    // The customers module's refreshSearchText, for all of them at once.
    await q(
      `update customers c set search_text = c.name || coalesce(' ' || (
          select string_agg(cc.name || ' ' || cc.phone, ' ' order by cc.id) from customer_contacts cc
           where cc.enterprise_id = c.enterprise_id and cc.customer_id = c.id), '')
        where c.enterprise_id = any($1::bigint[])`,
      [ids],
    );
  },
});
