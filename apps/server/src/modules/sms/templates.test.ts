import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';

let t: TestApp;
let admin: Session;
let enterpriseId: number;
const EN = { 'accept-language': 'en-GB' };
const create = (body: Record<string, unknown>, s = admin, headers?: Record<string, string>) =>
  as(t, s).post('/api/v2/sms/template', body, headers);
const templates = async (s = admin) => (await as(t, s).get('/api/v2/sms/templates')).json().data;
const count = async () =>
  Number((await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sms_templates`))[0]!.n);

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  enterpriseId = await idOf(
    t,
    sql`select enterprise_id as id from users where id = ${await userId(t, 'administrator')}`,
  );
});
afterAll(() => t.close());

describe('SMS templates (placeholders of spec-business §3)', () => {
  it('the demo enterprise has passed templates for assignment, completion and marketing', async () => {
    const list = await templates();
    expect(list.map((x: { kind: string; locale: string }) => `${x.kind}/${x.locale}`)).toEqual([
      'marketing/en_GB',
      'marketing/zh_CN',
      'order.assigned/en_GB',
      'order.assigned/zh_CN',
      'order.completed/zh_CN',
    ]);
    expect(list.every((x: { state: number }) => x.state === 3)).toBe(true);
  });

  it("a marketing template takes the customer's placeholders, not an order's (spec-business §3)", async () => {
    const before = await count();
    expectRefusal(
      await create({ kind: 'marketing', locale: 'zh_CN', content: '${name}：工单${order_no}' }),
      400,
      'SMS_PLACEHOLDER_UNKNOWN',
      'content',
    );
    expect(await count()).toBe(before);
  });

  it('refuses an unknown placeholder at save, naming it, in both languages, writing nothing', async () => {
    const before = await count();
    const body = { kind: 'order.accepted', locale: 'zh_CN', content: '工单${order_no}，客户${customer}' };
    const zh = await create(body);
    expectRefusal(zh, 400, 'SMS_PLACEHOLDER_UNKNOWN', 'content');
    expect(zh.json().message).toBe('不支持的占位符：${customer}');
    const en = await create(body, admin, EN);
    expect(en.json().message).toBe('Unknown placeholder: ${customer}');
    expect(en.json().data).toEqual({ placeholder: 'customer' });
    expectRefusal(
      await create({ ...body, content: '工单${order_no' }),
      400,
      'SMS_PLACEHOLDER_UNKNOWN',
      'content',
    );
    expect(await count()).toBe(before);
  });

  it('refuses a placeholder the spec lists but this version cannot fill (links)', async () => {
    const res = await create(
      { kind: 'order.completed', locale: 'en_GB', content: 'Rate us: ${eval_url}' },
      admin,
      EN,
    );
    expectRefusal(res, 400, 'SMS_PLACEHOLDER_NOT_BUILT', 'content');
    expect(res.json().message).toContain('${eval_url}');
  });

  it('refuses bad kinds, languages and empty or long texts with coded 400s', async () => {
    const ok = { kind: 'order.accepted', locale: 'zh_CN', content: '好' };
    expectRefusal(await create({ ...ok, kind: 'order.nothing' }), 400, 'VALIDATION', 'kind');
    expectRefusal(await create({ ...ok, locale: 'fr_FR' }), 400, 'VALIDATION', 'locale');
    expectRefusal(await create({ ...ok, content: '  ' }), 400, 'VALIDATION', 'content');
    expectRefusal(await create({ ...ok, content: 'x'.repeat(301) }), 400, 'VALIDATION', 'content');
  });

  it('adds (submitted for review), refuses a second for the same kind and language, edits back to review, deletes', async () => {
    const created = (
      await create({
        kind: 'order.accepted',
        locale: 'zh_CN',
        content: '工单${order_no}已由${visit_user}接单',
      })
    ).json().data;
    expect(created).toMatchObject({ kind: 'order.accepted', locale: 'zh_CN', state: 1 });
    expectRefusal(
      await create({ kind: 'order.accepted', locale: 'zh_CN', content: '再来一个' }),
      409,
      'SMS_TEMPLATE_EXISTS',
    );
    await as(t, admin).post('/api/v2/platform/sms/review', {
      subject: 'template',
      enterpriseId,
      id: created.id,
      action: 'approve',
    });
    const edited = (
      await as(t, admin).put(`/api/v2/sms/template/${created.id}`, {
        content: '工单${order_no}已接单（${progress_name}）',
      })
    ).json().data;
    expect(edited).toMatchObject({
      id: created.id,
      state: 1,
      content: '工单${order_no}已接单（${progress_name}）',
    });
    expectRefusal(
      await as(t, admin).put(`/api/v2/sms/template/${created.id}`, { content: '${nope}' }),
      400,
      'SMS_PLACEHOLDER_UNKNOWN',
    );
    expect((await as(t, admin).del(`/api/v2/sms/template/${created.id}`)).json().data).toEqual({
      id: created.id,
    });
    expectRefusal(await as(t, admin).del(`/api/v2/sms/template/${created.id}`), 404, 'NOT_FOUND');
  });

  it("another enterprise neither sees nor changes this enterprise's templates", async () => {
    const [mine] = await templates();
    const other = await otherEnterprise(t);
    expect(await templates(other.session)).toEqual([]);
    expectRefusal(
      await as(t, other.session).put(`/api/v2/sms/template/${mine.id}`, { content: '改掉' }),
      404,
      'NOT_FOUND',
    );
    expectRefusal(await as(t, other.session).del(`/api/v2/sms/template/${mine.id}`), 404, 'NOT_FOUND');
    expect((await templates())[0]).toEqual(mine);
  });
});
