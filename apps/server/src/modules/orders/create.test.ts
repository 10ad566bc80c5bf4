import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { searchTextOf } from './create';
import { createOrder, demoCustomerId, inHours, orderDetail, orderTemplateId } from './test-helpers';
import { phoneOf } from '../../test/accounts';

let t: TestApp;
let dispatcher: Session;
let templateId: number;
let customerId: number;

beforeAll(async () => {
  t = await testApp();
  dispatcher = await loginAs(t.app, 'dispatcher');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
});
afterAll(() => t.close());

const base = () => ({ templateId, customerId, title: '热水器漏水', appointmentAt: inHours(3) });
const create = (body: Record<string, unknown>) => as(t, dispatcher).post('/api/v2/order/create', body);
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.database.db, query))[0]!;
const ordersWritten = () => one<{ n: number }>(sql`select count(*)::int as n from orders`);

describe('POST /v2/order/create reads its checks side by side and writes the order in one statement', () => {
  it('when several checks fail, the first in the listed order answers, and nothing is written', async () => {
    const before = await ordersWritten();
    expectRefusal(
      await create({ ...base(), templateId: 99999999, customerId: 99999999 }),
      404,
      'TEMPLATE_NOT_FOUND',
      'templateId',
    );
    expectRefusal(
      await create({ ...base(), customerId: 99999999, contactId: 99999999, tagIds: [99999999] }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
    expectRefusal(
      await create({ ...base(), contactId: 99999999, serverUserId: 99999999, tagIds: [99999999] }),
      404,
      'CONTACT_NOT_FOUND',
      'contactId',
    );
    expectRefusal(
      await create({ ...base(), tagIds: [99999999], serverUserId: 99999999 }),
      404,
      'TAG_NOT_FOUND',
      'tagIds',
    );
    expect(await ordersWritten()).toEqual(before);
  });

  it('the order, its number, search text, state count and create timeline row are written together', async () => {
    const counts = () =>
      one<{ n: number }>(sql`select coalesce(sum(n), 0)::int as n from order_state_counts
        where enterprise_id = 1 and shelf = 0 and state = 1`);
    const before = await counts();
    const { id, orderNo } = await createOrder(t, dispatcher, base());
    const row = await one<{ order_no: string; search_text: string; search: string; logs: number }>(
      sql`select o.order_no, o.search_text, s.search_text as search,
            (select count(*)::int from order_logs l where l.enterprise_id = 1 and l.order_id = o.id
               and l.action = 'create' and l.to_state = 1
               and l.user_id = (select id from users where phone = ${phoneOf('dispatcher')})) as logs
          from orders o join order_search s on s.enterprise_id = o.enterprise_id and s.order_id = o.id
         where o.enterprise_id = 1 and o.id = ${id}`,
    );
    const detail = await orderDetail(t, dispatcher, id);
    const expected = searchTextOf({
      orderNo,
      title: '热水器漏水',
      customerName: detail.customerName,
      contactName: detail.contactName,
      contactPhone: detail.contactPhone,
    });
    expect(row).toEqual({ order_no: orderNo, search_text: expected, search: expected, logs: 1 });
    expect(await counts()).toEqual({ n: before.n + 1 });
  });

  it("order numbers keep every digit past the day's 9 999th order", async () => {
    await t.database.db.execute(
      sql`insert into order_counters (enterprise_id, day, last) values (1, current_date, 9999)
          on conflict (enterprise_id, day) do update set last = 9999`,
    );
    const { orderNo } = await createOrder(t, dispatcher, base());
    expect(orderNo).toMatch(/^\d{8}-10000$/);
  });

  it('orders created at the same time each get their own consecutive number', async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => createOrder(t, dispatcher, base())));
    const numbers = made.map((m) => Number(m.orderNo.split('-')[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
  });

  it('service lines, collaborators, copied-to members and tags are written with the order', async () => {
    const [item] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into service_items (enterprise_id, name, price, unit) values (1, '上门检测', '30.25', '次')
          returning id::int as id`,
    );
    const [tag] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into tags (enterprise_id, object_kind, name) values (1, 1, '加急') returning id::int as id`,
    );
    const collaborator = await userId(t, 'serviceStaff2');
    const cc = await userId(t, 'director');
    const { id } = await createOrder(t, dispatcher, {
      ...base(),
      serviceItems: [{ serviceItemId: item!.id, quantity: 2 }],
      collaboratorIds: [collaborator],
      ccUserIds: [cc],
      tagIds: [tag!.id],
    });
    const detail = await orderDetail(t, dispatcher, id);
    expect(detail.payment).toMatchObject({ serviceAmount: '60.50', totalAmount: '60.50' });
    expect(detail.payment.lines).toMatchObject([{ name: '上门检测', amount: '60.50' }]);
    expect(detail.collaborators.map((u: { id: number }) => u.id)).toEqual([collaborator]);
    expect(detail.cc.map((u: { id: number }) => u.id)).toEqual([cc]);
    expect(detail.tags.map((g: { id: number }) => g.id)).toEqual([tag!.id]);
  });
});
