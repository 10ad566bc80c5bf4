import { count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  FINE_AUDIT_STATES,
  type FineAuditState,
  type FineApprovalInput,
  type FineListQuery,
  type FineRow,
  type FineSaveInput,
  type FineType,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { settlementFines, users } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { settlementErrors } from './errors';

/** The number of a reward or penalty bill: JC + the id. */
export const fineNo = (id: number) => `JC${String(id).padStart(8, '0')}`;

const columns = {
  id: settlementFines.id,
  type: settlementFines.type,
  userId: settlementFines.userId,
  userName: users.name,
  reason: settlementFines.reason,
  amount: settlementFines.amount,
  date: settlementFines.date,
  auditState: settlementFines.auditState,
  rejectReason: settlementFines.rejectReason,
  billId: settlementFines.billId,
  createdAt: settlementFines.createdAt,
};
type FineRecord = Omit<FineRow, 'fineNo' | 'type' | 'auditState' | 'createdAt'> & {
  type: number;
  auditState: number;
  createdAt: Date;
};
const shape = (f: FineRecord): FineRow => ({
  ...f,
  fineNo: fineNo(f.id),
  type: f.type as FineType,
  auditState: f.auditState as FineAuditState,
  createdAt: f.createdAt.toISOString(),
});

const filterOf = (t: TenantDb, q: Omit<FineListQuery, 'pageSize' | 'pageIndex'>): SQL =>
  mine(
    t,
    settlementFines,
    q.type ? eq(settlementFines.type, q.type) : undefined,
    q.auditState !== undefined ? eq(settlementFines.auditState, q.auditState) : undefined,
    q.userId ? eq(settlementFines.userId, q.userId) : undefined,
    q.keyword ? ilike(settlementFines.reason, likePattern(q.keyword)) : undefined,
  )!;

const joined = (t: TenantDb) =>
  t.db
    .select(columns)
    .from(settlementFines)
    .innerJoin(
      users,
      sql`${users.enterpriseId} = ${settlementFines.enterpriseId} and ${users.id} = ${settlementFines.userId}`,
    );

/** /FineControlList: rewards and penalties, newest first, by type, audit status, person, reason. */
export async function listFines(t: TenantDb, q: FineListQuery) {
  const where = filterOf(t, q);
  const [list, [total]] = await Promise.all([
    joined(t)
      .where(where)
      .orderBy(desc(settlementFines.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db.select({ n: count() }).from(settlementFines).where(where),
  ]);
  return { list: list.map(shape), total: total?.n ?? 0 };
}

/** The filtered bills counted by audit status (the list's tabs). */
export async function countFines(
  t: TenantDb,
  q: Omit<FineListQuery, 'pageSize' | 'pageIndex' | 'auditState'>,
) {
  const found = await rows<{ audit_state: number; n: number }>(
    t.db,
    sql`select audit_state, count(*)::int as n from settlement_fines
         where ${filterOf(t, { ...q, auditState: undefined })} group by audit_state`,
  );
  const by = (s: number) => found.find((r) => r.audit_state === s)?.n ?? 0;
  return {
    total: found.reduce((a, r) => a + r.n, 0),
    pending: by(FINE_AUDIT_STATES.pending),
    passed: by(FINE_AUDIT_STATES.passed),
    rejected: by(FINE_AUDIT_STATES.rejected),
  };
}

async function requireFine(t: TenantDb, id: number) {
  const [f] = await joined(t).where(mine(t, settlementFines, eq(settlementFines.id, id)));
  if (!f) throw settlementErrors.FINE_NOT_FOUND({ field: 'id' });
  return f;
}
export const fineDetail = async (t: TenantDb, id: number) => shape(await requireFine(t, id));

/**
 * /NewlyAddedFineControl: a new reward or penalty (pending approval), or a pending one changed; a
 * reviewed one is refused. The person must be one of the enterprise's users.
 */
export async function saveFine(t: Tenant, input: FineSaveInput) {
  if (input.id) {
    const f = await requireFine(t, input.id);
    if (f.auditState !== FINE_AUDIT_STATES.pending) throw settlementErrors.FINE_REVIEWED({ field: 'id' });
  }
  const [u] = await rows<{ id: number }>(
    t.db,
    sql`select u.id from users u where ${mineSql(t, 'u')} and u.id = ${input.userId}`,
  );
  if (!u) throw settlementErrors.USER_NOT_FOUND({ field: 'userId' });
  const values = {
    type: input.type,
    userId: input.userId,
    reason: input.reason,
    amount: input.amount,
    date: input.date,
  };
  if (input.id) {
    await t.db
      .update(settlementFines)
      .set({ ...values, updatedAt: new Date() })
      .where(
        mine(
          t,
          settlementFines,
          eq(settlementFines.id, input.id),
          eq(settlementFines.auditState, FINE_AUDIT_STATES.pending),
        ),
      );
    return { id: input.id };
  }
  const [created] = await t.db
    .insert(settlementFines)
    .values({ ...values, enterpriseId: t.enterpriseId, createdBy: t.user.id })
    .returning({ id: settlementFines.id });
  return { id: created!.id };
}

/** approvalProcess: pass, or reject with a reason; once only (compare-and-set on pending). */
export async function reviewFine(t: Tenant, input: FineApprovalInput) {
  await requireFine(t, input.id);
  const done = await t.db
    .update(settlementFines)
    .set({
      auditState: input.passed ? FINE_AUDIT_STATES.passed : FINE_AUDIT_STATES.rejected,
      rejectReason: input.passed ? null : input.reason!,
      reviewerId: t.user.id,
      reviewedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      mine(
        t,
        settlementFines,
        eq(settlementFines.id, input.id),
        eq(settlementFines.auditState, FINE_AUDIT_STATES.pending),
      ),
    )
    .returning({ id: settlementFines.id });
  if (!done.length) throw settlementErrors.FINE_REVIEWED({ field: 'id' });
  return { id: input.id, auditState: input.passed ? FINE_AUDIT_STATES.passed : FINE_AUDIT_STATES.rejected };
}
