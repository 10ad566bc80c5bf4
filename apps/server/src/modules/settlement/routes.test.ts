import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  orderTemplateId,
  serveToCompletion,
  setTemplateSettings,
} from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let finance: Session;
let staff: Session;
let sales: Session;
let dispatcher: Session;
let other: Session;
let engineerId: number;
const RULES = '/api/v2/personSettlementCommissionRuleSetting/rule';
const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const count = async (table: string) =>
  (await q<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where enterprise_id = 1`))[0]!
    .n;

beforeAll(async () => {
  t = await testApp();
  [admin, finance, staff, sales, dispatcher] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'finance'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'salesperson'),
    loginAs(t.app, 'dispatcher'),
  ]);
  other = (await otherEnterprise(t)).session;
  engineerId = await userId(t, 'serviceStaff');
}, 120_000);
afterAll(() => t.close());

const firstId = async (table: string, where = sql`true`) =>
  (
    await q<{ id: number }>(
      sql`select id::int as id from ${sql.raw(table)} where enterprise_id = 1 and ${where} order by id limit 1`,
    )
  )[0]!.id;

describe('commission rules', () => {
  it('finance saves, lists, counts, reads, sets the ratio and templates, and deletes a rule', async () => {
    const tpl = await orderTemplateId(t);
    const save = await as(t, finance).post(`${RULES}/save`, {
      name: '安装提成',
      kind: 1,
      mode: 2,
      value: '12.5',
      templateIds: [tpl],
    });
    expect(save.statusCode, save.body).toBe(200);
    const id = save.json().data.id;
    const detail = (await as(t, finance).get(`${RULES}/detail/${id}`)).json().data;
    expect(detail).toMatchObject({ priority: 100, serverRatio: 100, value: '12.50', templateIds: [tpl] });
    expect((await as(t, finance).get(`${RULES}/count?kind=1`)).json().data.total).toBe(3);
    expect((await as(t, finance).post(`${RULES}/distributeRatio`, { id, serverRatio: 60 })).statusCode).toBe(
      200,
    );
    expect((await as(t, finance).post(`${RULES}/applicTmpl`, { id, templateIds: [] })).statusCode).toBe(200);
    expect((await as(t, finance).get(`${RULES}/detail/${id}`)).json().data).toMatchObject({
      serverRatio: 60,
      templateIds: [],
    });
    expect((await as(t, finance).del(`${RULES}/delete/${id}`)).statusCode).toBe(200);
    expectRefusal(await as(t, finance).get(`${RULES}/detail/${id}`), 404, 'RULE_NOT_FOUND');
  });

  it('rule: priority is 1-100 (default 100); bad input names the field and writes nothing', async () => {
    const before = await count('settlement_rules');
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await as(t, finance).post(`${RULES}/save`, {
        name: 'x',
        kind: 1,
        mode: 1,
        value: '1',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    };
    await bad({ priority: 0 }, 'priority');
    await bad({ priority: 101 }, 'priority');
    await bad({ mode: 2, value: '100.5' }, 'value');
    await bad({ value: '1.234' }, 'value');
    await bad({ serverRatio: 101 }, 'serverRatio');
    await bad({ name: '' }, 'name');
    await bad({ kind: 3 }, 'kind');
    expectRefusal(
      await as(t, finance).post(`${RULES}/save`, {
        name: 'x',
        kind: 1,
        mode: 1,
        value: '1',
        userIds: [999999],
      }),
      400,
      'TARGET_NOT_FOUND',
      'userIds',
    );
    const badRatio = await as(t, finance).post(`${RULES}/distributeRatio`, { id: 1, serverRatio: -1 });
    expect(badRatio.statusCode).toBe(400);
    expect(badRatio.json().field).toBe('serverRatio');
    expect(await count('settlement_rules')).toBe(before);
  });

  it('a role without the rules permission is refused; view needs 10301', async () => {
    const id = await firstId('settlement_rules');
    expectRefusal(
      await as(t, staff).post(`${RULES}/save`, { name: 'x', kind: 1, mode: 1, value: '1' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, staff).post(`${RULES}/distributeRatio`, { id, serverRatio: 1 }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, staff).del(`${RULES}/delete/${id}`), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, sales).get(`${RULES}/list`), 403, 'NO_PERMISSION');
    expect((await as(t, admin).get(`${RULES}/list`)).statusCode).toBe(200);
  });

  it("another enterprise's rule answers 404", async () => {
    const id = await firstId('settlement_rules');
    expectRefusal(await as(t, other).get(`${RULES}/detail/${id}`), 404, 'RULE_NOT_FOUND');
    expectRefusal(
      await as(t, other).post(`${RULES}/save`, { id, name: 'x', kind: 1, mode: 1, value: '1' }),
      404,
      'RULE_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other).post(`${RULES}/applicTmpl`, { id, templateIds: [] }),
      404,
      'RULE_NOT_FOUND',
    );
    expectRefusal(await as(t, other).del(`${RULES}/delete/${id}`), 404, 'RULE_NOT_FOUND');
  });
});

describe('bills', () => {
  it('rule: without 10301 a person sees only their own personal bills (12801); others answer 404', async () => {
    const mine = (await as(t, staff).get('/api/v2/settlement/personal/list?pageSize=100')).json().data;
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((b: { payeeId: number }) => b.payeeId === engineerId)).toBe(true);
    const notMine = await firstId('settlement_bills', sql`kind = 1 and payee_id <> ${engineerId}`);
    expectRefusal(
      await as(t, staff).get(`/api/v2/settlement/personal/detail/${notMine}`),
      404,
      'BILL_NOT_FOUND',
    );
    expectRefusal(await as(t, sales).get('/api/v2/settlement/personal/list'), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, staff).get('/api/v2/settlement/team/list'), 403, 'NO_PERMISSION');
  });

  it('generate: finance may, staff may not; months 1-12 and the month name the field', async () => {
    expectRefusal(
      await as(t, staff).post('/api/v2/settlement/generate', { kind: 1, startMonth: '2026-01' }),
      403,
      'NO_PERMISSION',
    );
    for (const [body, field] of [
      [{ kind: 1, startMonth: '2026-01', months: 13 }, 'months'],
      [{ kind: 1, startMonth: '2026-01', months: 0 }, 'months'],
      [{ kind: 1, startMonth: '2026-1' }, 'startMonth'],
      [{ kind: 9, startMonth: '2026-01' }, 'kind'],
    ] as const) {
      const res = await as(t, finance).post('/api/v2/settlement/generate', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const ok = await as(t, finance).post('/api/v2/settlement/generate', {
      kind: 1,
      startMonth: '2020-01',
      months: 12,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('confirm: staff may not; another enterprise 404; the wrong kind 404; bad id 400', async () => {
    const id = await firstId('settlement_bills', sql`kind = 2 and state = 1`);
    expectRefusal(await as(t, staff).post('/api/v2/settlement/team/confirm', { id }), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, other).post('/api/v2/settlement/team/confirm', { id }), 404, 'BILL_NOT_FOUND');
    expectRefusal(await as(t, other).get(`/api/v2/settlement/team/detail/${id}`), 404, 'BILL_NOT_FOUND');
    expectRefusal(
      await as(t, finance).post('/api/v2/settlement/personal/confirm', { id }),
      404,
      'BILL_NOT_FOUND',
    );
    const bad = await as(t, finance).post('/api/v2/settlement/team/confirm', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const ok = await as(t, finance).post('/api/v2/settlement/team/confirm', { id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await as(t, finance).get(`/api/v2/settlement/team/detail/${id}`)).json().data.state).toBe(2);
  });

  it('the order settlement state: finance may, sales may not, another enterprise 404', async () => {
    const orderId = (
      await q<{ id: number }>(
        sql`select order_id::int as id from settlement_orders where enterprise_id = 1 limit 1`,
      )
    )[0]!.id;
    const res = await as(t, finance).get(`/api/v2/settlement/order/${orderId}`);
    expect(res.json().data).toMatchObject({ entered: true });
    expectRefusal(await as(t, sales).get(`/api/v2/settlement/order/${orderId}`), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, other).get(`/api/v2/settlement/order/${orderId}`), 404, 'ORDER_NOT_FOUND');
  });
});

describe('the settlement node (spec SB:71)', () => {
  it('rule: a completed order enters settlement when its template has the node on, not when off', async () => {
    const tpl = await orderTemplateId(t);
    await setTemplateSettings(t, tpl, { nodes: { receipt: false, collection: false } });
    const customerId = await demoCustomerId(t);
    const on = await createOrder(t, dispatcher, { templateId: tpl, customerId, serverUserId: engineerId });
    await serveToCompletion(t, staff, on.id);
    await t.app.ctx.events.idle();
    expect((await as(t, finance).get(`/api/v2/settlement/order/${on.id}`)).json().data).toEqual({
      entered: true,
      personal: 'waiting',
      team: 'waiting',
    });
    await setTemplateSettings(t, tpl, { nodes: { receipt: false, collection: false, settlement: false } });
    const off = await createOrder(t, dispatcher, { templateId: tpl, customerId, serverUserId: engineerId });
    await serveToCompletion(t, staff, off.id);
    await t.app.ctx.events.idle();
    expect((await as(t, finance).get(`/api/v2/settlement/order/${off.id}`)).json().data).toEqual({
      entered: false,
      personal: null,
      team: null,
    });
  });
});

describe('rewards and penalties', () => {
  it('add, update, list, count, detail and approval; a rejection needs a reason; reviewed ones are frozen', async () => {
    const add = await as(t, finance).post('/api/v2/rewards/add', {
      type: 2,
      userId: engineerId,
      reason: '工具遗失',
      amount: '30',
      date: '2026-01-10',
    });
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().data.id;
    const upd = await as(t, finance).post('/api/v2/rewards/update', {
      id,
      type: 2,
      userId: engineerId,
      reason: '工具遗失（扳手）',
      amount: '35.5',
      date: '2026-01-10',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await as(t, finance).get(`/api/v2/rewards/detail/${id}`)).json().data).toMatchObject({
      amount: '35.50',
      auditState: 0,
      reason: '工具遗失（扳手）',
    });
    const list = (await as(t, finance).get('/api/v2/rewards/list?auditState=0')).json().data;
    expect(list.list.some((f: { id: number }) => f.id === id)).toBe(true);
    const noReason = await as(t, finance).post('/api/v2/rewards/approvalProcess', { id, passed: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().field).toBe('reason');
    expectRefusal(
      await as(t, staff).post('/api/v2/rewards/approvalProcess', { id, passed: true }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await as(t, other).post('/api/v2/rewards/approvalProcess', { id, passed: true }),
      404,
      'FINE_NOT_FOUND',
    );
    const rej = await as(t, finance).post('/api/v2/rewards/approvalProcess', {
      id,
      passed: false,
      reason: '证据不足',
    });
    expect(rej.statusCode, rej.body).toBe(200);
    expectRefusal(
      await as(t, finance).post('/api/v2/rewards/approvalProcess', { id, passed: true }),
      409,
      'FINE_REVIEWED',
    );
    expectRefusal(
      await as(t, finance).post('/api/v2/rewards/update', {
        id,
        type: 2,
        userId: engineerId,
        reason: 'x',
        amount: '1',
        date: '2026-01-10',
      }),
      409,
      'FINE_REVIEWED',
    );
    expect((await as(t, finance).get('/api/v2/rewards/count')).json().data.rejected).toBe(1);
  });

  it('bad input names the field and writes nothing; staff may not add; another enterprise 404', async () => {
    const before = await count('settlement_fines');
    const base = { type: 1, userId: engineerId, reason: 'r', amount: '10', date: '2026-01-01' };
    for (const [body, field] of [
      [{ amount: '0' }, 'amount'],
      [{ amount: '-1' }, 'amount'],
      [{ date: '2026-13-01' }, 'date'],
      [{ reason: '' }, 'reason'],
      [{ type: 3 }, 'type'],
    ] as const) {
      const res = await as(t, finance).post('/api/v2/rewards/add', { ...base, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expectRefusal(
      await as(t, finance).post('/api/v2/rewards/add', { ...base, userId: 999999 }),
      400,
      'USER_NOT_FOUND',
      'userId',
    );
    expectRefusal(await as(t, staff).post('/api/v2/rewards/add', base), 403, 'NO_PERMISSION');
    expect(await count('settlement_fines')).toBe(before);
    const id = await firstId('settlement_fines');
    expectRefusal(await as(t, other).get(`/api/v2/rewards/detail/${id}`), 404, 'FINE_NOT_FOUND');
    expectRefusal(await as(t, other).post('/api/v2/rewards/update', { ...base, id }), 404, 'FINE_NOT_FOUND');
  });

  it('rule: a passed reward goes into the next personal bill, once', async () => {
    const add = await as(t, finance).post('/api/v2/rewards/add', {
      type: 1,
      userId: engineerId,
      reason: '月度之星',
      amount: '88.8',
      date: '2019-12-31',
    });
    const id = add.json().data.id;
    await as(t, finance).post('/api/v2/rewards/approvalProcess', { id, passed: true });
    await as(t, finance).post('/api/v2/settlement/generate', { kind: 1, startMonth: '2020-01', months: 1 });
    const [line] = await q<{ bill_id: number; amount: string }>(
      sql`select bill_id::int as bill_id, amount::text as amount from settlement_lines where enterprise_id = 1 and fine_id = ${id}`,
    );
    expect(line!.amount).toBe('88.80');
    await as(t, finance).post('/api/v2/settlement/personal/confirm', { id: line!.bill_id });
    expect((await as(t, finance).get(`/api/v2/rewards/detail/${id}`)).json().data.billId).toBe(line!.bill_id);
    await as(t, finance).post('/api/v2/settlement/generate', { kind: 1, startMonth: '2020-02', months: 1 });
    const lines = await q<{ n: number }>(
      sql`select count(*)::int as n from settlement_lines where enterprise_id = 1 and fine_id = ${id}`,
    );
    expect(lines[0]!.n).toBe(1);
  });
});
