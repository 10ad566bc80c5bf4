import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId, setTemplateSettings } from '../orders/test-helpers';
import { OLD_PART_REMIND_QUEUE, remindOverdueIn, spareJobs } from './old-parts-remind';
import { ledgerMismatches } from './test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let keeper: Session;
let staff: Session;
let staffId: number;
let staff2Id: number;
let templateId: number;
let customerId: number;
let main: number;
let scrapStore: number;
let part: (code: string) => number;
let other: Awaited<ReturnType<typeof otherEnterprise>>;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
  keeper = await loginAs(t.app, 'warehouseKeeper');
  staff = await loginAs(t.app, 'serviceStaff');
  staffId = await userId(t, 'serviceStaff');
  staff2Id = await userId(t, 'serviceStaff2');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  await setTemplateSettings(t, templateId, { nodes: { collection: false }, completionApproval: false });
  const stores = (await as(t, keeper).get('/api/warehouse/list')).json().data.list;
  main = stores.find((w: { name: string }) => w.name === '总仓').id;
  scrapStore = stores.find((w: { name: string }) => w.name === '废品库').id;
  const parts = (await as(t, keeper).get('/api/v2/spare/sparePart/spareList?pageSize=50')).json().data.list;
  const ids = new Map<string, number>(parts.map((p: { code: string; id: number }) => [p.code, p.id]));
  part = (code) => ids.get(code)!;
  other = await otherEnterprise(t);
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const get = (s: Session, url: string) => as(t, s).get(`/api${url}`);
/** An order served by the engineer, accepted and in service. */
async function inService() {
  const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: staffId });
  for (const step of ['/order/accept', '/order/startService'])
    expect((await post(staff, step, { orderId: id })).statusCode).toBe(200);
  return id;
}
/** An old part recorded on a new order of the engineer; answers its id and the order's number. */
async function oldPart(code: string, snCode?: string) {
  const orderId = await inService();
  const res = await post(staff, '/v2/order/oldParts', { orderId, partId: part(code), quantity: '1', snCode });
  expect(res.statusCode, res.body).toBe(200);
  const [o] = await rows<{ order_no: string }>(
    t.database.db,
    sql`select order_no from orders where id = ${orderId}`,
  );
  return { id: res.json().data.id as number, orderNo: o!.order_no, orderId };
}
const qty = async (partId: number, holderKind: number, holderId: number) => {
  const [row] = await rows<{ qty: string }>(
    t.database.db,
    sql`select qty::text as qty from spare_stock where enterprise_id = 1 and part_id = ${partId}
          and holder_kind = ${holderKind} and holder_id = ${holderId}`,
  );
  return row?.qty ?? '0.00';
};
const movementsOf = (oldId: number) =>
  rows<{ kind: number; delta: string; holder_kind: number; holder_id: number }>(
    t.database.db,
    sql`select kind, delta::text as delta, holder_kind, holder_id::int as holder_id from spare_movements
         where enterprise_id = 1 and doc_kind = 'oldPart' and doc_id = ${oldId} order by id`,
  );
const setOldPartMode = async (mode: 1 | 2) => {
  const res = await post(admin, '/systemsetting/batchsave', { settings: [{ code: 50016, value: mode }] });
  expect(res.statusCode, res.body).toBe(200);
};

describe('old-part recycle screens (/oldPartsRecyle, /oldPartsRecyle/scan; SB:44, SB:135)', () => {
  it('settings: mode, reminder days and the scrap warehouses to receive into, for anyone who sees spare parts', async () => {
    const res = await get(keeper, '/old/part/param');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ mode: 1, remindDays: 7, stores: [{ id: scrapStore, name: '废品库' }] });
    expect((await get(other.session, '/old/part/param')).json().data.stores).toEqual([]);
  });

  it('the scan page finds an old part by its SN code or its order number; keepers only; bad input 400', async () => {
    const a = await oldPart('BJ-003', 'SN-FIND-1');
    const byOrder = await oldPart('BJ-002');
    const bySn = (await get(keeper, '/old/part/find?code=SN-FIND-1')).json().data;
    expect(bySn).toMatchObject([
      { id: a.id, snCode: 'SN-FIND-1', state: 0, engineerId: staffId, personal: false },
    ]);
    const viaOrder = (await get(keeper, `/old/part/find?code=${byOrder.orderNo}`)).json().data;
    expect(viaOrder.map((o: { id: number }) => o.id)).toEqual([byOrder.id]);
    expect((await get(keeper, '/old/part/find?code=SN-NOTHING')).json().data).toEqual([]);
    expectRefusal(await get(staff, '/old/part/find?code=SN-FIND-1'), 403, 'NO_PERMISSION');
    expectRefusal(await get(keeper, '/old/part/find?code='), 400, 'VALIDATION', 'code');
    expectRefusal(await get(keeper, `/old/part/find?code=${'x'.repeat(65)}`), 400, 'VALIDATION', 'code');
    // another enterprise's keeper (its administrator) finds nothing of ours
    expect((await get(other.session, '/old/part/find?code=SN-FIND-1')).json().data).toEqual([]);
  });

  it('received into a scrap warehouse through the ledger (oldPartIn), once; another enterprise 404; a genuine warehouse 400', async () => {
    const a = await oldPart('BJ-003', 'SN-RECV-1');
    const before = await qty(part('BJ-003'), 1, scrapStore);
    const genuineBefore = await qty(part('BJ-003'), 1, main);
    expectRefusal(
      await post(keeper, '/old/part/receipt', { ids: [a.id], warehouseId: main }),
      400,
      'WAREHOUSE_KIND',
      'warehouseId',
    );
    expectRefusal(
      await post(keeper, '/old/part/receipt', { ids: [a.id], warehouseId: 'x' }),
      400,
      'VALIDATION',
      'warehouseId',
    );
    expectRefusal(
      await post(other.session, '/old/part/receipt', { ids: [a.id], warehouseId: scrapStore }),
      404,
      'OLD_PART_NOT_FOUND',
      'ids',
    );
    expectRefusal(
      await post(staff, '/old/part/receipt', { ids: [a.id], warehouseId: scrapStore }),
      403,
      'NO_PERMISSION',
    );
    // the scan page receives a part handed over in person (not returned first) by id
    const res = await post(keeper, '/old/part/receipt', { ids: [a.id], warehouseId: scrapStore });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ received: 1, ids: [a.id] });
    expect(await qty(part('BJ-003'), 1, scrapStore)).toBe((Number(before) + 1).toFixed(2));
    expect(await qty(part('BJ-003'), 1, main)).toBe(genuineBefore);
    expect(await movementsOf(a.id)).toEqual([
      { kind: 14, delta: '1.00', holder_kind: 1, holder_id: scrapStore },
    ]);
    expectRefusal(
      await post(keeper, '/old/part/receipt', { ids: [a.id], warehouseId: scrapStore }),
      409,
      'OLD_PART_STATE',
      'ids',
    );
    // it is off the scan page now; the list shows it received into the store
    expect((await get(keeper, '/old/part/find?code=SN-RECV-1')).json().data).toEqual([]);
    const listed = (await get(keeper, '/old/part/list?keyword=SN-RECV-1')).json().data.list;
    expect(listed).toMatchObject([{ id: a.id, state: 2, warehouseId: scrapStore, warehouseName: '废品库' }]);
    // the stock log shows the movement
    const log = (await get(keeper, `/v2/spare/stock/log?partId=${part('BJ-003')}&kind=14`)).json().data.list;
    expect(log[0]).toMatchObject({ kind: 14, holderName: '废品库', delta: '1.00' });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('returned by the engineer to the store, then received there without naming it', async () => {
    const a = await oldPart('BJ-005', 'SN-RET-1');
    expect(
      (await post(staff, '/old/part/return', { ids: [a.id], warehouseId: scrapStore })).json().data,
    ).toEqual({ returned: 1 });
    const res = await post(keeper, '/old/part/receipt', { snCode: 'SN-RET-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await movementsOf(a.id)).toEqual([
      { kind: 14, delta: '1.00', holder_kind: 1, holder_id: scrapStore },
    ]);
  });
});

describe('personal old-part mode (50016 = 2, SB:158 "used-parts modes: general warehouse or personal")', () => {
  it("an old part goes into the engineer's personal old-part stock first (not their genuine stock), then to the store", async () => {
    await setOldPartMode(2);
    const genuine = await qty(part('BJ-006'), 2, staffId);
    const a = await oldPart('BJ-006', 'SN-PERS-1');
    expect(await qty(part('BJ-006'), 3, staffId)).toBe('1.00');
    expect(await qty(part('BJ-006'), 2, staffId)).toBe(genuine);
    expect(await movementsOf(a.id)).toEqual([
      { kind: 13, delta: '1.00', holder_kind: 3, holder_id: staffId },
    ]);
    const mine = (await get(staff, '/old/part/personal')).json().data;
    expect(mine.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ partId: part('BJ-006'), quantity: '1.00' })]),
    );
    expectRefusal(await get(staff, '/old/part/personal?pageSize=x'), 400, 'VALIDATION', 'pageSize');
    expect((await get(keeper, '/old/part/find?code=SN-PERS-1')).json().data).toMatchObject([
      { id: a.id, personal: true },
    ]);
    // returned, then received: out of the personal old-part stock, into the store
    await post(staff, '/old/part/return', { ids: [a.id], warehouseId: scrapStore });
    expect((await post(keeper, '/old/part/receipt', { ids: [a.id] })).statusCode).toBe(200);
    expect(await qty(part('BJ-006'), 3, staffId)).toBe('0.00');
    expect(await movementsOf(a.id)).toEqual([
      { kind: 13, delta: '1.00', holder_kind: 3, holder_id: staffId },
      { kind: 14, delta: '1.00', holder_kind: 1, holder_id: scrapStore },
      { kind: 14, delta: '-1.00', holder_kind: 3, holder_id: staffId },
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('removing an old part recorded by mistake takes it back out of the personal old-part stock', async () => {
    const a = await oldPart('BJ-006');
    expect(await qty(part('BJ-006'), 3, staffId)).toBe('1.00');
    expect((await as(t, staff).del(`/api/v2/order/oldParts/${a.id}`)).statusCode).toBe(200);
    expect(await qty(part('BJ-006'), 3, staffId)).toBe('0.00');
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('handover moves the personal old-part stock with the unreturned old parts', async () => {
    const a = await oldPart('BJ-002');
    const res = await as(t, admin).put('/api/user/handover', { fromUserId: staffId, toUserId: staff2Id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await qty(part('BJ-002'), 3, staffId)).toBe('0.00');
    expect(await qty(part('BJ-002'), 3, staff2Id)).toBe('1.00');
    // received from the successor's personal old-part stock
    expect(
      (await post(keeper, '/old/part/receipt', { ids: [a.id], warehouseId: scrapStore })).statusCode,
    ).toBe(200);
    expect(await qty(part('BJ-002'), 3, staff2Id)).toBe('0.00');
    expect(await ledgerMismatches(t)).toEqual([]);
    await setOldPartMode(1);
  });
});

describe('old-part reminders (spare.oldPartOverdue; system setting 50017)', () => {
  it('the daily job is registered on pg-boss', () => {
    const jobs = spareJobs(t.app.ctx);
    expect(jobs).toEqual([expect.objectContaining({ name: OLD_PART_REMIND_QUEUE, cron: '0 0 * * *' })]);
  });

  it('an engineer with an old part unreturned past the days is reminded once a day, in-app by default', async () => {
    // handover above moved the engineer's open parts; a fresh one, backdated 8 days
    const a = await oldPart('BJ-003', 'SN-LATE-1');
    await t.database.db.execute(
      sql`update old_parts set created_at = now() - interval '8 days' where id = ${a.id}`,
    );
    const tenant = { db: t.database.db, enterpriseId: 1 };
    expect(await remindOverdueIn(tenant, '2026-11-27')).toBe(1);
    // the same day again: nobody twice
    expect(await remindOverdueIn(tenant, '2026-11-27')).toBe(0);
    t.app.ctx.events.kick();
    await t.app.ctx.events.idle();
    const messages = (await get(staff, '/v2/message/list?kind=spare.oldPartOverdue')).json().data.list;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'spare.oldPartOverdue',
      objectKind: 'oldPart',
      objectId: a.id,
    });
    expect(messages[0].body).toContain('SN-LATE-1');
    expect(messages[0].body).toContain('8');
    // the next day it is still out: reminded again
    expect(await remindOverdueIn(tenant, '2026-11-28')).toBe(1);
    // returned: no more reminders
    await post(staff, '/old/part/return', { ids: [a.id], warehouseId: scrapStore });
    expect(await remindOverdueIn(tenant, '2026-11-29')).toBe(0);
  });

  it('reminder days 0 turn reminders off; a value out of range is refused naming it', async () => {
    const b = await oldPart('BJ-003');
    await t.database.db.execute(
      sql`update old_parts set created_at = now() - interval '30 days' where id = ${b.id}`,
    );
    expectRefusal(
      await post(admin, '/systemsetting/batchsave', { settings: [{ code: 50017, value: -1 }] }),
      400,
      'VALIDATION',
    );
    expect(
      (await post(admin, '/systemsetting/batchsave', { settings: [{ code: 50017, value: 0 }] })).statusCode,
    ).toBe(200);
    expect(await remindOverdueIn({ db: t.database.db, enterpriseId: 1 }, '2026-12-01')).toBe(0);
    expect(
      (await post(admin, '/systemsetting/batchsave', { settings: [{ code: 50017, value: 10 }] })).statusCode,
    ).toBe(200);
    expect(await remindOverdueIn({ db: t.database.db, enterpriseId: 1 }, '2026-12-01')).toBe(1);
  });

  it('the kind has message-setting defaults: on, in-app, to the engineer holding the part', async () => {
    const res = await get(admin, '/v2/messageSetting');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as {
      kind: string;
      enabled: boolean;
      recipients: string[];
      channels: string[];
    }[];
    expect(list.find((s) => s.kind === 'spare.oldPartOverdue')).toMatchObject({
      enabled: true,
      recipients: ['server'],
      channels: ['inApp'],
    });
  });
});
