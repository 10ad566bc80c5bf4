import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';

/**
 * Issue 27, the rest: commission rules on spare parts and part types, old-part deductions under the
 * finance settings (codes 50031-50035 of the system settings store), and the settings themselves.
 */
let t: TestApp;
let admin: Session;
let finance: Session;
let staff: Session;
let other: Session;
let engineerId: number;
const RULES = '/api/v2/personSettlementCommissionRuleSetting/rule';
const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const generate = (s: Session, body: Record<string, unknown>) =>
  as(t, s).post('/api/v2/settlement/generate', body);
const saveSettings = (s: Session, settings: { code: number; value: unknown }[]) =>
  as(t, s).post('/api/systemsetting/batchsave', { settings });
const partId = async (code: string) =>
  (
    await q<{ id: number }>(
      sql`select id::int as id from spare_parts where enterprise_id = 1 and code = ${code}`,
    )
  )[0]!.id;
const monthAfter = (m: string) => {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  return mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
};
/** The current month in the enterprise's time (the demo's unreturned old part is five days old). */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

interface Line {
  lineType: number;
  orderId: number | null;
  orderNo: string | null;
  partId: number | null;
  oldPartId: number | null;
  itemName: string | null;
  ruleName: string | null;
  note: string | null;
  share: string | null;
  amount: string;
}
/** The engineer's open personal bill's lines (after generating). */
const engineerLines = async (): Promise<{ id: number; amount: string; lines: Line[] } | null> => {
  const list = await as(t, finance).get(`/api/v2/settlement/personal/list?state=1&pageSize=100`);
  const bill = list.json().data.list.find((b: { payeeId: number }) => b.payeeId === engineerId);
  if (!bill) return null;
  return (await as(t, finance).get(`/api/v2/settlement/personal/detail/${bill.id}`)).json().data;
};

beforeAll(async () => {
  t = await testApp();
  [admin, finance, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'finance'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  other = (await otherEnterprise(t)).session;
  engineerId = await userId(t, 'serviceStaff');
}, 120_000);
afterAll(() => t.close());

describe('commission rules on spare parts (issue 27)', () => {
  it('rule: a rule targets spare parts or part types; the list and detail answer them; options list parts and types', async () => {
    const sensor = await partId('BJ-004');
    const [type] = await q<{ id: number }>(
      sql`select type_id::int as id from spare_parts where enterprise_id = 1 and id = ${sensor}`,
    );
    const save = await as(t, finance).post(`${RULES}/save`, {
      name: '传感器每个 5 元',
      kind: 1,
      target: 2,
      priority: 5,
      mode: 1,
      value: '5',
      partIds: [sensor],
    });
    expect(save.statusCode, save.body).toBe(200);
    const byType = await as(t, finance).post(`${RULES}/save`, {
      name: '电控类 10%',
      kind: 2,
      target: 2,
      mode: 2,
      value: '10',
      partTypeIds: [type!.id],
    });
    expect(byType.statusCode, byType.body).toBe(200);
    const detail = (await as(t, finance).get(`${RULES}/detail/${save.json().data.id}`)).json().data;
    expect(detail).toMatchObject({ target: 2, partIds: [sensor], partTypeIds: [], serviceItemIds: [] });
    const options = (await as(t, finance).get('/api/v2/settlement/options')).json().data;
    expect(options.parts.map((p: { id: number }) => p.id)).toContain(sensor);
    expect(options.partTypes.map((p: { id: number }) => p.id)).toContain(type!.id);
    // the demo's service rules stay service rules
    const list = (await as(t, finance).get(`${RULES}/list?kind=1&pageSize=50`)).json().data.list;
    expect(list.filter((r: { target: number }) => r.target === 1).length).toBeGreaterThan(0);
  });

  it('bad input names the field and writes nothing; parts of another enterprise are not found', async () => {
    const [{ n: before }] = (await q<{ n: number }>(
      sql`select count(*)::int as n from settlement_rules`,
    )) as [{ n: number }];
    const base = { name: 'x', kind: 1, mode: 1, value: '1' };
    const bad = async (s: Session, body: Record<string, unknown>, status: number, field: string) => {
      const res = await as(t, s).post(`${RULES}/save`, { ...base, ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().field).toBe(field);
    };
    await bad(finance, { target: 3 }, 400, 'target');
    await bad(finance, { partIds: [1] }, 400, 'partIds'); // a service rule names no parts
    await bad(finance, { target: 2, serviceItemIds: [1] }, 400, 'serviceItemIds');
    await bad(finance, { target: 2, partIds: ['a'] }, 400, 'partIds.0');
    await bad(finance, { target: 2, partTypeIds: [999999] }, 400, 'partTypeIds');
    // another enterprise names enterprise 1's part: not theirs
    await bad(other, { target: 2, partIds: [await partId('BJ-004')] }, 400, 'partIds');
    const [{ n: after }] = (await q<{ n: number }>(sql`select count(*)::int as n from settlement_rules`)) as [
      { n: number },
    ];
    expect(after).toBe(before);
    // another enterprise cannot read enterprise 1's rule
    const [{ id }] = (await q<{ id: number }>(
      sql`select id::int as id from settlement_rules where enterprise_id = 1 and target = 2 limit 1`,
    )) as [{ id: number }];
    expectRefusal(await as(t, other).get(`${RULES}/detail/${id}`), 404, 'RULE_NOT_FOUND');
    expectRefusal(await as(t, staff).post(`${RULES}/save`, { ...base, target: 2 }), 403, 'NO_PERMISSION');
  });

  it("rule: parts used on completed orders are priced by the first matching part rule, else the part's own commission; lines name the part", async () => {
    const sensor = await partId('BJ-004');
    const [used] = await q<{ order_id: number; month: string; quantity: string; amount: string }>(
      sql`select l.order_id::int as order_id, l.quantity::text as quantity, l.amount::text as amount,
                 to_char(s.completed_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month
            from order_spare_parts l join settlement_orders s on s.enterprise_id = l.enterprise_id and s.order_id = l.order_id
           where l.enterprise_id = 1 and l.part_id = ${sensor} limit 1`,
    );
    expect(used).toBeDefined();
    for (const kind of [1, 2]) {
      const res = await generate(finance, { kind, startMonth: used!.month, months: 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
    const personal = (await engineerLines())!;
    const partLines = personal.lines.filter((l) => l.partId === sensor && l.lineType === 1);
    // 5.00 per unit × the quantity, to the server (no collaborators on the demo order's part line share)
    const cents = partLines.reduce((a, l) => a + Math.round(Number(l.amount) * 100), 0);
    expect(cents).toBe(Math.round(500 * Number(used!.quantity)));
    for (const l of partLines)
      expect(l).toMatchObject({ orderId: used!.order_id, ruleName: '传感器每个 5 元', note: 'sparePart' });
    // team: 10% of the part line's amount by the part-type rule
    const teams = (await as(t, finance).get('/api/v2/settlement/team/list?pageSize=100')).json().data.list;
    const teamLines: Line[] = [];
    for (const b of teams)
      teamLines.push(
        ...(await as(t, finance).get(`/api/v2/settlement/team/detail/${b.id}`)).json().data.lines,
      );
    const teamPart = teamLines.filter((l) => l.partId === sensor);
    expect(teamPart.map((l) => [l.ruleName, l.amount])).toEqual([
      ['电控类 10%', (Math.round(Number(used!.amount) * 10) / 100).toFixed(2)],
    ]);
    // parts no rule names keep their own commission (ruleName null), still naming the part
    const [others] = await q<{ n: number }>(
      sql`select count(*)::int as n from settlement_lines where enterprise_id = 1 and note = 'sparePart'
            and part_id is null`,
    );
    expect(others!.n).toBe(0);
  });
});

describe('finance settings (/financeSetting, codes 50031-50035)', () => {
  it('rule: finance reads the defaults (cycle 1 month, no deduction at cost price) and saves them; others may not write', async () => {
    const read = await as(t, finance).get(
      '/api/systemsetting/getByCodes?codes=50031,50032,50033,50034,50035',
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.map((s: { value: unknown }) => s.value)).toEqual([1, false, 1, '0.00', 0]);
    const save = await saveSettings(finance, [
      { code: 50031, value: 3 },
      { code: 50034, value: '12.5' },
    ]);
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().data.map((s: { value: unknown }) => s.value)).toEqual([3, '12.50']);
    expectRefusal(await saveSettings(staff, [{ code: 50032, value: true }]), 403, 'NO_PERMISSION');
    // another enterprise's settings are its own
    const theirs = await as(t, other).get('/api/systemsetting/getByCodes?codes=50031');
    expect(theirs.json().data[0].value).toBe(1);
    expect((await saveSettings(admin, [{ code: 50031, value: 1 }])).statusCode).toBe(200);
  });

  it('bad settings are refused naming the value, nothing written', async () => {
    for (const [code, value] of [
      [50031, 13],
      [50031, 0],
      [50032, 'yes'],
      [50033, 3],
      [50034, '1.234'],
      [50035, 366],
    ] as const) {
      const res = await saveSettings(finance, [{ code, value }]);
      expect(res.statusCode, `${code} ${res.body}`).toBe(400);
      expect(res.json().field).toBe('settings.0.value');
    }
    const read = await as(t, finance).get('/api/systemsetting/getByCodes?codes=50031,50035');
    expect(read.json().data.map((s: { value: unknown }) => s.value)).toEqual([1, 0]);
  });
});

describe('old-part deduction (issue 27)', () => {
  let month: string;
  let oldPart: { id: number; order_id: number; order_no: string; part_id: number; cost: string };
  beforeAll(async () => {
    month = thisMonth();
    [oldPart] = (await q<typeof oldPart>(
      sql`select o.id::int as id, o.order_id::int as order_id, ord.order_no, o.part_id::int as part_id,
                 (p.cost_price * o.quantity)::numeric(15, 2)::text as cost
            from old_parts o join spare_parts p on p.enterprise_id = o.enterprise_id and p.id = o.part_id
            join orders ord on ord.enterprise_id = o.enterprise_id and ord.id = o.order_id
           where o.enterprise_id = 1 and o.state = 0 and o.engineer_id = ${engineerId}`,
    )) as [typeof oldPart];
    expect(oldPart).toBeDefined();
  });
  const deductions = async () => (await engineerLines())?.lines.filter((l) => l.lineType === 5) ?? [];

  it('rule: with the setting off, unreturned old parts are not deducted', async () => {
    expect((await generate(finance, { kind: 1, startMonth: month, months: 1 })).statusCode).toBe(200);
    expect(await deductions()).toEqual([]);
  });

  it("rule: with the setting on, an unreturned old part is deducted from its engineer's bill at cost price, naming the part and order", async () => {
    expect((await saveSettings(finance, [{ code: 50032, value: true }])).statusCode).toBe(200);
    expect((await generate(finance, { kind: 1, startMonth: month, months: 1 })).statusCode).toBe(200);
    expect(await deductions()).toEqual([
      expect.objectContaining({
        oldPartId: oldPart.id,
        partId: oldPart.part_id,
        orderId: oldPart.order_id,
        orderNo: oldPart.order_no,
        amount: `-${oldPart.cost}`,
      }),
    ]);
    const bill = (await engineerLines())!;
    const sum = bill.lines.reduce((a, l) => a + Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(bill.amount) * 100)).toBe(sum);
  });

  it('rule: at the fixed price, quantity × that price; within the days allowed to return it, nothing', async () => {
    await saveSettings(finance, [
      { code: 50033, value: 2 },
      { code: 50034, value: '33.33' },
    ]);
    await generate(finance, { kind: 1, startMonth: month, months: 1 });
    const [qty] = await q<{ quantity: string }>(
      sql`select quantity::text as quantity from old_parts where enterprise_id = 1 and id = ${oldPart.id}`,
    );
    const expected = (Math.round(3333 * Number(qty!.quantity)) / 100).toFixed(2);
    expect((await deductions()).map((l) => l.amount)).toEqual([`-${expected}`]);
    // the part is five days old: 30 days to return it → not deducted this cycle
    await saveSettings(finance, [{ code: 50035, value: 30 }]);
    await generate(finance, { kind: 1, startMonth: month, months: 1 });
    expect(await deductions()).toEqual([]);
    await saveSettings(finance, [
      { code: 50033, value: 1 },
      { code: 50035, value: 0 },
    ]);
  });

  it('rule: a confirmed deduction is not taken twice; once the part is returned, the next bill gives it back', async () => {
    await generate(finance, { kind: 1, startMonth: month, months: 1 });
    const bill = (await engineerLines())!;
    const confirm = await as(t, finance).post('/api/v2/settlement/personal/confirm', { id: bill.id });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // the deduction does not mark its order settled (only commissions do)
    const [state] = await q<{ settled: string | null }>(
      sql`select personal_settled_at::text as settled from settlement_orders where enterprise_id = 1 and order_id = ${oldPart.order_id}`,
    );
    const commissioned = bill.lines.some((l) => l.lineType !== 5 && l.orderId === oldPart.order_id);
    if (state && !commissioned) expect(state.settled).toBeNull();
    const next = monthAfter(month);
    await generate(finance, { kind: 1, startMonth: next, months: 1 });
    expect(await deductions()).toEqual([]);
    // the engineer returns it to a warehouse: the next bill gives the deduction back
    const [wh] = await q<{ id: number }>(
      sql`select id::int as id from warehouses where enterprise_id = 1 and kind = 2 order by id limit 1`,
    );
    const back = await as(t, staff).post('/api/old/part/return', { ids: [oldPart.id], warehouseId: wh!.id });
    expect(back.statusCode, back.body).toBe(200);
    await generate(finance, { kind: 1, startMonth: next, months: 1 });
    expect(await deductions()).toEqual([
      expect.objectContaining({ oldPartId: oldPart.id, note: 'returned', amount: oldPart.cost }),
    ]);
    // an open deduction line naming a settled order leaves the order settled
    const [open] = await q<{ n: number }>(
      sql`select count(*)::int as n from settlement_lines where enterprise_id = 1 and order_id = ${oldPart.order_id}
            and kind = 1 and not confirmed and line_type <> 5`,
    );
    // (the order's own commission settled: as if a confirmed bill had taken it)
    await t.database.db.execute(
      sql`update settlement_orders set personal_settled_at = coalesce(personal_settled_at, now())
           where enterprise_id = 1 and order_id = ${oldPart.order_id}`,
    );
    expect(state).toBeDefined();
    expect(open!.n).toBe(0);
    const order = await as(t, finance).get(`/api/v2/settlement/order/${oldPart.order_id}`);
    expect(order.json().data).toMatchObject({ entered: true, personal: 'settled' });
  });
});
