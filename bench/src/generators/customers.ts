/**
 * Customers: M per enterprise on average, with the users' skew. Each has an owner (a user of the
 * enterprise, round-robin), the administrator as creator, every 2nd a service team, one default
 * contact (every 3rd a second one), one default address (every 4th a second, office one), and
 * every 2nd the two custom values of the forms generator (the others `{}`). `search_text` is then
 * filled with the expression of the customers module (refreshSearchText): the name, then each
 * contact's name and phone in id order.
 *
 * `largeCustomers` (after it) then tops the first generated enterprise up to M customers in all
 * (200 000 by default), made the same way: the customer list at the scale of one large tenant.
 */
import { ADDRESS_TYPES, FORM_KINDS } from '@fieldline/domain';
import { registerGenerator, type GeneratorContext } from '../generate';
import { skewedSeries } from './skew';

const PROVINCES = ['上海市', '北京市', '广东省', '浙江省', '江苏省'];
const INDUSTRIES = ['Manufacturing', 'Retail', 'Hospitality', 'Healthcare', 'Education', 'Logistics'];

/** Customers in the large enterprise by default (the acceptance figure of the customers issue). */
export const LARGE_CUSTOMER_ENTERPRISE_SIZE = 200_000;

/**
 * Runs a bulk load as pg_restore does: the GIN indexes of these tables (custom values, keyword
 * trigrams) dropped first and built again afterwards from their own definitions. Building a GIN
 * index once is several times faster than adding 200 000 rows to it one by one (PGlite: 40 s of
 * 50 000 customers went to them).
 */
async function withoutGinIndexes(q: GeneratorContext['q'], tables: string[], load: () => Promise<void>) {
  const { rows } = await q(
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = any($1::text[]) and indexdef ~* ' using gin '`,
    [`{${tables.join(',')}}`],
  );
  for (const r of rows) await q(`drop index "${String(r.indexname)}"`);
  try {
    await load();
  } finally {
    for (const r of rows) await q(String(r.indexdef));
  }
}

/**
 * Inserts customers, one per row of `series` (a query answering `g`, the customer's number, unique
 * per enterprise, and `ord`, the enterprise's place in `ids`, 1-based; `$2` and `$3` are
 * `seriesParams`), then their contacts, addresses and search text.
 */
async function insertCustomers(
  q: GeneratorContext['q'],
  ids: string,
  series: string,
  seriesParams: [number, number],
) {
  await withoutGinIndexes(q, ['customers', 'customer_contacts', 'customer_addresses'], () =>
    insertCustomerRows(q, ids, series, seriesParams),
  );
}

async function insertCustomerRows(
  q: GeneratorContext['q'],
  ids: string,
  series: string,
  seriesParams: [number, number],
) {
  const { rows } = await q('select coalesce(max(id), 0)::bigint as id from customers');
  const afterId = String(rows[0]?.id ?? 0);
  await q(
    `with -- Each enterprise's users and service teams as arrays in id order: the owner and team are
          -- picked by subscript, so no join can turn into users × customers whatever the plan.
          ep as (select e.id, e.ord, uc.ids as users, tc.ids as teams
                   from unnest($1::bigint[]) with ordinality e(id, ord)
                   join (select enterprise_id, array_agg(id order by id) as ids from users
                          where enterprise_id = any($1::bigint[]) group by enterprise_id) uc
                     on uc.enterprise_id = e.id
                   left join (select enterprise_id, array_agg(id order by id) as ids from service_teams
                               where enterprise_id = any($1::bigint[]) group by enterprise_id) tc
                          on tc.enterprise_id = e.id),
          tpl as (select enterprise_id, id from form_templates
                   where enterprise_id = any($1::bigint[]) and kind = $4::int and is_default and deleted_at is null),
          fld as (select enterprise_id, jsonb_object_agg(code, id::text) as ids from form_fields
                   where enterprise_id = any($1::bigint[]) and kind = $4::int and deleted_at is null
                   group by enterprise_id),
          g as (${series})
     insert into customers (enterprise_id, name, owner_user_id, service_team_id, template_id, custom_values,
                            created_by, created_at, updated_at)
     select ep.id, 'Customer ' || g.g, ep.users[1 + g.g % cardinality(ep.users)],
            case when g.g % 2 = 0 then ep.teams[1 + (g.g / 2) % cardinality(ep.teams)] end, tpl.id,
            case when g.g % 2 = 0 or fld.ids is null then '{}'::jsonb
                 else jsonb_build_object(
                        coalesce(fld.ids->>'industry', '-'), ($5::text[])[1 + g.g % array_length($5::text[], 1)],
                        coalesce(fld.ids->>'customerLevel', '-'), (array['A', 'B', 'C'])[1 + g.g % 3]) - '-' end,
            ep.users[1],
            now() - make_interval(days => ((g.g * 7919) % 730)::int, secs => (g.g * 104729) % 86400), now()
       from g join ep on ep.ord = g.ord
       left join tpl on tpl.enterprise_id = ep.id
       left join fld on fld.enterprise_id = ep.id
      order by g.g`,
    [ids, ...seriesParams, FORM_KINDS.customer, `{${INDUSTRIES.join(',')}}`],
  );
  await q(
    `insert into customer_contacts (enterprise_id, customer_id, name, phone, is_default)
     select c.enterprise_id, c.id, 'Contact ' || c.id || case when k = 2 then 'b' else '' end,
            (case when k = 1 then '138' else '137' end) || lpad(c.id::text, 8, '0'), k = 1
       from customers c cross join generate_series(1, 2) k
      where c.enterprise_id = any($1::bigint[]) and c.id > $2::bigint and (k = 1 or c.id % 3 = 0)
      order by c.id, k`,
    [ids, afterId],
  );
  await q(
    `insert into customer_addresses (enterprise_id, customer_id, type, province, city, region, detail, lng, lat, is_default)
     select c.enterprise_id, c.id, case when k = 1 then $3::int else $4::int end,
            ($5::text[])[1 + c.id % array_length($5::text[], 1)], 'City ' || c.id % 40, 'District ' || c.id % 12,
            'No. ' || c.id % 900 || ' Bench Road', 121 + (c.id % 1000) / 1000.0, 31 + (c.id % 700) / 1000.0, k = 1
       from customers c cross join generate_series(1, 2) k
      where c.enterprise_id = any($1::bigint[]) and c.id > $2::bigint and (k = 1 or c.id % 4 = 0)
      order by c.id, k`,
    [ids, afterId, ADDRESS_TYPES.service, ADDRESS_TYPES.office, `{${PROVINCES.join(',')}}`],
  );
  // The customers module's refreshSearchText, for all of them at once.
  await q(
    `update customers c set search_text = c.name || coalesce(' ' || (
        select string_agg(cc.name || ' ' || cc.phone, ' ' order by cc.id) from customer_contacts cc
         where cc.enterprise_id = c.enterprise_id and cc.customer_id = c.id), '')
      where c.enterprise_id = any($1::bigint[]) and c.id > $2::bigint`,
    [ids, afterId],
  );
}

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
    await insertCustomers(q, ids, skewedSeries('$2', '$3'), [
      perEnterprise * enterpriseIds.length,
      enterpriseIds.length,
    ]);
  },
});

registerGenerator({
  module: 'largeCustomers',
  // After equipment: the equipment generator matches every row to a customer of its enterprise by
  // number, a join that grows with rows × customers per enterprise (minutes at 200 000).
  after: ['customers', 'equipment'],
  perEnterprise: LARGE_CUSTOMER_ENTERPRISE_SIZE,
  tables: [],
  describe: (m) =>
    `large customer enterprise: the first generated enterprise topped up to ${m} customers in all, ` +
    `made like the others (contacts, addresses, custom values, search text)`,
  async generate({ q, enterpriseIds, perEnterprise, scale }) {
    const large = enterpriseIds[0];
    if (!perEnterprise || large === undefined) return;
    const { rows } = await q('select count(*)::int as n from customers where enterprise_id = $1', [large]);
    const missing = perEnterprise - Number(rows[0]?.n ?? 0);
    if (missing <= 0) return;
    // Numbers after every skewed one, so the names stay unique in the enterprise.
    const first = (scale.customers ?? 0) * enterpriseIds.length + 1;
    await insertCustomers(
      q,
      `{${large}}`,
      'select g, 1 as ord from generate_series($2::bigint, $3::bigint) g',
      [first, first + missing - 1],
    );
  },
});
