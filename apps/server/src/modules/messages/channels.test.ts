import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { dingTalkSigned } from '../../core/chat-app';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { appendEvent } from '../events';

/**
 * The chat-app and email channels (issue 21) against a local group-robot webhook (answering as WeCom
 * and DingTalk do) and a local SMTP server: what the message settings choose is really sent.
 */
let t: TestApp;
let admin: Session;
let staff: Session;
let robot: http.Server;
let robotUrl: string;
let smtp: SMTPServer;
const posts: { url: string; body: Record<string, unknown> }[] = [];
const mails: { to: string[]; data: string }[] = [];
let robotAnswer = { errcode: 0, errmsg: 'ok' };
let enterpriseId: number;
let orderId: number;
const ids = { staff: 0, dispatcher: 0, admin: 0 };

beforeAll(async () => {
  robot = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      posts.push({ url: req.url ?? '', body: JSON.parse(data) as Record<string, unknown> });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(robotAnswer));
    });
  });
  await new Promise<void>((r) => robot.listen(0, '127.0.0.1', r));
  robotUrl = `http://127.0.0.1:${(robot.address() as AddressInfo).port}/cgi-bin/webhook/send?key=k1`;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  t = await testApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, chatAppHosts: ['127.0.0.1'] });
  [admin, staff] = await Promise.all([loginAs(t.app, 'administrator'), loginAs(t.app, 'serviceStaff')]);
  ids.staff = await userId(t, 'serviceStaff');
  ids.dispatcher = await userId(t, 'dispatcher');
  ids.admin = await userId(t, 'administrator');
  enterpriseId = await idOf(t, sql`select enterprise_id as id from users where id = ${ids.staff}`);
  orderId = await idOf(
    t,
    sql`select id from orders where enterprise_id = ${enterpriseId} and deleted_at is null order by id limit 1`,
  );
  await t.database.db.execute(
    sql`update orders set server_user_id = ${ids.staff} where enterprise_id = ${enterpriseId} and id = ${orderId}`,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => robot.close(r));
  await new Promise((r) => smtp.close(() => r(null)));
});

/** The order is assigned (as the dispatcher), and the dispatcher delivers and sends. */
async function assigned() {
  await asTenant(enterpriseId, () =>
    t.database.db.transaction(async (tx) => {
      const w = { db: tx, enterpriseId, user: { id: ids.dispatcher } as never, written: { events: 0 } };
      await appendEvent(w, 'order.assigned', orderId, { orderNo: 'GD-CH-001', title: '空调不制冷' });
    }),
  );
  t.app.ctx.events.kick();
  await t.app.ctx.events.idle();
}

/** The Subject header of a raw message, its MIME encoded words decoded (Chinese subjects are encoded). */
function subjectOf(raw: string) {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

const outbound = async () =>
  (await as(t, admin).get('/api/v2/message/outbound?pageSize=50')).json().data as {
    list: { channel: string; address: string; status: string; error: string | null }[];
    total: number;
  };

describe('message channels: the chat app and email (issue 21)', () => {
  it('the channels a setting may choose: the chat app only once a robot is saved (400 naming channels)', async () => {
    expect((await as(t, admin).get('/api/v2/message/channels')).json().data).toEqual({
      inApp: true,
      sms: true,
      chatApp: false,
      email: true,
    });
    const save = await as(t, admin).put('/api/v2/messageSetting', {
      kind: 'order.assigned',
      enabled: true,
      recipients: ['server'],
      channels: ['inApp', 'chatApp'],
    });
    expectRefusal(save, 400, 'CHANNEL_CHAT_APP_UNSET', 'channels');
    expectRefusal(await as(t, staff).get('/api/v2/message/channels'), 403, 'NO_PERMISSION');
  });

  it("a robot is saved only on the chat app's own hosts; its secret is never answered", async () => {
    const bad = await as(t, admin).put('/api/v2/message/chatAppRobot', {
      provider: 'wecom',
      url: 'http://10.0.0.8/cgi-bin/webhook/send?key=k1',
    });
    expectRefusal(bad, 400, 'CHAT_APP_HOST_REFUSED', 'url');
    expectRefusal(
      await as(t, admin).put('/api/v2/message/chatAppRobot', { provider: 'slack', url: robotUrl }),
      400,
      'VALIDATION',
      'provider',
    );
    const saved = await as(t, admin).put('/api/v2/message/chatAppRobot', {
      provider: 'dingtalk',
      url: robotUrl,
      secret: 'SEC-test-secret',
    });
    expect(saved.json().data).toEqual({ provider: 'dingtalk', url: robotUrl, hasSecret: true });
    expect(JSON.stringify((await as(t, admin).get('/api/v2/message/chatAppRobot')).json())).not.toContain(
      'SEC-',
    );
    // another enterprise has no robot of ours
    const other = await otherEnterprise(t);
    expect((await as(t, other.session).get('/api/v2/message/chatAppRobot')).json().data).toBeNull();
  });

  it('the test message reaches the robot, signed for DingTalk and mentioning the caller; a refusal is a 502', async () => {
    posts.length = 0;
    expect((await as(t, admin).post('/api/v2/message/chatAppRobot/test')).statusCode).toBe(200);
    const [post] = posts;
    expect(post!.url).toMatch(/timestamp=\d+&sign=/);
    const timestamp = Number(new URL(post!.url, 'http://x').searchParams.get('timestamp'));
    expect(dingTalkSigned(robotUrl, 'SEC-test-secret', timestamp)).toContain(
      post!.url.split('?')[1]!.split('&sign=')[1]!.slice(0, 10),
    );
    expect(post!.body).toMatchObject({
      msgtype: 'text',
      at: { atMobiles: [expect.stringMatching(/^1\d{10}$/)] },
    });
    robotAnswer = { errcode: 310000, errmsg: 'sign not match' };
    const refused = await as(t, admin).post('/api/v2/message/chatAppRobot/test');
    expectRefusal(refused, 502, 'CHAT_APP_TEST_FAILED');
    expect(refused.json().message).toContain('sign not match');
    robotAnswer = { errcode: 0, errmsg: 'ok' };
  });

  it("a user's email is kept (a bad address is a 400 naming email)", async () => {
    expectRefusal(
      await as(t, admin).put(`/api/user/${ids.staff}`, { email: 'not-an-address' }),
      400,
      'VALIDATION',
      'email',
    );
    expect(
      (await as(t, admin).put(`/api/user/${ids.staff}`, { email: 'zhang@example.com' })).statusCode,
    ).toBe(200);
    expect((await as(t, admin).get(`/api/user/${ids.staff}`)).json().data.email).toBe('zhang@example.com');
  });

  it('an assignment reaches the server through the robot (mentioned) and by email, once each, even when redelivered', async () => {
    await as(t, admin).put('/api/v2/message/chatAppRobot', {
      provider: 'wecom',
      url: robotUrl,
      secret: null,
    });
    const save = await as(t, admin).put('/api/v2/messageSetting', {
      kind: 'order.assigned',
      enabled: true,
      recipients: ['server'],
      channels: ['inApp', 'chatApp', 'email'],
    });
    expect(save.statusCode).toBe(200);
    posts.length = 0;
    mails.length = 0;
    await assigned();
    const [phone] = await rows<{ phone: string }>(
      t.database.db,
      sql`select phone from users where id = ${ids.staff}`,
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      msgtype: 'text',
      text: { content: expect.stringContaining('GD-CH-001'), mentioned_mobile_list: [phone!.phone] },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['zhang@example.com']);
    expect(subjectOf(mails[0]!.data)).toContain('GD-CH-001');
    const log = await outbound();
    expect(
      log.list
        .slice(0, 2)
        .map((m) => [m.channel, m.status])
        .sort(),
    ).toEqual([
      ['chatApp', 'sent'],
      ['email', 'sent'],
    ]);
    // the consumer's receipt is gone (as after a crash before it was kept): delivered again, nothing is sent twice
    await asTenant(enterpriseId, () =>
      t.database.db
        .execute(sql`delete from event_receipts r where r.enterprise_id = ${enterpriseId} and r.consumer = 'messages'
        and r.event_id = (select max(id) from domain_events e where e.enterprise_id = ${enterpriseId})`),
    );
    await asTenant(enterpriseId, () =>
      t.database.db
        .execute(sql`update domain_events e set delivered_at = null where e.enterprise_id = ${enterpriseId}
        and e.id = (select max(id) from domain_events d where d.enterprise_id = ${enterpriseId})`),
    );
    t.app.ctx.events.kick();
    await t.app.ctx.events.idle();
    expect(posts).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect((await outbound()).total).toBe(log.total);
  });

  it('a robot that refuses leaves the message failed with its answer', async () => {
    robotAnswer = { errcode: 93000, errmsg: 'invalid webhook url' };
    await assigned();
    const [latest] = (await outbound()).list.filter((m) => m.channel === 'chatApp');
    expect(latest).toMatchObject({ status: 'failed', error: expect.stringContaining('93000') });
    robotAnswer = { errcode: 0, errmsg: 'ok' };
  });
});
