import { eq, sql } from 'drizzle-orm';
import {
  SMS_REVIEW_ACTIONS,
  SMS_REVIEW_STATES,
  formatCents,
  toCents,
  type Page,
  type SmsBalanceListQuery,
  type SmsEnterpriseBalance,
  type SmsReviewInput,
  type SmsReviewItem,
  type SmsReviewListQuery,
  type SmsReviewState,
  type SmsTopUpInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { enterprises, smsSignatures, smsTemplates, smsTopUps } from '../../db/schema';
import { coreErrors } from '../../core/errors';
import { allTenants, asTenant, mine, type Tenant, type TenantDb } from '../../core/tenant';
import { isPlatformAdmin, platformErrors } from '../platform';
import { smsErrors } from './errors';
import { assertCan, logReview } from './review';

/** Only the platform administrator (operator) reviews signatures and templates and credits balances. */
async function assertPlatformAdmin(t: Tenant) {
  if (!(await isPlatformAdmin(t))) throw platformErrors.NOT_PLATFORM_ADMIN();
}

/**
 * What waits for review (submitted or under review, oldest first), or every row in one state. It
 * spans every enterprise on purpose: the operator's queue.
 */
export async function listReviews(t: Tenant, q: SmsReviewListQuery): Promise<Page<SmsReviewItem>> {
  await assertPlatformAdmin(t);
  const states = q.state ? [q.state] : [SMS_REVIEW_STATES.submitted, SMS_REVIEW_STATES.reviewing];
  const inStates = sql`x.state in (${sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const from =
    q.subject === 'signature'
      ? sql`(select enterprise_id, null::bigint as id, null::text as kind, null::text as locale, name as text,
                state, reject_reason, submitted_at from sms_signatures) x`
      : sql`(select enterprise_id, id, kind, locale, content as text, state, reject_reason, submitted_at
               from sms_templates) x`;
  const [list, count] = await allTenants(() =>
    Promise.all([
      rows<Record<string, unknown>>(
        t.db,
        sql`select x.*, e.name as enterprise_name from ${from} join enterprises e on e.id = x.enterprise_id
             where ${inStates} order by x.submitted_at, x.enterprise_id, x.id nulls first
             limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
      ),
      rows<{ n: number }>(t.db, sql`select count(*)::int as n from ${from} where ${inStates}`),
    ]),
  );
  return {
    list: list.map((r) => ({
      key: `${q.subject}-${String(r.enterprise_id)}-${String(r.id ?? 0)}`,
      subject: q.subject,
      enterpriseId: Number(r.enterprise_id),
      enterpriseName: String(r.enterprise_name),
      id: r.id === null ? null : Number(r.id),
      kind: (r.kind as string | null) ?? null,
      locale: (r.locale as string | null) ?? null,
      text: String(r.text),
      state: Number(r.state) as SmsReviewState,
      rejectReason: (r.reject_reason as string | null) ?? null,
      submittedAt: new Date(r.submitted_at as string).toISOString(),
    })),
    total: Number(count[0]?.n ?? 0),
  };
}

/**
 * One review step by the platform administrator, on the enterprise's row, with its log: take it up
 * (under review), approve (a passed signature becomes the one messages are sent with) or reject
 * with the reason the enterprise reads.
 */
export async function review(t: Tenant, input: SmsReviewInput) {
  await assertPlatformAdmin(t);
  const target: TenantDb = { db: t.db, enterpriseId: input.enterpriseId };
  const to = SMS_REVIEW_ACTIONS[input.action].to;
  const reason = input.action === 'reject' ? (input.reason ?? null) : null;
  const verdict = input.action === 'review' ? {} : { reviewedAt: sql`now()` };
  return asTenant(input.enterpriseId, () =>
    t.db.transaction(async (tx) => {
      const tt = { db: tx, enterpriseId: target.enterpriseId };
      if (input.subject === 'signature') {
        const [row] = await tx.select().from(smsSignatures).where(mine(tt, smsSignatures)).for('update');
        if (!row) throw coreErrors.NOT_FOUND();
        const from = row.state as SmsReviewState;
        assertCan(input.action, from);
        await tx
          .update(smsSignatures)
          .set({
            state: to,
            rejectReason: reason,
            ...verdict,
            ...(input.action === 'approve' ? { activeName: row.name } : {}),
            updatedAt: sql`now()`,
          })
          .where(mine(tt, smsSignatures));
        await logReview(tt, { subject: 'signature', from, to, text: row.name, note: reason, actor: t.user });
        return { state: to };
      }
      const [row] = await tx
        .select()
        .from(smsTemplates)
        .where(mine(tt, smsTemplates, eq(smsTemplates.id, input.id!)))
        .for('update');
      if (!row) throw coreErrors.NOT_FOUND();
      const from = row.state as SmsReviewState;
      assertCan(input.action, from);
      await tx
        .update(smsTemplates)
        .set({ state: to, rejectReason: reason, ...verdict, updatedAt: sql`now()` })
        .where(mine(tt, smsTemplates, eq(smsTemplates.id, row.id)));
      await logReview(tt, {
        subject: 'template',
        subjectId: row.id,
        from,
        to,
        text: row.content,
        note: reason,
        actor: t.user,
      });
      return { state: to };
    }),
  );
}

/** Every enterprise with its SMS balance, by name keyword (the operator's top-up list). */
export async function listBalances(t: Tenant, q: SmsBalanceListQuery): Promise<Page<SmsEnterpriseBalance>> {
  await assertPlatformAdmin(t);
  const where = q.keyword ? sql`e.name ilike ${`%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`}` : sql`true`;
  const [list, count] = await allTenants(() =>
    Promise.all([
      rows<{ id: number; name: string; is_charge_user: number; balance: string }>(
        t.db,
        sql`select e.id, e.name, e.is_charge_user, coalesce(b.balance, 0)::text as balance
              from enterprises e left join sms_balances b on b.enterprise_id = e.id
             where ${where} order by e.id limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
      ),
      rows<{ n: number }>(t.db, sql`select count(*)::int as n from enterprises e where ${where}`),
    ]),
  );
  return {
    list: list.map((r) => ({
      enterpriseId: Number(r.id),
      enterpriseName: r.name,
      isChargeUser: Number(r.is_charge_user),
      balance: formatCents(toCents(r.balance)),
    })),
    total: Number(count[0]?.n ?? 0),
  };
}

/**
 * Credits an enterprise's balance (the operator records what the credit stands for, e.g. the
 * payment received): the balance and its top-up row, with the balance after, in one transaction.
 */
export async function topUp(t: Tenant, input: SmsTopUpInput) {
  await assertPlatformAdmin(t);
  const [enterprise] = await allTenants(() =>
    t.db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, input.enterpriseId)),
  );
  if (!enterprise) throw smsErrors.SMS_TOP_UP_NO_ENTERPRISE({ field: 'enterpriseId' });
  return asTenant(input.enterpriseId, () =>
    t.db.transaction(async (tx) => {
      const tt = { db: tx, enterpriseId: input.enterpriseId };
      const [row] = await rows<{ balance: string }>(
        tx,
        sql`insert into sms_balances (enterprise_id, balance) values (${input.enterpriseId}, ${input.amount})
            on conflict (enterprise_id) do update set balance = sms_balances.balance + excluded.balance,
               updated_at = now()
            returning balance::text as balance`,
      );
      const balance = formatCents(toCents(row!.balance));
      await tx.insert(smsTopUps).values({
        enterpriseId: tt.enterpriseId,
        amount: input.amount,
        balanceAfter: balance,
        note: input.note,
        byUserId: t.user.id,
        byName: t.user.name,
      });
      return { enterpriseId: input.enterpriseId, balance };
    }),
  );
}
