import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { demoCustomerId } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let reception: Session;
let staff: Session;
let staff2: Session;
let staffId: number;
let customerId: number;
let items: { id: number; price: string }[];

const create = async () => {
  const res = await as(t, reception).post('/api/v2/event/save', {
    title: '上门保养',
    customerId,
    principalUserId: staffId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
};
const put = (s: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
  as(t, s).put('/api/v2/event/items', body, headers);
const templateOf = async (id: number) =>
  (await as(t, admin).get(`/api/v2/event/detail/${id}`)).json().data.templateId as number;
const switchItems = (templateId: number, on: boolean) =>
  as(t, admin)
    .post('/api/v2/detailcontroltmpl/edit', { id: templateId, settings: { enableServiceItem: on } })
    .then((r) => expect(r.statusCode, r.body).toBe(200));

beforeAll(async () => {
  t = await testApp();
  [admin, reception, staff, staff2] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'reception'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'serviceStaff2'),
  ]);
  staffId = await userId(t, 'serviceStaff');
  customerId = await demoCustomerId(t);
  items = await rows<{ id: number; price: string }>(
    t.database.db,
    sql`select s.id::int as id, s.price::text as price from service_items s
         where s.enterprise_id = 1 and s.enabled and s.deleted_at is null
           and not exists (select 1 from service_item_templates b where b.enterprise_id = 1 and b.item_id = s.id)
         order by s.id limit 2`,
  );
});
afterAll(() => t.close());

describe("an event's service items (the template switch enableServiceItem)", () => {
  it('refused while the template has the switch off; once on, the main owner saves lines priced exactly, logged', async () => {
    const e = await create();
    const templateId = await templateOf(e.id);
    await switchItems(templateId, false);
    const line = { serviceItemId: items[0]!.id, quantity: 3 };
    expectRefusal(await put(staff, { eventId: e.id, items: [line] }), 409, 'EVENT_ITEMS_OFF', 'items');

    await switchItems(templateId, true);
    const ok = await put(staff, {
      eventId: e.id,
      items: [line, { serviceItemId: items[1]!.id, quantity: 1 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const data = ok.json().data;
    expect(data.enabled).toBe(true);
    expect(data.lines[0]).toMatchObject({ serviceItemId: items[0]!.id, quantity: 3, price: items[0]!.price });
    const [expected] = await rows<{ sum: string }>(
      t.database.db,
      sql`select (${items[0]!.price}::numeric * 3 + ${items[1]!.price}::numeric)::numeric(15, 2)::text as sum`,
    );
    expect(data.amount).toBe(expected!.sum);
    expect((await as(t, staff).get(`/api/v2/event/items/${e.id}`)).json().data).toEqual(data);
    const log = await rows<{ action: string; note: string }>(
      t.database.db,
      sql`select action, note from service_event_logs where event_id = ${e.id} and action = 'items'`,
    );
    expect(log[0]!.note).toContain(expected!.sum);
    // replacing with none clears them
    expect((await put(staff, { eventId: e.id, items: [] })).json().data).toMatchObject({
      lines: [],
      amount: '0.00',
    });
  });

  it('someone who neither edits events (11003) nor owns it is refused; another enterprise answers 404', async () => {
    const e = await create();
    await switchItems(await templateOf(e.id), true);
    const line = { serviceItemId: items[0]!.id, quantity: 1 };
    expectRefusal(await put(staff2, { eventId: e.id, items: [line] }), 404, 'EVENT_NOT_FOUND');
    const other = await otherEnterprise(t);
    expectRefusal(await put(other.session, { eventId: e.id, items: [line] }), 404, 'EVENT_NOT_FOUND');
    expectRefusal(await as(t, other.session).get(`/api/v2/event/items/${e.id}`), 404, 'EVENT_NOT_FOUND');
    // the reception sees the event (it created it) but may not edit events and does not own it
    expectRefusal(await put(reception, { eventId: e.id, items: [line] }), 403, 'NO_PERMISSION');
  });

  it("bad input is a 400 naming the field in the caller's language; an unknown item is a 404; nothing is written", async () => {
    const e = await create();
    await switchItems(await templateOf(e.id), true);
    const line = { serviceItemId: items[0]!.id, quantity: 1 };
    expectRefusal(
      await put(staff, { eventId: e.id, items: [{ ...line, quantity: 0 }] }),
      400,
      'VALIDATION',
      'items.0.quantity',
    );
    const en = await put(staff, { eventId: e.id, items: [line, line] }, { 'accept-language': 'en-GB' });
    expectRefusal(en, 400, 'VALIDATION', 'items');
    expect(en.json().message).toMatch(/not valid/);
    expectRefusal(await put(staff, { items: [line] }), 400, 'VALIDATION', 'eventId');
    expectRefusal(
      await put(staff, { eventId: e.id, items: [{ serviceItemId: 999999, quantity: 1 }] }),
      404,
      'EVENT_SERVICE_ITEM_NOT_FOUND',
      'items',
    );
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from service_event_items where event_id = ${e.id}`,
    );
    expect(n!.n).toBe(0);
  });
});
