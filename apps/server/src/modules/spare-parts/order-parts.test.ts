import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  orderTemplateId,
  setTemplateSettings,
  uploadImage,
} from '../orders/test-helpers';
import { partsUsedOnOrders, unreturnedOldParts } from '.';
import { ledgerMismatches, stockOf } from './test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let reception: Session;
let keeper: Session;
let staff: Session;
let staff2: Session;
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
  reception = await loginAs(t.app, 'reception');
  keeper = await loginAs(t.app, 'warehouseKeeper');
  staff = await loginAs(t.app, 'serviceStaff');
  staff2 = await loginAs(t.app, 'serviceStaff2');
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
  // enough personal stock for every case below (the demo gives 张师傅 a few)
  const given = await as(t, keeper).post('/api/v2/spare/stock/allocate', {
    warehouseId: main,
    userId: staffId,
    items: [
      { partId: part('BJ-004'), quantity: '40' },
      { partId: part('BJ-006'), quantity: '10' },
    ],
  });
  expect(given.statusCode, given.body).toBe(200);
  other = await otherEnterprise(t);
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const mine = (code: string, who = staffId) => stockOf(t, part(code), 2, who);
/** An order served by `server`, accepted and in service (state 4). */
async function inService(server: Session = staff, serverUserId = staffId) {
  const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId });
  for (const step of ['/order/accept', '/order/startService'])
    expect((await post(server, step, { orderId: id })).statusCode).toBe(200);
  return id;
}
const complete = async (orderId: number, server: Session = staff) => {
  const res = await post(server, '/order/serviceComplete', {
    orderId,
    signature: await uploadImage(t, server),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.state as number;
};
const ofOrder = async (s: Session, id: number) => {
  const res = await as(t, s).get(`/api/v2/order/spareParts/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const amounts = async (id: number) =>
  (
    await rows<{ spare: string; total: string; service: string }>(
      t.database.db,
      sql`select sparepart_amount::text as spare, total_amount::text as total, service_amount::text as service
            from orders where id = ${id}`,
    )
  )[0]!;
const movementsOf = (orderId: number) =>
  rows<{ kind: number; delta: string; holder_kind: number }>(
    t.database.db,
    sql`select kind, delta::text as delta, holder_kind from spare_movements
         where enterprise_id = 1 and doc_kind = 'order' and doc_id = ${orderId} order by id`,
  );

describe('parts on orders (spec D6 cross-link: spare parts used on the service payment)', () => {
  it('demo: a completed order of 张师傅 shows a used sensor, and the replaced board he has not returned', async () => {
    const open = (await as(t, staff).get('/api/old/part/list?state=0')).json().data.list;
    const board = open.find((o: { snCode: string }) => o.snCode === 'ZB-K35-2311-0457');
    expect(board).toMatchObject({ engineerId: staffId, code: 'BJ-003', ageDays: 5 });
    const shown = await ofOrder(staff, board.orderId);
    expect(shown).toMatchObject({ editable: false, sparepartAmount: '35.00' });
    expect(shown.parts).toMatchObject([{ code: 'BJ-004', quantity: '1.00', amount: '35.00' }]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('the engineer uses parts of their personal stock: the ledger posts them out, the amount follows', async () => {
    const id = await inService();
    const before = await mine('BJ-004');
    const res = await post(staff, '/v2/order/spareParts', {
      orderId: id,
      partId: part('BJ-004'),
      quantity: '2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ sparepartAmount: '70.00' });
    expect(await mine('BJ-004')).toBe((Number(before) - 2).toFixed(2));
    expect(await movementsOf(id)).toEqual([{ kind: 10, delta: '-2.00', holder_kind: 2 }]);
    const a = await amounts(id);
    expect(a.spare).toBe('70.00');
    expect(a.total).toBe((Number(a.service) + 70).toFixed(2));
    const shown = await ofOrder(staff, id);
    expect(shown).toMatchObject({ editable: true, sparepartAmount: '70.00' });
    expect(shown.parts).toMatchObject([
      {
        partId: part('BJ-004'),
        code: 'BJ-004',
        quantity: '2.00',
        price: '35.00',
        amount: '70.00',
        holderKind: 2,
      },
    ]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('never more than the engineer holds ("insufficient personal spare stock"), nothing written', async () => {
    const id = await inService();
    const before = await mine('BJ-006');
    expectRefusal(
      await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-006'), quantity: '999' }),
      409,
      'INSUFFICIENT_PERSONAL_STOCK',
      'items',
    );
    expect(await mine('BJ-006')).toBe(before);
    expect((await ofOrder(staff, id)).parts).toEqual([]);
    expect(await movementsOf(id)).toEqual([]);
  });

  it('bad input is refused naming the field (quantity above 0, two decimals; the part)', async () => {
    const id = await inService();
    for (const quantity of ['0', '1.234', 'x'])
      expectRefusal(
        await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-004'), quantity }),
        400,
        'VALIDATION',
        'quantity',
      );
    expectRefusal(
      await post(staff, '/v2/order/spareParts', { orderId: id, quantity: '1' }),
      400,
      'VALIDATION',
      'partId',
    );
    expectRefusal(
      await post(staff, '/v2/order/spareParts', { orderId: id, partId: 99999999, quantity: '1' }),
      404,
      'PART_NOT_FOUND',
      'partId',
    );
  });

  it("only the order's server (or a role with 105, or an approver with 106) may; another enterprise gets 404", async () => {
    const id = await inService();
    const body = { orderId: id, partId: part('BJ-004'), quantity: '1' };
    // reception sees every order but neither serves it nor edits payments (105)
    expectRefusal(await post(reception, '/v2/order/spareParts', body), 403, 'ORDER_PARTS_FORBIDDEN');
    expect((await ofOrder(reception, id)).editable).toBe(false);
    expect((await ofOrder(dispatcher, id)).editable).toBe(true);
    // another engineer does not even see it
    expectRefusal(await post(staff2, '/v2/order/spareParts', body), 404, 'ORDER_NOT_FOUND', 'orderId');
    expectRefusal(await post(other.session, '/v2/order/spareParts', body), 404, 'ORDER_NOT_FOUND', 'orderId');
    expectRefusal(
      await as(t, other.session).get(`/api/v2/order/spareParts/${id}`),
      404,
      'ORDER_NOT_FOUND',
      'id',
    );
    // the administrator holds 105
    expect((await post(admin, '/v2/order/spareParts', body)).statusCode).toBe(200);
    const [line] = (await ofOrder(admin, id)).parts;
    expectRefusal(
      await as(t, other.session).del(`/api/v2/order/spareParts/${line.id}`),
      404,
      'ORDER_PART_NOT_FOUND',
      'id',
    );
    expectRefusal(
      await as(t, reception).del(`/api/v2/order/spareParts/${line.id}`),
      403,
      'ORDER_PARTS_FORBIDDEN',
    );
  });

  it('editable until completion: a quantity change posts the difference, removal gives them back', async () => {
    const id = await inService();
    const before = await mine('BJ-004');
    await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-004'), quantity: '2' });
    const [line] = (await ofOrder(staff, id)).parts;
    const changed = await as(t, staff).put('/api/v2/order/spareParts', { id: line.id, quantity: '1' });
    expect(changed.json().data.sparepartAmount).toBe('35.00');
    expect(await mine('BJ-004')).toBe((Number(before) - 1).toFixed(2));
    expectRefusal(
      await as(t, staff).put('/api/v2/order/spareParts', { id: line.id, quantity: '-1' }),
      400,
      'VALIDATION',
      'quantity',
    );
    const removed = await as(t, staff).del(`/api/v2/order/spareParts/${line.id}`);
    expect(removed.json().data.sparepartAmount).toBe('0.00');
    expect(await mine('BJ-004')).toBe(before);
    expect((await movementsOf(id)).map((m) => [m.kind, m.delta])).toEqual([
      [10, '-2.00'],
      [11, '1.00'],
      [11, '1.00'],
    ]);
    // once completed, the parts are fixed
    await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-004'), quantity: '1' });
    expect(await complete(id)).toBe(5);
    expect((await ofOrder(staff, id)).editable).toBe(false);
    expectRefusal(
      await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-004'), quantity: '1' }),
      409,
      'ORDER_PARTS_LOCKED',
      'orderId',
    );
    expect((await amounts(id)).spare).toBe('35.00');
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('the spare-part amount is computed, not typed: a typed amount gives way to the recorded parts', async () => {
    const id = await inService();
    await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-004'), quantity: '1' });
    const res = await as(t, staff).put('/api/v2/order/payment', { orderId: id, sparepartAmount: '999.00' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await amounts(id)).spare).toBe('35.00');
  });

  it('SB:117 data code 106: while the order waits for approval, the approver edits its parts, the server no more', async () => {
    await setTemplateSettings(t, templateId, { completionApproval: true });
    try {
      const id = await inService();
      expect(await complete(id)).toBe(7);
      const body = { orderId: id, partId: part('BJ-004'), quantity: '1' };
      expectRefusal(await post(staff, '/v2/order/spareParts', body), 403, 'ORDER_PARTS_FORBIDDEN');
      const before = await mine('BJ-004');
      expect((await post(admin, '/v2/order/spareParts', body)).statusCode).toBe(200);
      // the parts still come out of the order's server's stock
      expect(await mine('BJ-004')).toBe((Number(before) - 1).toFixed(2));
    } finally {
      await setTemplateSettings(t, templateId, { completionApproval: false });
    }
  });

  it('cancelling the order gives its parts back (order.closed)', async () => {
    const id = await inService();
    const before = await mine('BJ-006');
    await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-006'), quantity: '1' });
    expect(await mine('BJ-006')).toBe((Number(before) - 1).toFixed(2));
    const cancelled = await post(dispatcher, '/order/cancel', { orderId: id, reason: '客户取消' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.ctx.events.idle();
    expect(await mine('BJ-006')).toBe(before);
    expect((await ofOrder(dispatcher, id)).parts).toEqual([]);
    expect((await movementsOf(id)).map((m) => m.kind)).toEqual([10, 11]);
  });

  it('finance reads the parts used per order with their commissions (face partsUsedOnOrders)', async () => {
    const id = await inService();
    await post(staff, '/v2/order/spareParts', { orderId: id, partId: part('BJ-004'), quantity: '1' });
    const lines = await partsUsedOnOrders({ db: t.database.db, enterpriseId: 1 }, [id]);
    expect(lines).toMatchObject([
      { orderId: id, code: 'BJ-004', personalCommission: '10.00', teamCommission: '5.00' },
    ]);
    expect(await partsUsedOnOrders({ db: t.database.db, enterpriseId: other.enterpriseId }, [id])).toEqual(
      [],
    );
  });
});

describe('old parts, closed loop (SB:44, SB:96, SB:135)', () => {
  let orderId: number;
  let oldId: number;

  it("a replaced part recorded on the order is the engineer's to bring back (age shown)", async () => {
    orderId = await inService();
    expectRefusal(
      await post(staff, '/v2/order/oldParts', { orderId, partId: part('BJ-003'), quantity: '0' }),
      400,
      'VALIDATION',
      'quantity',
    );
    expectRefusal(
      await post(other.session, '/v2/order/oldParts', { orderId, partId: part('BJ-003'), quantity: '1' }),
      404,
      'ORDER_NOT_FOUND',
      'orderId',
    );
    expectRefusal(
      await post(reception, '/v2/order/oldParts', { orderId, partId: part('BJ-003'), quantity: '1' }),
      403,
      'ORDER_PARTS_FORBIDDEN',
    );
    const res = await post(staff, '/v2/order/oldParts', {
      orderId,
      partId: part('BJ-003'),
      quantity: '1',
      snCode: 'SN-OLD-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    oldId = res.json().data.id;
    expect((await ofOrder(staff, orderId)).oldParts).toMatchObject([
      { id: oldId, snCode: 'SN-OLD-0001', state: 0, engineerId: staffId, ageDays: 0 },
    ]);
    const own = (await as(t, staff).get('/api/old/part/list?state=0')).json().data;
    expect(own.list.every((o: { engineerId: number }) => o.engineerId === staffId)).toBe(true);
    expect(own.list.map((o: { id: number }) => o.id)).toContain(oldId);
    // finance's view of what is not yet returned
    const open = await unreturnedOldParts({ db: t.database.db, enterpriseId: 1 }, [staffId]);
    expect(open).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: oldId, costPrice: '210.00' })]),
    );
  });

  it('the engineer returns it to a warehouse; only their own, only once', async () => {
    expectRefusal(
      await post(staff2, '/old/part/return', { ids: [oldId], warehouseId: scrapStore }),
      404,
      'OLD_PART_NOT_FOUND',
      'ids',
    );
    expectRefusal(
      await post(staff, '/old/part/return', { ids: [], warehouseId: scrapStore }),
      400,
      'VALIDATION',
      'ids',
    );
    expectRefusal(
      await post(staff, '/old/part/return', { ids: [oldId], warehouseId: 99999999 }),
      404,
      'WAREHOUSE_NOT_FOUND',
      'warehouseId',
    );
    // old parts go to the old-part store, a scrap warehouse, never to genuine stock
    expectRefusal(
      await post(staff, '/old/part/return', { ids: [oldId], warehouseId: main }),
      400,
      'WAREHOUSE_KIND',
      'warehouseId',
    );
    expect(
      (await post(staff, '/old/part/return', { ids: [oldId], warehouseId: scrapStore })).json().data,
    ).toEqual({
      returned: 1,
    });
    expectRefusal(
      await post(staff, '/old/part/return', { ids: [oldId], warehouseId: scrapStore }),
      409,
      'OLD_PART_STATE',
      'ids',
    );
    const open = await unreturnedOldParts({ db: t.database.db, enterpriseId: 1 }, [staffId]);
    expect(open.map((o) => o.id)).not.toContain(oldId);
  });

  it('the keeper receives it (10503); the engineer may not; another enterprise finds nothing', async () => {
    expectRefusal(await post(staff, '/old/part/receipt', { ids: [oldId] }), 403, 'NO_PERMISSION');
    expectRefusal(
      await post(other.session, '/old/part/receipt', { ids: [oldId] }),
      404,
      'OLD_PART_NOT_FOUND',
      'ids',
    );
    expectRefusal(await post(keeper, '/old/part/receipt', {}), 400, 'VALIDATION', 'ids');
    expect((await post(keeper, '/old/part/receipt', { ids: [oldId] })).json().data).toMatchObject({
      received: 1,
    });
    expectRefusal(await post(keeper, '/old/part/receipt', { ids: [oldId] }), 409, 'OLD_PART_STATE', 'ids');
    const all = (await as(t, keeper).get(`/api/old/part/list?orderId=${orderId}`)).json().data;
    expect(all.list).toMatchObject([{ id: oldId, state: 2, warehouseId: scrapStore }]);
    expect((await as(t, other.session).get(`/api/old/part/list?orderId=${orderId}`)).json().data.total).toBe(
      0,
    );
  });

  it('scanned in by SN code; "old part not found" for an unknown code', async () => {
    const id = await inService();
    await post(staff, '/v2/order/oldParts', {
      orderId: id,
      partId: part('BJ-005'),
      quantity: '1',
      snCode: 'SN-SCAN-7',
    });
    expectRefusal(
      await post(keeper, '/old/part/receipt', { snCode: 'SN-NOPE' }),
      404,
      'OLD_PART_NOT_FOUND',
      'snCode',
    );
    expectRefusal(
      await post(keeper, '/old/part/receipt', { snCode: 'SN-SCAN-7' }),
      400,
      'OLD_PART_STORE_REQUIRED',
      'warehouseId',
    );
    expect(
      (await post(keeper, '/old/part/receipt', { snCode: 'SN-SCAN-7', warehouseId: scrapStore })).json().data,
    ).toMatchObject({
      received: 1,
    });
  });
});

describe('handover of spare stock (SB:110)', () => {
  it("a leaving engineer's personal stock moves to the successor through the ledger, with unreturned old parts", async () => {
    const id = await inService();
    const old = (
      await post(staff, '/v2/order/oldParts', { orderId: id, partId: part('BJ-002'), quantity: '1' })
    ).json().data.id;
    const held = await mine('BJ-004');
    const successorHad = await mine('BJ-004', staff2Id);
    expect(Number(held)).toBeGreaterThan(0);
    const res = await as(t, admin).put('/api/user/handover', { fromUserId: staffId, toUserId: staff2Id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.moved.spareStock).toBeGreaterThanOrEqual(2);
    expect(await mine('BJ-004')).toBe('0.00');
    expect(await mine('BJ-004', staff2Id)).toBe((Number(successorHad) + Number(held)).toFixed(2));
    const [moved] = await rows<{ engineer_id: number }>(
      t.database.db,
      sql`select engineer_id::int as engineer_id from old_parts where id = ${old}`,
    );
    expect(moved!.engineer_id).toBe(staff2Id);
    const kinds = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from spare_movements where enterprise_id = 1 and kind = 12`,
    );
    expect(kinds[0]!.n).toBeGreaterThan(0);
    expect(await ledgerMismatches(t)).toEqual([]);
  });
});

describe('stock modes on orders (SB:158)', () => {
  it('mode 1 takes the parts out of the default store; mode 0 refuses', async () => {
    const id = await inService(staff2, staff2Id);
    await t.database.db.execute(
      sql`insert into system_settings (enterprise_id, code, value) values (1, 50015, '1'::jsonb)
          on conflict (enterprise_id, code) do update set value = excluded.value`,
    );
    const before = await stockOf(t, part('BJ-001'), 1, main);
    const res = await post(staff2, '/v2/order/spareParts', {
      orderId: id,
      partId: part('BJ-001'),
      quantity: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(t, part('BJ-001'), 1, main)).toBe((Number(before) - 1).toFixed(2));
    expect((await ofOrder(staff2, id)).parts[0]).toMatchObject({
      holderKind: 1,
      holderName: '总仓',
      price: '1280.00',
    });
    await t.database.db.execute(
      sql`update system_settings set value = '0'::jsonb where enterprise_id = 1 and code = 50015`,
    );
    expectRefusal(
      await post(staff2, '/v2/order/spareParts', { orderId: id, partId: part('BJ-001'), quantity: '1' }),
      409,
      'STOCK_MODE_OFF',
    );
  });
});
