import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { demoCustomerId } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let reception: Session;
let staffId: number;
let customerId: number;

/** Today in the enterprise's calendar (the statistics' days are Shanghai days). */
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** Two years back (the longest period a report covers). */
const twoYearsAgo = () => new Date(Date.now() + 8 * 3_600_000 - 700 * 86_400_000).toISOString().slice(0, 10);
const stats = (s: Session, query: string, headers?: Record<string, string>) =>
  as(t, s).get(`/api/v2/event/statistics?${query}`, headers);
const batch = (s: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
  as(t, s).post('/api/v2/event/batch', body, headers);
const create = async (body: Record<string, unknown> = {}) => {
  const res = await as(t, reception).post('/api/v2/event/save', { title: '批量测试', customerId, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; state: number };
};
const stateOf = async (id: number) =>
  (
    await rows<{ state: number; deleted: boolean }>(
      t.database.db,
      sql`select state, deleted_at is not null as deleted from service_events where id = ${id}`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, reception] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'reception'),
  ]);
  staffId = await userId(t, 'serviceStaff');
  customerId = await demoCustomerId(t);
});
afterAll(() => t.close());

describe('/eventStatistics: events by state, type, team and main owner over a period (GET /v2/event/statistics)', () => {
  const range = (from: string, to = today()) => `window=range&from=${from}&to=${to}`;
  interface Result {
    figures: { key: string; value: number }[];
    charts: {
      kind: string;
      title: string;
      data?: { name: string; value: number }[];
      categories?: string[];
    }[];
    table: {
      rows: Record<string, string | number>[];
      totals: Record<string, number | string>;
      links: Record<string, string>[];
    };
  }
  const figure = (r: Result, key: string) => r.figures.find((f) => f.key === key)!.value;

  it('the totals equal a direct SQL count over the same period; states, templates and owners add up to them', async () => {
    await create();
    await create({ principalUserId: staffId });
    const res = await stats(admin, range(today()));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as Result;
    const [truth] = await rows<{ n: number; open: number; closed: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(*) filter (where state between 1 and 5)::int as open,
                 count(*) filter (where state = 7)::int as closed from service_events
           where enterprise_id = 1 and deleted_at is null
             and created_at >= (${today()}::date::timestamp at time zone 'Asia/Shanghai')`,
    );
    expect(figure(r, 'total')).toBe(truth!.n);
    expect(figure(r, 'open')).toBe(truth!.open);
    expect(figure(r, 'closed')).toBe(truth!.closed);
    const pie = r.charts.find((c) => c.kind === 'pie')!;
    expect(pie.data!.reduce((a, d) => a + d.value, 0)).toBe(truth!.n);
    expect(pie.data!.map((d) => d.name)).toContain('待处理');
    const owners = r.table.rows.reduce((a, row) => a + Number(row.total), 0);
    expect(owners).toBe(truth!.n);
    expect(r.table.totals.total).toBe(truth!.n);
    const mine = r.table.rows.findIndex((row) => row.principal === '张师傅');
    expect(r.table.links[mine]!.total).toContain(`principalUserId=${staffId}`);
    expect(r.table.rows.some((row) => row.principal === '未指派')).toBe(true);
  });

  it('filters by engineer (main owner), template and team; English names for an English caller', async () => {
    const wide = range(twoYearsAgo());
    const own = (await stats(admin, `${wide}&engineerId=${staffId}`)).json().data as Result;
    const [truth] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from service_events where enterprise_id = 1 and deleted_at is null
            and principal_user_id = ${staffId}
            and created_at >= (${twoYearsAgo()}::date::timestamp at time zone 'Asia/Shanghai')`,
    );
    expect(figure(own, 'total')).toBe(truth!.n);
    expect(own.table.rows.map((row) => row.principal)).toEqual(['张师傅']);
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select team_id::int as id from team_members where user_id = ${staffId} limit 1`,
    );
    const byTeam = (await stats(admin, `${wide}&teamId=${team!.id}`)).json().data as Result;
    expect(figure(byTeam, 'total')).toBeGreaterThanOrEqual(truth!.n);
    const en = (await stats(admin, wide, { 'accept-language': 'en-GB' })).json().data as Result;
    expect(en.charts.map((c) => c.title)).toEqual(['By state', 'By type (template)', 'By team']);
  });

  it('a role without the reports code (10801, the dispatcher) is refused; another enterprise counts none of these', async () => {
    expectRefusal(await stats(dispatcher, range(today())), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    const theirs = (await stats(other.session, range(twoYearsAgo()))).json().data as Result;
    expect(figure(theirs, 'total')).toBe(0);
    expect(theirs.table.rows).toEqual([]);
  });

  it("bad input is a 400 naming the field in the caller's language: window, dates, a reversed or too long period", async () => {
    expectRefusal(await stats(admin, 'window=5'), 400, 'VALIDATION', 'window');
    expectRefusal(await stats(admin, `window=range&to=${today()}`), 400, 'VALIDATION', 'from');
    expectRefusal(
      await stats(admin, 'window=range&from=2026-13-01&to=2026-03-01'),
      400,
      'VALIDATION',
      'from',
    );
    const reversed = await stats(admin, range('2026-03-02', '2026-03-01'), { 'accept-language': 'en-GB' });
    expectRefusal(reversed, 400, 'VALIDATION', 'to');
    expect(reversed.json().message).toMatch(/at most two years/);
    expectRefusal(await stats(admin, range('2020-01-01', '2026-01-02')), 400, 'VALIDATION', 'to');
  });

  it('exports the table to Excel through the download centre (POST /v2/event/statistics/export)', async () => {
    const res = await as(t, admin).post(`/api/v2/event/statistics/export?${range(twoYearsAgo())}`, {
      fileName: '事件统计',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBeGreaterThan(0);
    expectRefusal(
      await as(t, dispatcher).post(`/api/v2/event/statistics/export?${range(twoYearsAgo())}`, {
        fileName: 'x',
      }),
      403,
      'NO_PERMISSION',
    );
  });
});

describe('batch actions (data permission 620, POST /v2/event/batch)', () => {
  it('assigns many at once, each answered: the pending ones go to 2, an assigned one is refused by the table', async () => {
    const a = await create();
    const b = await create();
    const assigned = await create({ principalUserId: staffId });
    const res = await batch(admin, {
      action: 'assign',
      ids: [a.id, b.id, assigned.id],
      principalUserId: staffId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json().data;
    expect(out).toMatchObject({ succeeded: 2, failed: 1 });
    expect(out.results[0]).toEqual({ id: a.id, ok: true, state: 2 });
    expect(out.results[2]).toMatchObject({ id: assigned.id, ok: false, code: 'EVENT_STATE' });
    expect(out.results[2].message).toContain('待处理');
    expect((await stateOf(a.id)).state).toBe(2);
    const logs = await rows<{ action: string }>(
      t.database.db,
      sql`select action from service_event_logs where event_id = ${b.id} order by id`,
    );
    expect(logs.map((l) => l.action)).toContain('assign');
  });

  it('deletes and pools per row: pending ones are deleted or pooled, the others refused; a refusal undoes nothing', async () => {
    const a = await create();
    const open = await create({ principalUserId: staffId });
    const del = (await batch(admin, { action: 'delete', ids: [a.id, open.id] })).json().data;
    expect(del.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    expect(del.results[1].code).toBe('EVENT_NOT_DELETABLE');
    expect((await stateOf(a.id)).deleted).toBe(true);
    expect((await stateOf(open.id)).deleted).toBe(false);

    const p = await create();
    const pooled = (await batch(admin, { action: 'putInPool', ids: [p.id] })).json().data;
    expect(pooled.succeeded).toBe(1);
    const recalled = (await batch(admin, { action: 'recall', ids: [p.id, p.id] })).json().data;
    expect(recalled.results).toHaveLength(1); // the same id once
    expect(recalled.succeeded).toBe(1);
  });

  it('a role without 620 (the dispatcher) is refused; another enterprise finds none of the events', async () => {
    const a = await create();
    expectRefusal(await batch(dispatcher, { action: 'putInPool', ids: [a.id] }), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    const out = (await batch(other.session, { action: 'close', ids: [a.id] })).json().data;
    expect(out.results[0]).toMatchObject({ id: a.id, ok: false, code: 'EVENT_NOT_FOUND' });
    expect((await stateOf(a.id)).state).toBe(1);
  });

  it("bad input is a 400 naming the field in the caller's language, and nothing is written", async () => {
    const a = await create();
    expectRefusal(await batch(admin, { action: 'explode', ids: [a.id] }), 400, 'VALIDATION', 'action');
    expectRefusal(await batch(admin, { action: 'close', ids: [] }), 400, 'VALIDATION', 'ids');
    const many = Array.from({ length: 51 }, (_v, i) => i + 1);
    expectRefusal(await batch(admin, { action: 'close', ids: many }), 400, 'VALIDATION', 'ids');
    const en = await batch(admin, { action: 'assign', ids: [a.id] }, { 'accept-language': 'en-GB' });
    expectRefusal(en, 400, 'VALIDATION', 'principalUserId');
    expect(en.json().message).toContain('Main owner is required');
    expectRefusal(
      await batch(admin, { action: 'assign', ids: [a.id], principalUserId: 999999 }),
      404,
      'USER_NOT_FOUND',
      'principalUserId',
    );
    expect((await stateOf(a.id)).state).toBe(1);
  });
});

describe('Excel export of chosen events through the download centre (POST /v2/event/export, at most 50)', () => {
  const exportIt = (s: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
    as(t, s).post('/api/v2/event/export', body, headers);

  it('queues the file under its name as the caller; the job builds it', async () => {
    const a = await create();
    const ok = await exportIt(reception, { ids: [a.id], fileName: '本周事件' });
    expect(ok.statusCode, ok.body).toBe(200);
    let state = 1;
    for (let i = 0; i < 50 && state === 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const [row] = await rows<{ process_state: number; file_name: string }>(
        t.database.db,
        sql`select process_state, file_name from download_files where id = ${ok.json().data.id}`,
      );
      state = row!.process_state;
      expect(row!.file_name).toBe('本周事件');
    }
    expect(state).toBe(2);
  });

  it("another enterprise's events export as none (404); bad input is a 400 naming the field", async () => {
    const a = await create();
    const other = await otherEnterprise(t);
    expectRefusal(await exportIt(other.session, { ids: [a.id], fileName: 'x' }), 404, 'PRINT_EMPTY');
    expectRefusal(await exportIt(reception, { ids: [a.id], fileName: '' }), 400, 'VALIDATION', 'fileName');
    const many = Array.from({ length: 51 }, (_v, i) => i + 1);
    const en = await exportIt(reception, { ids: many, fileName: 'x' }, { 'accept-language': 'en-GB' });
    expectRefusal(en, 400, 'VALIDATION', 'ids');
    expect(en.json().message).toMatch(/at most 50/);
  });

  it('a role without event view (finance) is refused', async () => {
    const finance = await loginAs(t.app, 'finance');
    expectRefusal(await exportIt(finance, { ids: [1], fileName: 'x' }), 403, 'NO_PERMISSION');
  });
});
