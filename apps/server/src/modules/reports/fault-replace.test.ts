import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { moveFaultParts, rebuildAllFaultParts, setOrderFaults } from '../faults';
import { as, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId, setTemplateSettings } from '../orders/test-helpers';
import { FAULT_REPLACE_URL } from './fault-replace';
import { day, reportTestKit, twoYears, type ReportData } from './test-kit';

let t: TestApp;
let admin: Session;
let director: Session;
let dispatcher: Session;
let keeper: Session;
let staff: Session;
let staffId: number;
let templateId: number;
let part: (code: string) => number;

const kit = reportTestKit(FAULT_REPLACE_URL);
const report = kit.report;
type Result = ReportData;

/**
 * The direct count: the orders of enterprise 1 with a fault picked on a day of the period (by the
 * orders' own template and server), those with parts recorded, and the quantity of those parts.
 */
async function direct(from: string, to: string, extra: SQL = sql`true`) {
  const ids = sql`select distinct f.order_id from order_faults f
                    join orders o on o.enterprise_id = f.enterprise_id and o.id = f.order_id
                   where f.enterprise_id = 1 and f.day between ${from}::date and ${to}::date and ${extra}`;
  const [r] = await rows<{ orders: number; replaced: number; qty: string }>(
    t.database.db,
    sql`select (select count(*) from (${ids}) x)::int as orders,
               (select count(distinct l.order_id) from order_spare_parts l
                 where l.enterprise_id = 1 and l.order_id in (${ids}))::int as replaced,
               (select coalesce(sum(l.quantity), 0) from order_spare_parts l
                 where l.enterprise_id = 1 and l.order_id in (${ids}))::text as qty`,
  );
  return { orders: r!.orders, replaced: r!.replaced, qty: Number(r!.qty) };
}
const totalsOf = (r: Result) => ({
  orders: r.table.totals.orders,
  replaced: r.table.totals.replaced,
  qty: r.table.totals.qty,
});

beforeAll(async () => {
  [admin, director, dispatcher, keeper, staff] = await kit.start(
    'administrator',
    'director',
    'dispatcher',
    'warehouseKeeper',
    'serviceStaff',
  );
  t = kit.t;
  staffId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  await setTemplateSettings(t, templateId, {
    nodes: { collection: false, receipt: false },
    completionApproval: false,
  });
  const parts = (await as(t, keeper).get('/api/v2/spare/sparePart/spareList?pageSize=50')).json().data.list;
  const ids = new Map<string, number>(parts.map((p: { code: string; id: number }) => [p.code, p.id]));
  part = (code) => ids.get(code)!;
  const stores = (await as(t, keeper).get('/api/warehouse/list')).json().data.list as {
    name: string;
    id: number;
  }[];
  const given = await as(t, keeper).post('/api/v2/spare/stock/allocate', {
    warehouseId: stores.find((w) => w.name === '总仓')!.id,
    userId: staffId,
    items: [
      { partId: part('BJ-004'), quantity: '10' },
      { partId: part('BJ-006'), quantity: '5' },
    ],
  });
  expect(given.statusCode, given.body).toBe(200);
});
afterAll(() => kit.close());

/** 张师傅 serves an order: parts recorded on it, then completed naming the faults. */
async function served(faultIds: number[], partsUsed: [string, string][]) {
  const { id } = await createOrder(t, dispatcher, {
    templateId,
    customerId: await demoCustomerId(t),
    serverUserId: staffId,
  });
  for (const step of ['/order/accept', '/order/startService'])
    expect((await as(t, staff).post(`/api${step}`, { orderId: id })).statusCode).toBe(200);
  for (const [code, quantity] of partsUsed) {
    const res = await as(t, staff).post('/api/v2/order/spareParts', {
      orderId: id,
      partId: part(code),
      quantity,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await as(t, staff).post('/api/order/serviceComplete', { orderId: id, faultIds });
  expect(done.statusCode, done.body).toBe(200);
  return id;
}

const tenant = () => ({ db: t.database.db, enterpriseId: 1 });
let made = 0;
/** An order of enterprise 1 written straight into the table (served by 张师傅 when `served`). */
async function rawOrder(served: boolean) {
  made++;
  const [r] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into orders (enterprise_id, order_no, template_id, title, state, customer_id, customer_name,
                            server_user_id, created_at, updated_at)
        values (1, ${`FR${Date.now()}-${made}`}, ${templateId}, 'replace', 5, ${await demoCustomerId(t)}, 'replace',
                ${served ? staffId : null}, now() - interval '200 days', now())
        returning id::int as id`,
  );
  return r!.id;
}
/** A part line written as the part lines' writes do: the order's sums taken back before, counted after. */
async function withSums(orderId: number, write: SQL) {
  await asTenant(1, () =>
    t.database.db.transaction(async (tx) => {
      const tt = { db: tx as never, enterpriseId: 1 };
      await moveFaultParts(tt, orderId, -1);
      await tx.execute(write);
      await moveFaultParts(tt, orderId, 1);
    }),
  );
}
const addLine = (orderId: number, partId: number, qty: number) =>
  withSums(
    orderId,
    sql`insert into order_spare_parts (enterprise_id, order_id, part_id, holder_kind, holder_id, quantity, price, amount)
        values (1, ${orderId}, ${partId}, 2, ${staffId}, ${qty}, 35, ${35 * qty})`,
  );

/** The report computed raw from order_faults and order_spare_parts: per fault, the totals, per part. */
async function rawReplace(from: string, to: string) {
  const fo = sql`select order_id, fault_id from order_faults where enterprise_id = 1 and day between ${from}::date and ${to}::date`;
  const p = sql`select order_id, part_id, sum(quantity) as qty from order_spare_parts
                 where enterprise_id = 1 and order_id in (select order_id from (${fo}) f) group by 1, 2`;
  const per = sql`select order_id, sum(qty) as qty from (${p}) p group by 1`;
  const faults = await rows<Record<string, unknown>>(
    t.database.db,
    sql`select fp.name as fault, count(*)::int as orders, count(t.order_id)::int as replaced,
               coalesce(sum(t.qty), 0)::float8 as qty
          from (${fo}) fo left join (${per}) t on t.order_id = fo.order_id
          join fault_phenomena fp on fp.enterprise_id = 1 and fp.id = fo.fault_id
         group by fp.id, fp.name`,
  );
  const [totals] = await rows<{ orders: number; replaced: number; qty: number }>(
    t.database.db,
    sql`select count(*)::int as orders, count(t.order_id)::int as replaced, coalesce(sum(t.qty), 0)::float8 as qty
          from (select distinct order_id from (${fo}) f) o left join (${per}) t on t.order_id = o.order_id`,
  );
  const [parts] = await rows<{ qty: number }>(
    t.database.db,
    sql`select coalesce(sum(qty), 0)::float8 as qty from (${p}) p`,
  );
  return { faults: faults.sort(byFault), totals: totals!, partsQty: parts!.qty };
}
const byFault = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.fault).localeCompare(String(b.fault));

describe('fault replacement (issue 28, D9 /FaultReplace)', () => {
  it('equals the raw computation over picks and part lines for any orders, days, faults and parts, changed after', async () => {
    const general = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from fault_phenomena where enterprise_id = 1 and category_id is null
           and deleted_at is null and enabled order by sort, id limit 3`,
    );
    const partIds = [part('BJ-004'), part('BJ-006'), part('BJ-001')];
    expect(general.length).toBe(3);
    const order = fc.record({
      daysAgo: fc.nat(150),
      faults: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
      lines: fc.array(fc.record({ part: fc.nat(2), qty: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 }),
      // the lines before the picks or after them; afterwards a line's quantity changed, a line
      // removed, or the picks named again
      partsFirst: fc.boolean(),
      served: fc.boolean(),
      then: fc.constantFrom('none', 'edit', 'remove', 'repick'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 5 }), async (made) => {
        for (const m of made) {
          const id = await rawOrder(m.served);
          const at = new Date(Date.now() - m.daysAgo * 86_400_000);
          const pick = (ids: number[]) =>
            asTenant(1, () =>
              t.database.db.transaction((tx) =>
                setOrderFaults(
                  { db: tx as never, enterpriseId: 1 },
                  { id, templateId, serverUserId: m.served ? staffId : null, customerProductId: null },
                  ids.map((i) => general[i]!.id),
                  at,
                ),
              ),
            );
          if (!m.partsFirst) await pick(m.faults);
          for (const l of m.lines) await addLine(id, partIds[l.part]!, l.qty);
          if (m.partsFirst) await pick(m.faults);
          const [line] = await rows<{ id: number }>(
            t.database.db,
            sql`select id::int as id from order_spare_parts where enterprise_id = 1 and order_id = ${id} order by id limit 1`,
          );
          if (m.then === 'edit' && line)
            await withSums(
              id,
              sql`update order_spare_parts set quantity = quantity + 1 where enterprise_id = 1 and id = ${line.id}`,
            );
          if (m.then === 'remove' && line)
            await withSums(
              id,
              sql`delete from order_spare_parts where enterprise_id = 1 and id = ${line.id}`,
            );
          if (m.then === 'repick') await pick([(m.faults[0]! + 1) % 3]);
        }
        for (const [from, to] of [
          [day(-170), day()],
          [day(-40), day(-2)],
        ] as const) {
          const r = await report(director, `window=range&from=${from}&to=${to}`);
          const raw = await rawReplace(from, to);
          expect(
            r.table.rows
              .map(({ fault, orders, replaced, qty }) => ({ fault, orders, replaced, qty }))
              .sort(byFault),
          ).toEqual(raw.faults);
          expect(totalsOf(r)).toEqual(raw.totals);
          const pie = r.charts.find((c) => c.kind === 'pie')!;
          expect(Math.round(pie.data!.reduce((a, d) => a + d.value, 0) * 100)).toBe(
            Math.round(raw.partsQty * 100),
          );
        }
      }),
      { numRuns: 6 },
    );
  });

  it('a part line changed while the order has picks moves the sums with it (taken back before, counted after)', async () => {
    const [f] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from fault_phenomena where enterprise_id = 1 and category_id is null
           and deleted_at is null and enabled order by sort, id limit 1`,
    );
    const id = await rawOrder(true);
    await asTenant(1, () =>
      setOrderFaults(tenant(), { id, templateId, serverUserId: staffId, customerProductId: null }, [f!.id]),
    );
    const before = await direct(day(-700), day());
    await asTenant(1, () => addLine(id, part('BJ-004'), 2));
    expect(totalsOf(await report(director, twoYears))).toEqual({
      orders: before.orders,
      replaced: before.replaced + 1,
      qty: before.qty + 2,
    });
    expect(totalsOf(await report(director, twoYears))).toEqual(await direct(day(-700), day()));
  });

  it("the totals equal a direct count over the demo's faults and parts for each period", async () => {
    const all = await direct(day(-700), day());
    expect(all.orders).toBeGreaterThan(0);
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    expect(totalsOf(await report(director, 'window=30'))).toEqual(await direct(day(-29), day()));
    expect(totalsOf(await report(director, 'window=7'))).toEqual(await direct(day(-6), day()));
  });

  it('the nightly catch-up recounts the sums from the picks and part lines: sums left wrong are made good', async () => {
    const all = await direct(day(-700), day());
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    for (const table of ['fault_part_daily', 'fault_part_monthly'])
      await asTenant(1, () =>
        t.database.db.execute(
          sql`update ${sql.identifier(table)} set orders = orders + 3, qty = qty + 5 where enterprise_id = 1`,
        ),
      );
    expect(totalsOf(await report(director, twoYears))).not.toEqual(all);
    const { enterprises } = await rebuildAllFaultParts(t.database.db);
    expect(enterprises).toBeGreaterThan(1);
    expect(totalsOf(await report(director, twoYears))).toEqual(all);
    const raw = await rawReplace(day(-170), day());
    const r = await report(director, `window=range&from=${day(-170)}&to=${day()}`);
    expect(totalsOf(r)).toEqual(raw.totals);
  });

  it('after completions with faults and parts, each fault shows its parts and the totals follow', async () => {
    const general = await rows<{ id: number; name: string }>(
      t.database.db,
      sql`select id::int as id, name from fault_phenomena where enterprise_id = 1 and category_id is null
           and deleted_at is null and enabled order by sort, id limit 2`,
    );
    const [a, b] = general as [{ id: number; name: string }, { id: number; name: string }];
    const before = await direct(day(-700), day());
    await served([a.id], [['BJ-004', '2']]);
    await served([a.id, b.id], [['BJ-006', '1']]);
    await served([b.id], []);
    const after = await direct(day(-700), day());
    expect(after).toEqual({
      orders: before.orders + 3,
      replaced: before.replaced + 2,
      qty: before.qty + 3,
    });
    const r = await report(director, twoYears);
    expect(totalsOf(r)).toEqual(after);
    // per fault: its own orders and parts, counted directly
    for (const fault of [a, b]) {
      const own = await direct(day(-700), day(), sql`f.fault_id = ${fault.id}`);
      const row = r.table.rows.find((x) => x.fault === fault.name)!;
      expect({ orders: row.orders, replaced: row.replaced, qty: row.qty }).toEqual({
        orders: own.orders,
        replaced: own.replaced,
        qty: own.qty,
      });
    }
    const stacked = r.charts.find((c) => c.kind === 'stackedBar')!;
    const i = stacked.categories!.indexOf(a.name);
    expect(stacked.series!.reduce((sum, s) => sum + s.data[i]!, 0)).toBe(
      r.table.rows.find((x) => x.fault === a.name)!.qty,
    );
  });

  it('filters by engineer, template and team count as the direct query does', async () => {
    const byStaff = await direct(day(-700), day(), sql`o.server_user_id = ${staffId}`);
    expect(byStaff.replaced).toBeGreaterThan(0);
    expect(totalsOf(await report(director, `${twoYears}&engineerId=${staffId}`))).toEqual(byStaff);
    expect(totalsOf(await report(director, `${twoYears}&templateId=${templateId}`))).toEqual(
      await direct(day(-700), day(), sql`o.template_id = ${templateId}`),
    );
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where enterprise_id = 1 and user_id = ${staffId} limit 1`,
    );
    expect(totalsOf(await report(director, `${twoYears}&teamId=${team!.id}`))).toEqual(
      await direct(
        day(-700),
        day(),
        sql`o.server_user_id in (select user_id from team_members where enterprise_id = 1 and team_id = ${team!.id})`,
      ),
    );
  });

  it('needs 10801; another enterprise sees none of these', async () => {
    await kit.refuses(staff);
    const other = await otherEnterprise(t);
    expect(totalsOf(await report(other.session, twoYears))).toEqual({ orders: 0, replaced: 0, qty: 0 });
  });

  it('both languages: the titles follow the asker’s language', async () => {
    expect(await kit.titleIn('en_GB')).toBe('Fault phenomenon');
    expect(await kit.titleIn('zh_CN')).toBe('故障现象');
  });

  it('exports the table to the download centre (10802)', async () => {
    await kit.exports(admin, twoYears, '故障更换');
  });
});
