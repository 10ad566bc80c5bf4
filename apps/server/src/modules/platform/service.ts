import { count, desc, eq, min, sql, type SQL } from 'drizzle-orm';
import type { Page, SmsOutboxMessage, SmsOutboxQuery } from '@fieldline/domain';
import { allTenants, type Tenant } from '../../core/tenant';
import type { Db } from '../../db/client';
import { enterprises, smsOutbox } from '../../db/schema';
import { platformErrors } from './errors';

/** Counting stops here: the outbox only grows, and its first pages are what anyone reads. */
const OUTBOX_COUNT_CAP = 10_000;

/**
 * A platform administrator: a listed phone (PLATFORM_ADMIN_PHONES), in the first enterprise created on
 * this server (the operator's own; the demo enterprise on a fresh install). Binding the enterprise
 * keeps another enterprise from making itself one by adding a user with a listed phone.
 */
export async function isPlatformAdmin(t: Pick<Tenant, 'app' | 'db' | 'user'>): Promise<boolean> {
  if (!t.app.config.platformAdminPhones.includes(t.user.phone)) return false;
  const [first] = await t.db.select({ id: min(enterprises.id) }).from(enterprises);
  return first?.id === t.user.enterpriseId;
}

/**
 * The built-in outbox, newest first, paged in SQL; only while the outbox is the SMS provider. It spans
 * every enterprise on purpose (the platform administrator's page).
 */
export async function listSmsOutbox(t: Tenant, query: SmsOutboxQuery): Promise<Page<SmsOutboxMessage>> {
  if (!(await isPlatformAdmin(t))) throw platformErrors.NOT_PLATFORM_ADMIN();
  if (!t.app.sms.outbox) throw platformErrors.SMS_OUTBOX_OFF();
  const where = query.phone ? eq(smsOutbox.phone, query.phone) : undefined;
  const [rows, total] = await allTenants(() =>
    Promise.all([
      t.db
        .select()
        .from(smsOutbox)
        .where(where)
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(query.pageSize)
        .offset(query.pageIndex * query.pageSize),
      countCapped(t.db, where),
    ]),
  );
  return {
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: Math.min(total, OUTBOX_COUNT_CAP),
    totalCapped: total > OUTBOX_COUNT_CAP || undefined,
  };
}

async function countCapped(db: Db, where: SQL | undefined): Promise<number> {
  const upTo = db
    .select({ one: sql`1` })
    .from(smsOutbox)
    .where(where)
    .limit(OUTBOX_COUNT_CAP + 1)
    .as('t');
  const [row] = await db.select({ n: count() }).from(upTo);
  return row?.n ?? 0;
}
