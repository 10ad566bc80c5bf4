import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatCents, toCents } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';

let t: TestApp;
let finance: Session;
let keeper: Session;
let dispatcher: Session;

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;
const period = () => `from=${monthStart()}&to=${today()}`;
const get = (s: Session, url: string) => as(t, s).get(`/api${url}`);
const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);

interface Row {
  customerId: number;
  customerName: string;
  orderCount: number;
  ordersBilled: string;
  ordersCollected: string;
  contractsBilled: string;
  contractsCollected: string;
  billed: string;
  collected: string;
  balance: string;
  reconciliation: { id: number; changed: boolean; figures: { billed: string } } | null;
}
const list = async (s: Session, extra = '') => {
  const res = await get(s, `/v2/financeReconcile/list?${period()}&pageIndex=0&pageSize=100${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};

beforeAll(async () => {
  t = await testApp();
  [finance, keeper, dispatcher] = await Promise.all([
    loginAs(t.app, 'finance'),
    loginAs(t.app, 'warehouseKeeper'),
    loginAs(t.app, 'dispatcher'),
  ]);
  // this month's completed demo orders and collection payments, whatever day the test runs
  await t.database.db.execute(
    sql`update orders set completed_at = now() where enterprise_id = 1 and state = 5 and deleted_at is null`,
  );
}, 120_000);
afterAll(() => t.close());

describe('reconciliation (issue 27 "Reconciliation"; spec D8 reconcile list and count)', () => {
  it("per customer: completed orders' totals and contracts billed against what was collected", async () => {
    const { list: page, total } = await list(finance);
    expect(total).toBeGreaterThan(0);
    const expected = await rows<{ customer_id: number; billed: string; n: number }>(
      t.database.db,
      sql`select customer_id::int as customer_id, sum(total_amount)::numeric(15,2)::text as billed, count(*)::int as n
            from orders where enterprise_id = 1 and state = 5 and deleted_at is null and customer_id is not null
           group by customer_id`,
    );
    const paid = await rows<{ customer_id: number; sum: string }>(
      t.database.db,
      sql`select customer_id::int as customer_id, sum(amount)::numeric(15,2)::text as sum from collection_payments
           where enterprise_id = 1 group by customer_id`,
    );
    for (const e of expected) {
      const row = page.find((r) => r.customerId === e.customer_id)!;
      expect(row.ordersBilled).toBe(e.billed);
      expect(row.orderCount).toBe(e.n);
      expect(row.ordersCollected).toBe(paid.find((p) => p.customer_id === e.customer_id)?.sum ?? '0.00');
    }
    for (const r of page) {
      expect(r.billed).toBe(formatCents(toCents(r.ordersBilled) + toCents(r.contractsBilled)));
      expect(r.balance).toBe(formatCents(toCents(r.billed) - toCents(r.collected)));
    }
    const count = (await get(finance, `/v2/financeReconcile/count?${period()}`)).json().data;
    expect(count.customers).toBe(total);
    expect(count.billed).toBe(formatCents(page.reduce((a, r) => a + toCents(r.billed), 0n)));
  });

  it('marking a customer-period reconciled freezes its figures; a later change shows, the record does not move', async () => {
    const [row] = (await list(finance, '&reconciled=0')).list;
    const marked = await post(finance, '/v2/financeReconcile/mark', {
      customerId: row!.customerId,
      from: monthStart(),
      to: today(),
      note: '已与客户核对',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expectRefusal(
      await post(finance, '/v2/financeReconcile/mark', {
        customerId: row!.customerId,
        from: monthStart(),
        to: today(),
      }),
      409,
      'ALREADY_RECONCILED',
    );
    let after = (await list(finance, `&customerId=${row!.customerId}`)).list[0]!;
    expect(after.reconciliation).toMatchObject({ changed: false, figures: { billed: row!.billed } });
    expect((await list(finance, '&reconciled=1')).list.map((r) => r.customerId)).toContain(row!.customerId);
    // a later change to an order: the live figures move, the frozen ones do not
    await t.database.db.execute(
      sql`update orders set total_amount = total_amount + 1 where enterprise_id = 1 and id = (
            select id from orders where enterprise_id = 1 and state = 5 and customer_id = ${row!.customerId} limit 1)`,
    );
    after = (await list(finance, `&customerId=${row!.customerId}`)).list[0]!;
    expect(after.reconciliation).toMatchObject({ changed: true, figures: { billed: row!.billed } });
    expect(after.billed).toBe(formatCents(toCents(row!.billed) + 100n));
    const count = (await get(finance, `/v2/financeReconcile/count?${period()}`)).json().data;
    expect(count.reconciled).toBe(1);
    expect(
      (await as(t, finance).del(`/api/v2/financeReconcile/unmark/${marked.json().data.id}`)).statusCode,
    ).toBe(200);
  });

  it('permission: the warehouse keeper may not see it; a dispatcher may not mark or export', async () => {
    expectRefusal(await get(keeper, `/v2/financeReconcile/list?${period()}`), 403, 'NO_PERMISSION');
    expectRefusal(await get(keeper, `/v2/incomeStatistics?${period()}`), 403, 'NO_PERMISSION');
    expectRefusal(
      await post(dispatcher, '/v2/financeReconcile/mark', { customerId: 1, from: monthStart(), to: today() }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await post(dispatcher, '/v2/financeReconcile/export', { from: monthStart(), to: today() }),
      403,
      'NO_PERMISSION',
    );
  });

  it("another enterprise's customer answers 404; its list does not show ours", async () => {
    const [row] = (await list(finance)).list;
    const other = await otherEnterprise(t);
    expectRefusal(
      await post(other.session, '/v2/financeReconcile/mark', {
        customerId: row!.customerId,
        from: monthStart(),
        to: today(),
      }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
    expect((await list(other.session)).total).toBe(0);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    expectRefusal(
      await get(finance, '/v2/financeReconcile/list?from=2026-13-01&to=2026-01-01'),
      400,
      'VALIDATION',
      'from',
    );
    expectRefusal(
      await get(finance, '/v2/financeReconcile/list?from=2026-02-01&to=2026-01-01'),
      400,
      'VALIDATION',
      'to',
    );
    expectRefusal(
      await get(finance, '/v2/financeReconcile/list?from=2024-01-01&to=2026-01-01'),
      400,
      'VALIDATION',
      'to',
    );
    expectRefusal(
      await post(finance, '/v2/financeReconcile/mark', { from: monthStart(), to: today() }),
      400,
      'VALIDATION',
      'customerId',
    );
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reconciliations`,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('export goes to the download centre', async () => {
    const res = await post(finance, '/v2/financeReconcile/export', { from: monthStart(), to: today() });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    let state = 0;
    for (let i = 0; i < 100 && state !== 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const [d] = await rows<{ process_state: number }>(
        t.database.db,
        sql`select process_state from download_files where id = ${id}`,
      );
      state = d!.process_state;
    }
    expect(state).toBe(2);
    expectRefusal(
      await post(finance, '/v2/financeReconcile/export', { from: '2000-01-01', to: '2000-01-02' }),
      400,
      'EXPORT_EMPTY',
    );
  });
});

describe('income statistics (issue 27 "Income statistics")', () => {
  it('by day, kind, method and template from the same payments; the parts sum to the total', async () => {
    const res = await get(finance, `/v2/incomeStatistics?${period()}&period=day`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data;
    const [{ sum }] = (await rows<{ sum: string }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::numeric(15,2)::text as sum from collection_payments where enterprise_id = 1`,
    )) as [{ sum: string }];
    expect(s.ordersCollected).toBe(sum);
    const add = (xs: { amount?: string; orders?: string }[], k: 'amount' | 'orders') =>
      formatCents(xs.reduce((a, x) => a + toCents(x[k]), 0n));
    expect(add(s.byKind, 'amount')).toBe(sum);
    expect(add(s.byMethod, 'amount')).toBe(sum);
    expect(add(s.byTemplate, 'amount')).toBe(sum);
    expect(add(s.byPeriod, 'orders')).toBe(sum);
    expect(s.byPeriod.length).toBe(Number(today().slice(8)));
    const monthly = (await get(finance, `/v2/incomeStatistics?${period()}&period=month`)).json().data;
    expect(monthly.byPeriod).toHaveLength(1);
    expect(monthly.total).toBe(s.total);
    expectRefusal(
      await get(finance, `/v2/incomeStatistics?${period()}&period=week`),
      400,
      'VALIDATION',
      'period',
    );
  });
});
