import { count, desc, eq, sql } from 'drizzle-orm';
import {
  SMS_PRICE,
  formatCents,
  toCents,
  type Page,
  type SmsBalanceView,
  type SmsSendItem,
  type SmsSendListQuery,
  type SmsSkipReason,
  type SmsSendStatus,
  type SmsTopUpItem,
  type PageQuery,
} from '@fieldline/domain';
import { smsBalances, smsSends, smsTopUps, users } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';

/** The balance in yuan (two decimals) and how many messages it still pays for. */
export async function balanceOf(t: TenantDb): Promise<SmsBalanceView> {
  const [row] = await t.db
    .select({ balance: smsBalances.balance })
    .from(smsBalances)
    .where(mine(t, smsBalances));
  const cents = toCents(row?.balance ?? '0');
  return {
    balance: formatCents(cents),
    price: SMS_PRICE,
    messagesLeft: Number(cents / toCents(SMS_PRICE)),
  };
}

/** One page of the send log, newest first (sms_sends_list_idx; by status sms_sends_status_idx). */
export async function listSends(t: TenantDb, q: SmsSendListQuery): Promise<Page<SmsSendItem>> {
  const where = mine(t, smsSends, q.status ? eq(smsSends.status, q.status) : undefined);
  const [list, total] = await Promise.all([
    t.db
      .select({
        id: smsSends.id,
        kind: smsSends.kind,
        objectKind: smsSends.objectKind,
        objectId: smsSends.objectId,
        userId: smsSends.userId,
        userName: users.name,
        phone: smsSends.phone,
        content: smsSends.content,
        cost: smsSends.cost,
        status: smsSends.status,
        reason: smsSends.reason,
        createdAt: smsSends.createdAt,
        sentAt: smsSends.sentAt,
      })
      .from(smsSends)
      .leftJoin(
        users,
        sql`${users.enterpriseId} = ${smsSends.enterpriseId} and ${users.id} = ${smsSends.userId}`,
      )
      .where(where)
      .orderBy(desc(smsSends.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: count() })
      .from(smsSends)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return {
    list: list.map((r) => ({
      ...r,
      id: Number(r.id),
      objectId: r.objectId === null ? null : Number(r.objectId),
      userId: r.userId === null ? null : Number(r.userId),
      cost: formatCents(toCents(r.cost)),
      status: r.status as SmsSendStatus,
      reason: r.reason as SmsSkipReason | null,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
    total,
  };
}

/** One page of the enterprise's top-ups, newest first (sms_top_ups_list_idx). */
export async function listTopUps(t: TenantDb, q: PageQuery): Promise<Page<SmsTopUpItem>> {
  const [list, total] = await Promise.all([
    t.db
      .select()
      .from(smsTopUps)
      .where(mine(t, smsTopUps))
      .orderBy(desc(smsTopUps.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: count() })
      .from(smsTopUps)
      .where(mine(t, smsTopUps))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return {
    list: list.map((r) => ({
      id: Number(r.id),
      amount: formatCents(toCents(r.amount)),
      balanceAfter: formatCents(toCents(r.balanceAfter)),
      note: r.note,
      byName: r.byName,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}
