import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/client';
import { phoneOf } from '../test/accounts';
import { api, loginAs, testApp, type Session, type TestApp } from '../test/app';
import { sha256 } from './crypto';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Sets the session's last use `ago` ago and answers the stored value as epoch milliseconds. */
async function lastUsedAgo(s: Session, ago: string) {
  const [row] = await rows<{ at: string }>(
    t.database.db,
    sql`update sessions set last_used_at = now() - ${ago}::interval where token_hash = ${sha256(s.token)}
        returning (extract(epoch from last_used_at) * 1000)::text as at`,
  );
  return Number(row!.at);
}

async function lastUsed(s: Session) {
  const [row] = await rows<{ at: string }>(
    t.database.db,
    sql`select (extract(epoch from last_used_at) * 1000)::text as at from sessions where token_hash = ${sha256(s.token)}`,
  );
  return Number(row!.at);
}

const info = (s: Session) => api(t.app, s).get('/api/v2/sessionUser/info');

describe('the session touch (last_used_at, written at most once a minute)', () => {
  it("a session's first request after a minute moves last_used_at to now", async () => {
    const s = await loginAs(t.app, 'dispatcher');
    const before = await lastUsedAgo(s, '5 minutes');
    const sent = Date.now();
    expect((await info(s)).statusCode).toBe(200);
    const after = await lastUsed(s);
    expect(after).toBeGreaterThan(before + 4 * 60_000);
    expect(Math.abs(after - sent)).toBeLessThan(60_000);
  });

  it('a request within the minute of the last use leaves last_used_at as it was', async () => {
    const s = await loginAs(t.app, 'serviceStaff');
    const before = await lastUsedAgo(s, '30 seconds');
    expect((await info(s)).statusCode).toBe(200);
    expect(await lastUsed(s)).toBe(before);
  });

  it('an expired session answers 401 and is not touched, so it stays expired', async () => {
    const s = await loginAs(t.app, 'reception');
    const before = await lastUsedAgo(s, '7 days 1 minute');
    expect((await info(s)).statusCode).toBe(401);
    expect(await lastUsed(s)).toBe(before);
    expect((await info(s)).statusCode).toBe(401);
  });

  it("a disabled user's session answers 401 and is not touched", async () => {
    const s = await loginAs(t.app, 'returnVisit');
    const before = await lastUsedAgo(s, '5 minutes');
    await t.database.db.execute(
      sql`update users set enabled = false where phone = ${phoneOf('returnVisit')}`,
    );
    try {
      expect((await info(s)).statusCode).toBe(401);
      expect(await lastUsed(s)).toBe(before);
    } finally {
      await t.database.db.execute(
        sql`update users set enabled = true where phone = ${phoneOf('returnVisit')}`,
      );
    }
  });
});
