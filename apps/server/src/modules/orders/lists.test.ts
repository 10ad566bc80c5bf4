import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TYPES, TAG_OBJECT_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { toRow } from './service';
import { createOrder, demoCustomerId, orderTemplateId, setTemplateSettings } from './test-helpers';

let t: TestApp;
let admin: Session;
let server: Session;
let director: Session;
let serverId: number;
let directorId: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  server = await loginAs(t.app, 'serviceStaff');
  director = await loginAs(t.app, 'director');
  serverId = await userId(t, 'serviceStaff');
  directorId = await userId(t, 'director');
});
afterAll(() => t.close());

/** The ground truth: the same condition counted straight in SQL over the demo orders. */
async function sqlCount(where: SQL) {
  const [row] = await rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from orders where enterprise_id = 1 and ${where}`,
  );
  return row!.n;
}
const working = sql`deleted_at is null and archived_at is null`;
const list = async (s: Session, query: string) => {
  const res = await as(t, s).get(`/api/v2/order/list?pageSize=100&pageIndex=0&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: { id: number; state: number; orderNo: string }[]; total: number };
};

describe('order lists: every /allOrder filter in SQL (spec-shell "Orders" /allOrder)', () => {
  it('states, server, type, customer, template, priority and overdue filters match the data', async () => {
    const [one] = await rows<{ customer_id: number; template_id: number }>(
      t.database.db,
      sql`select customer_id::int, template_id::int from orders where enterprise_id = 1 and ${working} order by id limit 1`,
    );
    const cases: [string, SQL][] = [
      ['states=1,2', sql`state in (1, 2)`],
      ['orderStateList=5', sql`state = 5`],
      [`servicePersonalId=${serverId}`, sql`server_user_id = ${serverId}`],
      [`take_user_id=${serverId}`, sql`server_user_id = ${serverId}`],
      ['orderType=2', sql`order_type = 2`],
      [`customerId=${one!.customer_id}`, sql`customer_id = ${one!.customer_id}`],
      [`templateId=${one!.template_id}`, sql`template_id = ${one!.template_id}`],
      ['priority=3', sql`priority = 3`],
      ['orderExceed=1', sql`state in (0, 1, 2, 3, 4, 7) and estimated_at < now()`],
      [
        `coordinationUserId=${serverId}`,
        sql`exists (select 1 from order_members m where m.order_id = orders.id and m.user_id = ${serverId} and m.role = 1)`,
      ],
    ];
    for (const [query, where] of cases) {
      const expected = await sqlCount(sql`${working} and ${where}`);
      expect(expected, query).toBeGreaterThan(0);
      expect((await list(admin, query)).total, query).toBe(expected);
    }
  });

  it('service group, tag and custom-field filters match the data, alone and with a state filter', async () => {
    const [team] = await rows<{ team_id: number }>(
      t.database.db,
      sql`select tm.team_id::int from team_members tm join orders o on o.enterprise_id = tm.enterprise_id
            and o.server_user_id = tm.user_id where tm.enterprise_id = 1 and o.deleted_at is null
            and o.archived_at is null group by 1 order by count(*) desc limit 1`,
    );
    const inTeam = sql`server_user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.team_id})`;
    const { id: tagged } = await createOrder(t, admin, {
      templateId: await orderTemplateId(t),
      customerId: await demoCustomerId(t),
    });
    const [tag] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from tags where enterprise_id = 1 and object_kind = ${TAG_OBJECT_KINDS.order} order by id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id) values (1, ${TAG_OBJECT_KINDS.order}, ${tagged}, ${tag!.id})`,
    );
    const [field] = await rows<{ template_id: number; id: string }>(
      t.database.db,
      sql`select template_id::int, id::text from form_fields where enterprise_id = 1 and code = 'faultType' limit 1`,
    );
    for (const faultType of ['漏水', '漏水', '噪音大'])
      await createOrder(t, admin, {
        templateId: field!.template_id,
        customerId: await demoCustomerId(t),
        customValues: { [field!.id]: faultType },
      });
    const custom = { template_id: field!.template_id, key: field!.id, value: '漏水' };
    const customQuery = `templateId=${custom.template_id}&customFilters=${encodeURIComponent(
      JSON.stringify([{ fieldId: custom.key, op: 'eq', value: custom.value }]),
    )}`;
    const hasValue = sql`template_id = ${custom.template_id} and custom_values @> ${JSON.stringify({ [custom.key]: custom.value })}::jsonb`;
    const cases: [string, SQL][] = [
      [`serviceGroupId=${team!.team_id}`, inTeam],
      [`serviceGroupId=${team!.team_id}&states=5`, sql`${inTeam} and state = 5`],
      [
        `tagId=${tag!.id}`,
        sql`exists (select 1 from object_tags ot where ot.enterprise_id = 1 and ot.object_id = orders.id
          and ot.object_kind = ${TAG_OBJECT_KINDS.order} and ot.tag_id = ${tag!.id})`,
      ],
      [customQuery, hasValue],
      [`${customQuery}&states=1`, sql`${hasValue} and state = 1`],
      // The same shape with the custom filter's other value: its values are bound per call too.
      [
        customQuery.replace(encodeURIComponent('漏水'), encodeURIComponent('噪音大')),
        sql`template_id = ${custom.template_id} and custom_values @> ${JSON.stringify({ [custom.key]: '噪音大' })}::jsonb`,
      ],
    ];
    for (const [query, where] of cases) {
      const expected = await sqlCount(sql`${working} and ${where}`);
      expect(expected, query).toBeGreaterThan(0);
      expect((await list(admin, query)).total, query).toBe(expected);
    }
  });

  it('one filter shape answers each call with its own values (priorities 1, 2, 3 in turn)', async () => {
    for (const round of [0, 1])
      for (const priority of [1, 2, 3]) {
        const page = await list(admin, `priority=${priority}&states=1,5`);
        expect(page.total, `round ${round}, priority ${priority}`).toBe(
          await sqlCount(sql`${working} and priority = ${priority} and state in (1, 5)`),
        );
      }
  });

  it('keyword searches number, title, customer and contact; customName the customer; dates are inclusive days', async () => {
    const [o] = await rows<{ order_no: string; customer_name: string; day: string }>(
      t.database.db,
      sql`select order_no, customer_name, to_char(created_at, 'YYYY-MM-DD') as day from orders where enterprise_id = 1 and ${working} order by id desc limit 1`,
    );
    expect(
      (await list(admin, `keyword=${encodeURIComponent(o!.order_no)}`)).list.map((r) => r.orderNo),
    ).toEqual([o!.order_no]);
    expect((await list(admin, `keyword=${encodeURIComponent('空调不制冷')}`)).total).toBe(
      await sqlCount(sql`${working} and search_text ilike ${'%空调不制冷%'}`),
    );
    expect((await list(admin, `customName=${encodeURIComponent(o!.customer_name)}`)).total).toBe(
      await sqlCount(sql`${working} and customer_name ilike ${'%' + o!.customer_name + '%'}`),
    );
    const sameDay = await sqlCount(
      sql`${working} and created_at >= ${o!.day}::date and created_at < ${o!.day}::date + 1`,
    );
    expect((await list(admin, `takeStart=${o!.day}&takeEnd=${o!.day}`)).total).toBe(sameDay);
  });

  it('keyword search ignores case: search text is stored lower-case and the keyword lower-cased', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher');
    const { id } = await createOrder(t, dispatcher, {
      templateId: await orderTemplateId(t),
      customerId: await demoCustomerId(t),
      title: 'Boiler LEAK Check',
    });
    const [stored] = await rows<{ search_text: string }>(
      t.database.db,
      sql`select search_text from orders where id = ${id}`,
    );
    expect(stored!.search_text).toBe(stored!.search_text.toLowerCase());
    expect(stored!.search_text).toContain('boiler leak check');
    for (const keyword of ['boiler leak', 'BOILER Leak', 'Leak check']) {
      const page = await list(admin, `keyword=${encodeURIComponent(keyword)}`);
      expect(
        page.list.map((r) => r.id),
        keyword,
      ).toContain(id);
    }
  });

  it('pages newest first without overlap; bad parameters answer 400 naming them', async () => {
    const first = await as(t, admin).get('/api/v2/order/list?pageSize=20&pageIndex=0');
    const second = await as(t, admin).get('/api/v2/order/list?pageSize=20&pageIndex=1');
    const a = first.json().data.list.map((r: { id: number }) => r.id);
    const b = second.json().data.list.map((r: { id: number }) => r.id);
    expect(a).toHaveLength(20);
    expect([...a, ...b]).toEqual([...a, ...b].sort((x, y) => y - x));
    expect(new Set([...a, ...b]).size).toBe(40);
    expectRefusal(await as(t, admin).get('/api/v2/order/list?states=9'), 400, 'VALIDATION', 'states');
    expectRefusal(await as(t, admin).get('/api/v2/order/list?view=nope'), 400, 'VALIDATION', 'view');
    expectRefusal(
      await as(t, admin).get('/api/v2/order/list?pageSize=100000'),
      400,
      'VALIDATION',
      'pageSize',
    );
  });
});

describe('named lists (views) and their badge counts', () => {
  it('assign, acceptance, rubbish, archived, due and examine views hold what their names say', async () => {
    const cases: [string, SQL][] = [
      ['view=assign', sql`${working} and state = 1`],
      ['view=acceptance', sql`${working} and state = 0`],
      ['view=rubbish', sql`deleted_at is not null`],
      ['view=archived', sql`deleted_at is null and archived_at is not null`],
      ['view=due', sql`${working} and state in (0, 1, 2, 3, 4, 7) and estimated_at < now()`],
      ['view=examine', sql`${working} and state = 7`],
    ];
    for (const [query, where] of cases)
      expect((await list(admin, query)).total, query).toBe(await sqlCount(where));
    const badge = async (url: string) => (await as(t, admin).get(`/api/${url}`)).json().data;
    expect(await badge('v2/order/getAllAcceptanceCount')).toBe(await sqlCount(sql`${working} and state = 0`));
    // the "to assign" badge leaves out the open pool's orders (they are the pool badge's)
    expect(await badge('order/unDeliverOrderListCount')).toBe(
      await sqlCount(sql`${working} and state = 1 and pooled_at is null`),
    );
    expect(await badge('v3/order/examineOrderCount')).toBe(await sqlCount(sql`${working} and state = 7`));
    expect(await badge('v2/order/getOrderListCount?view=due')).toBe(
      await sqlCount(sql`${working} and state in (0, 1, 2, 3, 4, 7) and estimated_at < now()`),
    );
  });

  it('/myOrder tabs: to accept, to serve, in service, done, of the orders I serve', async () => {
    const tabs: [string, SQL][] = [
      ['toAccept', sql`state = 2`],
      ['toServe', sql`state = 3`],
      ['inService', sql`state = 4`],
      ['done', sql`state in (5, 7)`],
    ];
    for (const [tab, where] of tabs) {
      const expected = await sqlCount(sql`${working} and server_user_id = ${serverId} and ${where}`);
      expect(expected, tab).toBeGreaterThan(0);
      expect((await list(server, `view=my&tab=${tab}`)).total, tab).toBe(expected);
    }
  });

  it('copied to me and teamwork list the orders I am a member of', async () => {
    expect((await list(director, 'view=sendMe')).total).toBe(
      await sqlCount(
        sql`${working} and exists (select 1 from order_members m where m.order_id = orders.id and m.user_id = ${directorId} and m.role = 2)`,
      ),
    );
    const teamwork = await list(server, 'view=teamwork');
    expect(teamwork.total).toBeGreaterThan(0);
    expect(teamwork.total).toBe(
      await sqlCount(
        sql`${working} and exists (select 1 from order_members m where m.order_id = orders.id and m.user_id = ${serverId} and m.role = 1)`,
      ),
    );
  });
});

describe('data scope applies to every list (spec-business §6)', () => {
  it('service staff see only orders they serve, created, or are members of (plus unassigned ones if granted)', async () => {
    const mine = await list(server, '');
    const ids = mine.list.map((r) => r.id);
    const allowed = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from orders where enterprise_id = 1 and ${working} and (server_user_id = ${serverId} or created_by = ${serverId}
            or exists (select 1 from order_members m where m.order_id = orders.id and m.user_id = ${serverId})
            or (server_user_id is null and state in (0, 1)))`,
    );
    const allowedIds = new Set(allowed.map((r) => r.id));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(allowedIds.has(id), `order ${id}`).toBe(true);
    const others = await sqlCount(
      sql`${working} and server_user_id is not null and server_user_id <> ${serverId}`,
    );
    expect(mine.total).toBeLessThan((await list(admin, '')).total);
    expect(others).toBeGreaterThan(0);
  });

  it('the detail applies the same scope: service staff open only orders of their list, the administrator every one', async () => {
    const [theirs, others] = await Promise.all(
      [
        sql`server_user_id = ${serverId}`,
        sql`server_user_id <> ${serverId} and created_by <> ${serverId}
          and not exists (select 1 from order_members m where m.order_id = orders.id and m.user_id = ${serverId})`,
      ].map((cond) =>
        rows<{ id: number }>(
          t.database.db,
          sql`select id::int from orders where enterprise_id = 1 and ${working} and ${cond} order by id limit 3`,
        ),
      ),
    );
    expect(theirs!.length && others!.length).toBeGreaterThan(0);
    // Alternate callers of different scopes, so a detail built for one scope can never answer the other.
    for (const { id } of [...theirs!, ...others!]) {
      const mine = theirs!.some((o) => o.id === id);
      const asServer = await as(t, server).get(`/api/order/orderDetail?id=${id}`);
      if (mine) expect(asServer.statusCode, asServer.body).toBe(200);
      else expectRefusal(asServer, 404, 'ORDER_NOT_FOUND');
      expect((await as(t, admin).get(`/api/order/orderDetail?id=${id}`)).statusCode).toBe(200);
    }
  });

  it('a personal-scope role granted "see unassigned orders" (104) opens and lists unassigned orders', async () => {
    const [unassigned] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from orders where enterprise_id = 1 and ${working} and server_user_id is null
            and state = 1 and pooled_at is null and created_by <> ${serverId} order by id limit 1`,
    );
    // (not a pooled one: staff the pool shows it to may open a pooled order whatever their scope)
    const grant = (on: boolean) =>
      t.database.db.execute(
        on
          ? sql`update roles set permissions = permissions || '["104"]'::jsonb where enterprise_id = 1 and type = ${ROLE_TYPES.serviceStaff}`
          : sql`update roles set permissions = permissions - '104' where enterprise_id = 1 and type = ${ROLE_TYPES.serviceStaff}`,
      );
    const detail = () => as(t, server).get(`/api/order/orderDetail?id=${unassigned!.id}`);
    await grant(false);
    expectRefusal(await detail(), 404, 'ORDER_NOT_FOUND');
    await grant(true);
    try {
      expect((await detail()).statusCode).toBe(200);
      expect((await list(server, 'view=assign')).list.map((r) => r.id)).toContain(unassigned!.id);
    } finally {
      await grant(false);
    }
    expectRefusal(await detail(), 404, 'ORDER_NOT_FOUND');
  });

  it('another enterprise sees none of these orders, and their detail answers 404', async () => {
    const other = await otherEnterprise(t);
    expect((await list(other.session, '')).total).toBe(0);
    const [o] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from orders where enterprise_id = 1 limit 1`,
    );
    expectRefusal(
      await as(t, other.session).get(`/api/order/orderDetail?id=${o!.id}`),
      404,
      'ORDER_NOT_FOUND',
    );
  });
});

describe('list rows are built in SQL as JSON (the page is not mapped row by row in the server)', () => {
  /** The keys of an OrderRow as toRow writes them for the detail. */
  const rowKeys = Object.keys(
    toRow({ admin: true, powers: [], roles: [] } as never, { state: 1, createdAt: new Date() } as never),
  ).sort();

  it('each row of every view equals the same fields of the order detail, for the administrator and for service staff', async () => {
    const views: [Session, string][] = [
      [admin, 'view=all'],
      [admin, 'view=archived'],
      [admin, 'view=rubbish'],
      [server, 'view=my'],
      [server, 'view=archived'],
    ];
    let compared = 0;
    for (const [s, query] of views) {
      const page = await list(s, query);
      for (const row of (page.list as unknown as Record<string, unknown>[]).slice(0, 8)) {
        expect(Object.keys(row).sort()).toEqual(rowKeys);
        const res = await as(t, s).get(`/api/order/orderDetail?id=${row.id}`);
        expect(res.statusCode, res.body).toBe(200);
        const detail = res.json().data as Record<string, unknown>;
        expect(row).toEqual(Object.fromEntries(rowKeys.map((k) => [k, detail[k]])));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});

describe('/templateView: a list of one template shows its custom fields as columns', () => {
  it('rows carry the custom values the caller may see, as the detail does; hidden fields stay out', async () => {
    const templateId = await orderTemplateId(t, '上门维修');
    const fields = await rows<{ id: string }>(
      t.database.db,
      sql`select id::text from form_fields where template_id = ${templateId} and deleted_at is null order by id limit 2`,
    );
    const [shown, hidden] = fields.map((f) => f.id);
    const [order] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from orders where enterprise_id = 1 and server_user_id = ${serverId} and ${working} order by id desc limit 1`,
    );
    await t.database.db.execute(
      sql`update orders set template_id = ${templateId},
            custom_values = ${JSON.stringify({ [shown!]: 'shown value', [hidden!]: 'hidden value' })}::jsonb
          where id = ${order!.id}`,
    );
    // Only administrators (3) and dispatchers (1) may see the second field.
    await setTemplateSettings(t, templateId, {
      fieldAccess: { [hidden!]: { view: [ROLE_TYPES.dispatcher], edit: [] } },
    });

    const rowOf = async (s: Session) => {
      const page = await list(s, `view=all&templateId=${templateId}`);
      const row = (page.list as unknown as { id: number; customValues?: Record<string, unknown> }[]).find(
        (r) => r.id === order!.id,
      );
      const detail = (await as(t, s).get(`/api/order/orderDetail?id=${order!.id}`)).json().data;
      expect(row?.customValues).toEqual(detail.customValues);
      return row!.customValues;
    };
    expect(await rowOf(admin)).toEqual({ [shown!]: 'shown value', [hidden!]: 'hidden value' });
    expect(await rowOf(server)).toEqual({ [shown!]: 'shown value' });
    // Lists of every template carry no custom values.
    const all = await list(admin, 'view=all');
    expect(all.list.every((r) => !('customValues' in r))).toBe(true);
  });
});
