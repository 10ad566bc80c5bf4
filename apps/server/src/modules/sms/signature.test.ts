import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';

let t: TestApp;
let admin: Session;
let enterpriseId: number;
const SIGNATURE = '/api/v2/sms/signature';
const REVIEW = '/api/v2/platform/sms/review';
const EN = { 'accept-language': 'en-GB' };

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  enterpriseId = await idOf(
    t,
    sql`select enterprise_id as id from users where id = ${await userId(t, 'administrator')}`,
  );
});
afterAll(() => t.close());

const signature = async (s = admin) => (await as(t, s).get(SIGNATURE)).json().data;
const submit = (name: string, s = admin, headers?: Record<string, string>) =>
  as(t, s).post(SIGNATURE, { name }, headers);
const act = (action: string, extra: Record<string, unknown> = {}, s = admin) =>
  as(t, s).post(REVIEW, { subject: 'signature', enterpriseId, action, ...extra });
const logCount = async () =>
  Number(
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sms_review_logs where enterprise_id = ${enterpriseId} and subject = 'signature'`,
      )
    )[0]!.n,
  );

describe('SMS signature (spec-business §5 rules, §4 states)', () => {
  it('the demo enterprise has a passed signature in use', async () => {
    expect(await signature()).toMatchObject({ name: '演示服务', state: 3, activeName: '演示服务' });
  });

  it.each([
    ['length: at least 2 characters', '服', 'SMS_SIGNATURE_LENGTH'],
    ['length: at most 8 characters', '一二三四五六七八九', 'SMS_SIGNATURE_LENGTH'],
    ['no web addresses', 'fl.com', 'SMS_SIGNATURE_WEB_ADDRESS'],
    ['no brackets', '【服务】', 'SMS_SIGNATURE_BRACKETS'],
    ['no special symbols', '服务!', 'SMS_SIGNATURE_SYMBOLS'],
    ['no sensitive words', '中国服务', 'SMS_SIGNATURE_SENSITIVE'],
  ])(
    'refuses a signature breaking "%s" with a coded 400 in both languages, writing nothing',
    async (_r, name, code) => {
      const before = await logCount();
      const zh = await submit(name);
      expectRefusal(zh, 400, code, 'name');
      expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
      const en = await submit(name, admin, EN);
      expectRefusal(en, 400, code, 'name');
      expect(en.json().message).toMatch(/^[^\u4e00-\u9fff]*signature[^\u4e00-\u9fff]*/i);
      expect(await logCount()).toBe(before);
      expect(await signature()).toMatchObject({ name: '演示服务', state: 3 });
    },
  );

  it('names the sensitive word it found', async () => {
    expect((await submit('测试公司', admin, EN)).json().message).toContain('"测试"');
  });

  it('the free tier cannot use SMS signatures (spec-business §8)', async () => {
    const free = await loginAs(t.app, 'freeAdministrator');
    expectRefusal(await submit('免费工作室', free), 403, 'PAID_FEATURE');
    expect(await signature(free)).toMatchObject({ name: null, state: null, activeName: null });
  });

  it('submitted → under review → rejected with a reason → resubmitted → passed; the passed one stays in use meanwhile', async () => {
    const before = await logCount();
    expect((await submit('新签名')).json().data).toMatchObject({
      name: '新签名',
      state: 1,
      activeName: '演示服务',
    });
    expect((await act('review')).json().data).toEqual({ state: 2 });
    expectRefusal(await submit('另一个'), 409, 'SMS_REVIEW_NOT_ALLOWED');
    expectRefusal(await act('reject'), 400, 'VALIDATION', 'reason');
    expect((await act('reject', { reason: '签名与企业名称不符' })).json().data).toEqual({ state: 4 });
    expect(await signature()).toMatchObject({
      state: 4,
      rejectReason: '签名与企业名称不符',
      activeName: '演示服务',
    });
    expectRefusal(await act('approve'), 409, 'SMS_REVIEW_NOT_ALLOWED');
    await submit('新签名');
    expect((await act('approve')).json().data).toEqual({ state: 3 });
    expect(await signature()).toMatchObject({
      name: '新签名',
      state: 3,
      activeName: '新签名',
      rejectReason: null,
    });
    expectRefusal(await act('approve'), 409, 'SMS_REVIEW_NOT_ALLOWED');
    // every step logged, with who and the reason
    const log = await rows<{
      from_state: number | null;
      to_state: number;
      note: string | null;
      actor_name: string;
    }>(
      t.database.db,
      sql`select from_state, to_state, note, actor_name from sms_review_logs
           where enterprise_id = ${enterpriseId} and subject = 'signature' order by id`,
    );
    expect(log.length - before).toBe(5);
    expect(log.slice(before).map((l) => [l.from_state, l.to_state])).toEqual([
      [3, 1],
      [1, 2],
      [2, 4],
      [4, 1],
      [1, 3],
    ]);
    expect(log.slice(before)[2]!.note).toBe('签名与企业名称不符');
  });

  it('lists what waits for review across enterprises, for the platform administrator', async () => {
    const other = await otherEnterprise(t);
    await t.database.db.execute(
      sql`update enterprises set is_charge_user = 1, service_expire_at = null where id = ${other.enterpriseId}`,
    );
    expect((await submit('其他公司', other.session)).json().data.state).toBe(1);
    const queue = (await as(t, admin).get('/api/v2/platform/sms/reviews?subject=signature')).json().data;
    expect(queue.list).toContainEqual(
      expect.objectContaining({
        enterpriseId: other.enterpriseId,
        text: '其他公司',
        state: 1,
        enterpriseName: '其他公司',
      }),
    );
    // the other enterprise sees its own signature only, and cannot review it
    expect(await signature(other.session)).toMatchObject({ name: '其他公司', state: 1 });
    expectRefusal(
      await as(t, other.session).post(REVIEW, {
        subject: 'signature',
        enterpriseId: other.enterpriseId,
        action: 'approve',
      }),
      403,
      'NOT_PLATFORM_ADMIN',
    );
  });

  it('only the platform administrator reviews; a role without 12704 cannot read the signature', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher');
    expectRefusal(await act('reject', { reason: 'x' }, dispatcher), 403, 'NOT_PLATFORM_ADMIN');
    expectRefusal(await as(t, dispatcher).get('/api/v2/platform/sms/reviews'), 403, 'NOT_PLATFORM_ADMIN');
    const staff = await loginAs(t.app, 'serviceStaff');
    expectRefusal(await as(t, staff).get(SIGNATURE), 403, 'NO_PERMISSION');
    expectRefusal(await act('approve', { enterpriseId: 999999 }), 404, 'NOT_FOUND');
  });
});
