import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_MS } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { mine, type TenantDb } from '../../core/tenant';
import { enterprises, loginFailures, sessions, users, verificationCodes } from '../../db/schema';

/** Enabled accounts using a mobile number, one per enterprise. */
export const accountsByPhone = (db: Db, phone: string) =>
  db
    .select({
      id: users.id,
      enterpriseId: users.enterpriseId,
      passwordHash: users.passwordHash,
      enterpriseName: enterprises.name,
    })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
    .where(and(eq(users.phone, phone), eq(users.enabled, true)))
    .orderBy(users.enterpriseId);

export async function failureCounts(db: Db, keys: string[]) {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const result = await db
    .select({ key: loginFailures.key, n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  return Math.max(0, ...result.map((r) => Number(r.n)));
}

export const recordFailures = (db: Db, keys: string[]) =>
  db.insert(loginFailures).values(keys.map((key) => ({ key })));
export const clearFailures = (db: Db, key: string) =>
  db.delete(loginFailures).where(eq(loginFailures.key, key));

export const findCode = (db: Db, phone: string, purpose: string) =>
  db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
    .then((r) => r[0]);

export const deleteCode = (db: Db, phone: string, purpose: string) =>
  db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)));

export const countWrongTry = (db: Db, phone: string, purpose: string) =>
  db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.phone, phone), eq(verificationCodes.purpose, purpose)))
    .returning({ attempts: verificationCodes.attempts })
    .then((r) => r[0]?.attempts ?? 0);

export const deleteSession = (t: TenantDb, tokenHash: string) =>
  t.db.delete(sessions).where(mine(t, sessions, eq(sessions.tokenHash, tokenHash)));

/** Removes expired sessions, codes and stale failure counters; the hourly purge job. */
export async function purgeExpired(db: Db, idleMs: number) {
  const idleSince = new Date(Date.now() - idleMs);
  const s = await db
    .delete(sessions)
    .where(lt(sessions.lastUsedAt, idleSince))
    .returning({ t: sessions.tokenHash });
  const c = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date()))
    .returning({ p: verificationCodes.phone });
  const f = await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)))
    .returning({ id: loginFailures.id });
  return { sessions: s.length, codes: c.length, failures: f.length };
}
