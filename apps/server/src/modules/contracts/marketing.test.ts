import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MARKETING_DAILY_MAX, TAG_OBJECT_KINDS, addDays } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { smsJobs } from '../sms';
import { today } from './test-helpers';

let t: TestApp;
let admin: Session;
let staff: Session;
let adminId: number;
let planId: number;
let withMobile: number;
let withoutMobile: number;
let templateZh: number;
let templateEn: number;
let orderTemplate: number;
const MOBILE = '13987654321';
const EN = { 'accept-language': 'en-GB', lang: 'en_GB' };

const preview = (body: Record<string, unknown>, s = admin) =>
  as(t, s).post('/api/v2/cyclePlan/marketing/preview', body);
const send = (body: Record<string, unknown>, s = admin, headers?: Record<string, string>) =>
  as(t, s).post('/api/v2/cyclePlan/marketing/send', body, headers);
const marketingSends = () =>
  rows<{
    object_id: number;
    phone: string;
    content: string;
    cost: string;
    status: string;
    template_id: number;
  }>(
    t.database.db,
    sql`select object_id::int as object_id, phone, content, cost::text as cost, status, template_id::int as template_id
          from sms_sends where enterprise_id = 1 and kind = 'marketing' order by id`,
  );
const campaigns = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from service_plan_marketing`))[0]!
    .n;

beforeAll(async () => {
  t = await testApp();
  [admin, staff] = await Promise.all([loginAs(t.app, 'administrator'), loginAs(t.app, 'serviceStaff')]);
  adminId = await userId(t, 'administrator');
  const customers = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customers where enterprise_id = 1 and deleted_at is null order by id limit 2`,
    )
  ).map((r) => r.id);
  [withMobile, withoutMobile] = customers as [number, number];
  // one customer reachable at its default contact's mobile, the other without any contact
  await t.database.db.execute(
    sql`delete from customer_contacts where enterprise_id = 1 and customer_id in (${withMobile}, ${withoutMobile})`,
  );
  await t.database.db.execute(
    sql`insert into customer_contacts (enterprise_id, customer_id, name, phone, is_default)
        values (1, ${withMobile}, '王女士', ${MOBILE}, true)`,
  );
  const tagId = await idOf(
    t,
    sql`insert into tags (enterprise_id, object_kind, name) values (1, ${TAG_OBJECT_KINDS.customer}, '营销客户')
        returning id`,
  );
  await t.database.db.execute(
    sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
        values (1, ${TAG_OBJECT_KINDS.customer}, ${withMobile}, ${tagId}),
               (1, ${TAG_OBJECT_KINDS.customer}, ${withoutMobile}, ${tagId})`,
  );
  const saved = await as(t, admin).post('/api/v2/cyclePlan/save', {
    name: '冬季保养营销',
    customerTagId: tagId,
    cycleUnit: 'month',
    cycleValue: 1,
    startDate: today(),
    endDate: addDays(today(), 300),
    startTime: '10:00',
    aheadDays: 30,
    frequency: 'daily',
    staffUserId: await userId(t, 'serviceStaff'),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  planId = saved.json().data.id;
  templateZh = await idOf(
    t,
    sql`select id from sms_templates where enterprise_id = 1 and kind = 'marketing' and locale = 'zh_CN'`,
  );
  templateEn = await idOf(
    t,
    sql`select id from sms_templates where enterprise_id = 1 and kind = 'marketing' and locale = 'en_GB'`,
  );
  orderTemplate = await idOf(
    t,
    sql`select id from sms_templates where enterprise_id = 1 and kind = 'order.assigned' limit 1`,
  );
}, 120_000);
afterAll(() => t?.close());

describe('SMS marketing to a service plan’s customers (/cyclePlan/SMSmarketing/{id})', () => {
  it('preview counts those who would receive it; customers without a mobile are skipped and counted', async () => {
    const res = await preview({ planId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      chosen: 2,
      recipients: 1,
      skipped: 1,
      leftToday: MARKETING_DAILY_MAX,
    });
    const one = (await preview({ planId, customerIds: [withoutMobile] })).json().data;
    expect(one).toMatchObject({ chosen: 1, recipients: 0, skipped: 1 });
    // the passed marketing templates the page offers
    const templates = (await as(t, admin).get('/api/v2/cyclePlan/marketing/templates')).json().data;
    expect(templates.map((x: { id: number }) => x.id).sort()).toEqual([templateZh, templateEn].sort());
  });

  it('sending queues exactly the expected messages in the SMS send log, filled with the customer’s fields, then sends them', async () => {
    const before = await marketingSends();
    const res = await send({ planId, templateId: templateZh, expected: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ chosen: 2, recipients: 1, skipped: 1, queued: 1 });
    const after = await marketingSends();
    expect(after).toHaveLength(before.length + 1);
    const [name] = await rows<{ name: string }>(
      t.database.db,
      sql`select name from customers where enterprise_id = 1 and id = ${withMobile}`,
    );
    expect(after.at(-1)).toMatchObject({
      object_id: withMobile,
      phone: MOBILE,
      cost: '0.10',
      status: 'queued',
      template_id: templateZh,
      content: `【演示服务】王女士您好，${name!.name}的设备冬季保养月已开始，如需上门检修请回复本短信。`,
    });
    const [job] = smsJobs(t.app.ctx, { error: () => undefined } as never);
    await job!.run(null);
    expect((await marketingSends()).at(-1)!.status).toBe('sent');
    // recorded as a campaign, listed on the page
    const list = (await as(t, admin).get(`/api/v2/cyclePlan/marketing/list?planId=${planId}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      planId,
      templateId: templateZh,
      userId: adminId,
      chosen: 2,
      recipients: 1,
      skipped: 1,
      queued: 1,
    });
    expect(list.list[0].userName).toBeTruthy();
    const preview2 = (await preview({ planId })).json().data;
    expect(preview2).toMatchObject({ sentToday: 1, leftToday: MARKETING_DAILY_MAX - 1 });
  });

  it('refuses with MARKETING_COUNT_CHANGED (409) when the confirmed count changed, writing nothing', async () => {
    const [sends, made] = [await marketingSends(), await campaigns()];
    const res = await send({ planId, templateId: templateZh, expected: 2 });
    expectRefusal(res, 409, 'MARKETING_COUNT_CHANGED', 'expected');
    expect(res.json().data).toMatchObject({ recipients: 1 });
    const none = await send({ planId, templateId: templateZh, expected: 1, customerIds: [withoutMobile] });
    expectRefusal(none, 400, 'MARKETING_NO_RECIPIENTS', 'customerIds');
    expect(await marketingSends()).toHaveLength(sends.length);
    expect(await campaigns()).toBe(made);
  });

  it('at most 200 marketing messages per user per day (SB:150): MARKETING_DAILY_LIMIT, both languages', async () => {
    const filler = await idOf(
      t,
      sql`insert into service_plan_marketing (enterprise_id, plan_id, template_id, user_id, chosen, recipients, skipped, queued)
          values (1, ${planId}, ${templateZh}, ${adminId}, ${MARKETING_DAILY_MAX - 1}, ${MARKETING_DAILY_MAX - 1}, 0, ${MARKETING_DAILY_MAX - 1})
          returning id`,
    );
    try {
      const sends = await marketingSends();
      const zh = await send({ planId, templateId: templateZh, expected: 1 });
      expectRefusal(zh, 429, 'MARKETING_DAILY_LIMIT', 'customerIds');
      expect(zh.json().message).toBe('每人每天最多发送200条营销短信，今天还可发送 0 条');
      const en = await send({ planId, templateId: templateEn, expected: 1 }, admin, EN);
      expect(en.json().message).toBe('At most 200 marketing messages per user per day; 0 left today');
      expect(await marketingSends()).toHaveLength(sends.length);
      // yesterday's messages do not count
      await t.database.db.execute(
        sql`update service_plan_marketing set created_at = now() - interval '2 days' where enterprise_id = 1`,
      );
      expect((await preview({ planId })).json().data.leftToday).toBe(MARKETING_DAILY_MAX);
    } finally {
      await t.database.db.execute(
        sql`delete from service_plan_marketing where enterprise_id = 1 and id = ${filler}`,
      );
    }
  });

  it('two sends at once cannot both pass the day’s limit (serialised per user)', async () => {
    await t.database.db.execute(
      sql`delete from service_plan_marketing where enterprise_id = 1 and user_id = ${adminId}`,
    );
    await t.database.db.execute(
      sql`insert into service_plan_marketing (enterprise_id, plan_id, template_id, user_id, chosen, recipients, skipped, queued)
          values (1, ${planId}, ${templateZh}, ${adminId}, ${MARKETING_DAILY_MAX - 1}, ${MARKETING_DAILY_MAX - 1}, 0, ${MARKETING_DAILY_MAX - 1})`,
    );
    try {
      const answers = await Promise.all([
        send({ planId, templateId: templateZh, expected: 1 }),
        send({ planId, templateId: templateEn, expected: 1 }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      const [today] = await rows<{ n: number }>(
        t.database.db,
        sql`select sum(queued)::int as n from service_plan_marketing where enterprise_id = 1 and user_id = ${adminId}`,
      );
      expect(today!.n).toBe(MARKETING_DAILY_MAX);
    } finally {
      await t.database.db.execute(
        sql`delete from service_plan_marketing where enterprise_id = 1 and user_id = ${adminId}`,
      );
    }
  });

  it('the free tier cannot send SMS (403 PAID_FEATURE)', async () => {
    const free = await loginAs(t.app, 'freeAdministrator');
    expectRefusal(await preview({ planId }, free), 403, 'PAID_FEATURE');
    expectRefusal(await send({ planId, templateId: templateZh, expected: 1 }, free), 403, 'PAID_FEATURE');
  });

  it('per role: service staff (no 11803) 403', async () => {
    expect((await preview({ planId }, staff)).statusCode).toBe(403);
    expect((await send({ planId, templateId: templateZh, expected: 1 }, staff)).statusCode).toBe(403);
  });

  it("another enterprise's plan answers 404 and its list is empty", async () => {
    const other = await otherEnterprise(t);
    await t.database.db.execute(
      sql`update enterprises set is_charge_user = 1, service_expire_at = null where id = ${other.enterpriseId}`,
    );
    const s = other.session;
    expectRefusal(await preview({ planId }, s), 404, 'SERVICE_PLAN_NOT_FOUND', 'planId');
    expectRefusal(
      await send({ planId, templateId: templateZh, expected: 1 }, s),
      404,
      'SERVICE_PLAN_NOT_FOUND',
      'planId',
    );
    expect((await as(t, s).get('/api/v2/cyclePlan/marketing/list')).json().data.total).toBe(0);
  });

  it('bad input answers 400 naming the field, writing nothing', async () => {
    const made = await campaigns();
    expectRefusal(await preview({ planId: 'x' }), 400, 'VALIDATION', 'planId');
    expectRefusal(await send({ planId, templateId: templateZh, expected: 0 }), 400, 'VALIDATION', 'expected');
    expectRefusal(await send({ planId, expected: 1 }), 400, 'VALIDATION', 'templateId');
    expectRefusal(
      await preview({ planId, customerIds: [99_999_999] }),
      400,
      'MARKETING_CUSTOMER_NOT_IN_PLAN',
      'customerIds',
    );
    expectRefusal(
      await send({ planId, templateId: orderTemplate, expected: 1 }),
      400,
      'MARKETING_TEMPLATE_NOT_FOUND',
      'templateId',
    );
    expect(await campaigns()).toBe(made);
  });
});
