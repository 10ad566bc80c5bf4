import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';

let t: TestApp;
let finance: Session;
let engineerId: number;
let month: string;
let nextMonth: string;
const RULES = '/api/v2/personSettlementCommissionRuleSetting/rule';

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const generate = (s: Session, body: Record<string, unknown>) =>
  as(t, s).post('/api/v2/settlement/generate', body);
const monthAfter = (m: string) => {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  return mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
};

/** The spare parts' own commissions (per unit × quantity, to the fen) on the month's orders. */
const expectedPartCommission = async (kind: number, from: string, to: string) =>
  (
    await q<{ total: string | null }>(sql`
      select coalesce(sum(round(${sql.raw(kind === 1 ? 'p.personal_commission' : 'p.team_commission')} * l.quantity, 2)), 0)::text as total
        from settlement_orders s
        join orders o on o.enterprise_id = s.enterprise_id and o.id = s.order_id and o.state = 5 and o.deleted_at is null
        join order_spare_parts l on l.enterprise_id = o.enterprise_id and l.order_id = o.id
        join spare_parts p on p.enterprise_id = l.enterprise_id and p.id = l.part_id
       where s.enterprise_id = 1 and ${
         kind === 1
           ? sql`o.server_user_id is not null`
           : sql`exists (select 1 from team_members tm where tm.enterprise_id = 1 and tm.user_id = o.server_user_id)`
       }
         and s.completed_at >= (${from}::date)::timestamp at time zone 'Asia/Shanghai'
         and s.completed_at < (${to}::date)::timestamp at time zone 'Asia/Shanghai'`)
  )[0]!.total!;

/** The commission the matched rule of every line comes to, computed apart from the module in SQL. */
const expectedCommission = async (kind: number, from: string, to: string) =>
  (
    await q<{ total: string | null }>(sql`
      select sum(case r.mode when 1 then r.value * l.quantity else round(l.amount * r.value / 100, 2) end)::text as total
        from settlement_orders s
        join orders o on o.enterprise_id = s.enterprise_id and o.id = s.order_id and o.state = 5 and o.deleted_at is null
        join order_service_lines l on l.enterprise_id = o.enterprise_id and l.order_id = o.id
        cross join lateral (
          select r.* from settlement_rules r
           where r.enterprise_id = 1 and r.kind = ${kind} and r.target = 1 and r.enabled and r.deleted_at is null
             and (r.template_ids = '[]' or r.template_ids @> to_jsonb(o.template_id))
             and (r.service_item_ids = '[]' or r.service_item_ids @> to_jsonb(l.service_item_id))
             and (r.user_ids = '[]' or r.user_ids @> to_jsonb(o.server_user_id))
             and (r.team_ids = '[]' or r.team_ids @> (select to_jsonb(min(tm.team_id)) from team_members tm
                   where tm.enterprise_id = 1 and tm.user_id = o.server_user_id))
           order by r.priority, r.id limit 1) r
       where s.enterprise_id = 1
         and s.completed_at >= (${from}::date)::timestamp at time zone 'Asia/Shanghai'
         and s.completed_at < (${to}::date)::timestamp at time zone 'Asia/Shanghai'`)
  )[0]?.total ?? '0.00';

const commissionSum = async (kind: number, part = false) =>
  (
    await q<{ total: string | null }>(
      sql`select coalesce(sum(x.amount), 0)::text as total from settlement_lines x join settlement_bills b
            on b.enterprise_id = x.enterprise_id and b.id = x.bill_id
           where x.enterprise_id = 1 and b.kind = ${kind} and b.state = 1 and x.line_type = 1
             and x.note is distinct from ${part ? 'x' : 'sparePart'} and (${!part} or x.note = 'sparePart')`,
    )
  )[0]!.total!;

beforeAll(async () => {
  t = await testApp();
  finance = await loginAs(t.app, 'finance');
  engineerId = await userId(t, 'serviceStaff');
  const [m] = await q<{ month: string }>(
    sql`select to_char(max(completed_at) at time zone 'Asia/Shanghai', 'YYYY-MM') as month from settlement_orders where enterprise_id = 1`,
  );
  month = m!.month;
  nextMonth = monthAfter(month);
}, 120_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('has rules, generated bills of the latest month and a pending penalty', async () => {
    const rules = await as(t, finance).get(`${RULES}/list?pageSize=50`);
    expect(rules.statusCode, rules.body).toBe(200);
    expect(rules.json().data.total).toBe(3);
    const bills = await as(t, finance).get('/api/v2/settlement/personal/list');
    expect(bills.json().data.total).toBeGreaterThan(0);
    expect(bills.json().data.list[0]).toMatchObject({ state: 1, cycleStart: month, cycleMonths: 1 });
    const fines = await as(t, finance).get('/api/v2/rewards/count');
    expect(fines.statusCode, fines.body).toBe(200);
    expect(fines.json().data).toMatchObject({ pending: 1, passed: 1 });
  });
});

describe('settlement of a month (spec D8)', () => {
  it("rule: the bills of a month sum to the matched rules' amounts, to the fen; each line names its rule and order", async () => {
    for (const kind of [1, 2]) {
      const res = await generate(finance, { kind, startMonth: month, months: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.bills).toBeGreaterThan(0);
      const expected = await expectedCommission(kind, `${month}-01`, `${nextMonth}-01`);
      expect(Number(expected)).toBeGreaterThan(0);
      expect(await commissionSum(kind)).toBe(expected);
      // spare parts used on the orders: each part's own commission
      expect(await commissionSum(kind, true)).toBe(
        await expectedPartCommission(kind, `${month}-01`, `${nextMonth}-01`),
      );
    }
    const list = await as(t, finance).get('/api/v2/settlement/personal/list?keyword=张师傅');
    const bill = list.json().data.list[0];
    const detail = (await as(t, finance).get(`/api/v2/settlement/personal/detail/${bill.id}`)).json().data;
    const commission = detail.lines.filter(
      (l: { lineType: number; share: string; note: string | null }) =>
        l.lineType === 1 && l.share === 'server' && l.note !== 'sparePart',
    );
    expect(commission.length).toBeGreaterThan(0);
    for (const l of commission) {
      expect(l.ruleName).toBe('张师傅每项 15 元'); // priority 10 beats the catch-all of 100
      expect(l.orderId).toBeGreaterThan(0);
      expect(l.orderNo).toBeTruthy();
    }
    // the passed reward is on the engineer's bill; the pending penalty is not
    expect(
      detail.lines
        .filter((l: { lineType: number }) => l.lineType === 3)
        .map((l: { amount: string }) => l.amount),
    ).toEqual(['100.00']);
    expect(detail.lines.some((l: { lineType: number }) => l.lineType === 4)).toBe(false);
    const sum = detail.lines.reduce(
      (a: number, l: { amount: string }) => a + Math.round(Number(l.amount) * 100),
      0,
    );
    expect(Math.round(Number(detail.amount) * 100)).toBe(sum);
  });

  it('rule: generating again replaces unconfirmed bills, never adding twice', async () => {
    const before = await commissionSum(1);
    await generate(finance, { kind: 1, startMonth: month, months: 1 });
    expect(await commissionSum(1)).toBe(before);
  });

  it('rule: confirming freezes a bill; a later order change becomes an adjustment on the next cycle', async () => {
    const list = (await as(t, finance).get('/api/v2/settlement/personal/list?keyword=张师傅')).json().data
      .list;
    const bill = list[0];
    const confirm = await as(t, finance).post('/api/v2/settlement/personal/confirm', { id: bill.id });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expectRefusal(
      await as(t, finance).post('/api/v2/settlement/personal/confirm', { id: bill.id }),
      409,
      'BILL_CONFIRMED',
      'id',
    );
    const frozen = (await as(t, finance).get(`/api/v2/settlement/personal/detail/${bill.id}`)).json().data;
    expect(frozen.state).toBe(2);
    const line = frozen.lines.find(
      (l: { lineType: number; share: string; note: string | null }) =>
        l.lineType === 1 && l.share === 'server' && l.note !== 'sparePart',
    );
    // the order now shows settled
    const state = await as(t, finance).get(`/api/v2/settlement/order/${line.orderId}`);
    expect(state.json().data).toMatchObject({ entered: true, personal: 'settled' });

    // regenerating the same month leaves the confirmed bill and does not bill its orders again
    await generate(finance, { kind: 1, startMonth: month, months: 1 });
    const again = (await as(t, finance).get(`/api/v2/settlement/personal/detail/${bill.id}`)).json().data;
    expect(again).toEqual(frozen);
    const open = (await as(t, finance).get('/api/v2/settlement/personal/list?keyword=张师傅&state=1')).json()
      .data;
    expect(open.total).toBe(0);

    // finance changes the settled order's service quantity: +1 unit → +15.00 at the engineer's fixed rule
    const [svc] = await q<{ service_item_id: number; quantity: number }>(
      sql`select service_item_id::int as service_item_id, quantity from order_service_lines
           where enterprise_id = 1 and order_id = ${line.orderId} and service_item_id = ${line.serviceItemId}`,
    );
    const all = await q<{ service_item_id: number; quantity: number }>(
      sql`select service_item_id::int as service_item_id, quantity from order_service_lines where enterprise_id = 1 and order_id = ${line.orderId}`,
    );
    const pay = await as(t, finance).put('/api/v2/order/payment', {
      orderId: line.orderId,
      serviceItems: all.map((l) => ({
        serviceItemId: l.service_item_id,
        quantity: l.service_item_id === svc!.service_item_id ? l.quantity + 1 : l.quantity,
      })),
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const next = await generate(finance, { kind: 1, startMonth: nextMonth, months: 1 });
    expect(next.statusCode, next.body).toBe(200);
    const nextBill = (
      await as(t, finance).get('/api/v2/settlement/personal/list?keyword=张师傅&state=1')
    ).json().data.list[0];
    expect(nextBill.cycleStart).toBe(nextMonth);
    const nextDetail = (await as(t, finance).get(`/api/v2/settlement/personal/detail/${nextBill.id}`)).json()
      .data;
    const adjustments = nextDetail.lines.filter((l: { lineType: number }) => l.lineType === 2);
    // one more unit at 15.00: the server's 80% share with collaborators, all of it without
    const [c] = await q<{ n: number }>(
      sql`select count(*)::int as n from order_members where enterprise_id = 1 and order_id = ${line.orderId}
            and role = 1 and user_id <> ${engineerId}`,
    );
    expect(adjustments, JSON.stringify(adjustments)).toEqual([
      expect.objectContaining({ orderId: line.orderId, amount: c!.n ? '12.00' : '15.00' }),
    ]);
    expect((await as(t, finance).get(`/api/v2/settlement/personal/detail/${bill.id}`)).json().data).toEqual(
      frozen,
    );
  });
});
