import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundJobs } from '../app';
import { rows } from '../db/client';
import { phoneOf } from '../test/accounts';
import { loginAs, testApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await rows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('background jobs on pg-boss', () => {
  it('schedules the hourly purge, the daily sweep of evaluation photos and the minute sweep of domain events; the purge removes expired sessions, codes and stale failure counters', async () => {
    await loginAs(t.app, 'administrator');
    await loginAs(t.app, 'dispatcher');
    await t.database.db.execute(
      sql`update sessions set last_used_at = now() - interval '8 days' where user_id = (select id from users where phone = ${phoneOf('dispatcher')})`,
    );
    await t.database.db.execute(
      sql`insert into verification_codes (phone, purpose, code_hash, expires_at) values (${phoneOf('administrator')}, 'login', 'x', now() - interval '1 minute')`,
    );
    await t.database.db.execute(
      sql`insert into login_failures (key, at) values ('acct:13800000001', now() - interval '16 minutes')`,
    );
    expect(await count('sessions')).toBe(2);

    await startBackgroundJobs(t.app);
    const boss = t.app.ctx.jobs!.boss;
    const schedules = await boss.getSchedules();
    // every module's minute and daily sweeps are scheduled (more join as modules arrive)
    expect(schedules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'purge-expired-sessions', cron: '0 * * * *' }),
        expect.objectContaining({ name: 'sweep-unused-eval-photos', cron: '0 19 * * *' }),
        expect.objectContaining({ name: 'events-sweep', cron: '* * * * *' }),
        expect.objectContaining({ name: 'notices-sweep', cron: '* * * * *' }),
        expect.objectContaining({ name: 'sms-send-sweep', cron: '* * * * *' }),
        expect.objectContaining({ name: 'order-pool-sweep', cron: '* * * * *' }),
      ]),
    );

    const id = await boss.send('purge-expired-sessions', {});
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/); // pg-boss job uuid
    for (let i = 0; i < 60 && (await count('verification_codes')) > 0; i++)
      await new Promise((r) => setTimeout(r, 500));
    expect(await count('sessions')).toBe(1);
    expect(await count('verification_codes')).toBe(0);
    expect(await count('login_failures')).toBe(0);
    const job = await boss.getJobById('purge-expired-sessions', id!);
    expect(job?.state).toBe('completed');
  });
});
