import { count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  BILL_STATES,
  LINE_TYPES,
  SETTLEMENT_ACCESS,
  SETTLEMENT_KINDS,
  canBillTransition,
  type BillLine,
  type BillListQuery,
  type BillRow,
  type BillState,
  type SettlementKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { settlementBills, settlementFines, settlementLines, settlementOrders } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, withDb, type Tenant } from '../../core/tenant';
import { settlementErrors } from './errors';

type BillRecord = typeof settlementBills.$inferSelect;
/** The bill number: JS + the cycle's first month + the id (stable, unique per enterprise). */
export const billNo = (b: Pick<BillRecord, 'cycleStart' | 'id'>) =>
  `JS${b.cycleStart.slice(0, 7).replace('-', '')}${String(b.id).padStart(6, '0')}`;
const endMonth = (b: Pick<BillRecord, 'cycleStart' | 'cycleMonths'>) => {
  const [y, m] = b.cycleStart.split('-').map(Number) as [number, number];
  const i = y * 12 + m - 1 + b.cycleMonths - 1;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

const shape = (b: BillRecord, confirmedByName: string | null = null): BillRow => ({
  id: b.id,
  billNo: billNo(b),
  kind: b.kind as SettlementKind,
  title:
    b.cycleMonths === 1
      ? `${b.payeeName} ${b.cycleStart.slice(0, 7)}`
      : `${b.payeeName} ${b.cycleStart.slice(0, 7)} ~ ${endMonth(b)}`,
  payeeId: b.payeeId,
  payeeName: b.payeeName,
  cycleStart: b.cycleStart.slice(0, 7),
  cycleMonths: b.cycleMonths,
  state: b.state as BillState,
  amount: b.amount,
  lineCount: b.lineCount,
  createdAt: b.createdAt.toISOString(),
  confirmedAt: b.confirmedAt?.toISOString() ?? null,
  confirmedByName,
});

/**
 * Whose bills the caller sees: everyone's with "view finance" (10301); otherwise, with 12801 their own
 * personal bills, with 12802 the bills of the teams they belong to.
 */
export function billScope(t: Tenant, kind: SettlementKind): SQL | undefined {
  if (t.powers.includes(SETTLEMENT_ACCESS.view)) return undefined;
  if (kind === SETTLEMENT_KINDS.personal)
    return t.powers.includes(SETTLEMENT_ACCESS.personal)
      ? eq(settlementBills.payeeId, t.user.id)
      : sql`false`;
  return t.powers.includes(SETTLEMENT_ACCESS.team)
    ? sql`${settlementBills.payeeId} in (select tm.team_id from team_members tm
            where tm.enterprise_id = ${t.enterpriseId} and tm.user_id = ${t.user.id})`
    : sql`false`;
}

/** /personalCommission and /groupCommission lists: newest first, by state and payee name. */
export async function listBills(t: Tenant, q: BillListQuery) {
  const where = mine(
    t,
    settlementBills,
    eq(settlementBills.kind, q.kind),
    q.state ? eq(settlementBills.state, q.state) : undefined,
    q.keyword ? ilike(settlementBills.payeeName, likePattern(q.keyword)) : undefined,
    billScope(t, q.kind),
  );
  const [list, [total]] = await Promise.all([
    t.db
      .select()
      .from(settlementBills)
      .where(where)
      .orderBy(desc(settlementBills.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db.select({ n: count() }).from(settlementBills).where(where),
  ]);
  return { list: list.map((b) => shape(b)), total: total?.n ?? 0 };
}

async function requireBill(t: Tenant, id: number, kind: SettlementKind) {
  const [bill] = await t.db
    .select()
    .from(settlementBills)
    .where(
      mine(
        t,
        settlementBills,
        eq(settlementBills.id, id),
        eq(settlementBills.kind, kind),
        billScope(t, kind),
      ),
    );
  if (!bill) throw settlementErrors.BILL_NOT_FOUND({ field: 'id' });
  return bill;
}

/** A bill with its lines: each traceable to its order and service item, naming the rule that produced it. */
export async function billDetail(t: Tenant, id: number, kind: SettlementKind) {
  const bill = await requireBill(t, id, kind);
  const lines = await t.db
    .select({
      id: settlementLines.id,
      lineType: settlementLines.lineType,
      orderId: settlementLines.orderId,
      orderNo: settlementLines.orderNo,
      serviceItemId: settlementLines.serviceItemId,
      partId: settlementLines.partId,
      oldPartId: settlementLines.oldPartId,
      itemName: settlementLines.itemName,
      quantity: settlementLines.quantity,
      baseAmount: settlementLines.baseAmount,
      share: settlementLines.share,
      ruleId: settlementLines.ruleId,
      ruleName: settlementLines.ruleName,
      fineId: settlementLines.fineId,
      note: settlementLines.note,
      amount: settlementLines.amount,
    })
    .from(settlementLines)
    .where(mine(t, settlementLines, eq(settlementLines.billId, id)))
    .orderBy(settlementLines.id);
  let confirmedByName: string | null = null;
  if (bill.confirmedBy) {
    const [u] = await rows<{ name: string }>(
      t.db,
      sql`select name from users where enterprise_id = ${t.enterpriseId} and id = ${bill.confirmedBy}`,
    );
    confirmedByName = u?.name ?? null;
  }
  return { ...shape(bill, confirmedByName), lines: lines as BillLine[] };
}

/**
 * Confirm a bill (created → confirmed, after the prompt in the UI): it is frozen from then on; its
 * lines count as settled, its orders are marked settled for the kind (first time only), its rewards
 * and penalties are taken. A second confirmation is refused (compare-and-set on the state).
 */
export async function confirmBill(t: Tenant, id: number, kind: SettlementKind) {
  const bill = await requireBill(t, id, kind);
  if (!canBillTransition(bill.state as BillState, BILL_STATES.confirmed))
    throw settlementErrors.BILL_CONFIRMED({ field: 'id' });
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const done = await tx
      .update(settlementBills)
      .set({ state: BILL_STATES.confirmed, confirmedBy: t.user.id, confirmedAt: new Date() })
      .where(
        mine(tt, settlementBills, eq(settlementBills.id, id), eq(settlementBills.state, BILL_STATES.created)),
      )
      .returning({ id: settlementBills.id });
    if (!done.length) throw settlementErrors.BILL_CONFIRMED({ field: 'id' });
    await tx
      .update(settlementLines)
      .set({ confirmed: true })
      .where(mine(tt, settlementLines, eq(settlementLines.billId, id)));
    const settledAt =
      bill.kind === SETTLEMENT_KINDS.personal
        ? settlementOrders.personalSettledAt
        : settlementOrders.teamSettledAt;
    const col = bill.kind === SETTLEMENT_KINDS.personal ? 'personalSettledAt' : 'teamSettledAt';
    await tx
      .update(settlementOrders)
      .set({ [col]: new Date() })
      .where(
        mine(
          tt,
          settlementOrders,
          sql`${settledAt} is null`,
          sql`${settlementOrders.orderId} in (select x.order_id from settlement_lines x
                where x.enterprise_id = ${t.enterpriseId} and x.bill_id = ${id} and x.order_id is not null
                  and x.line_type <> ${LINE_TYPES.deduction})`,
        ),
      );
    const fineIds = (
      await tx
        .select({ fineId: settlementLines.fineId })
        .from(settlementLines)
        .where(mine(tt, settlementLines, eq(settlementLines.billId, id), isNotNull(settlementLines.fineId)))
    ).map((r) => r.fineId!);
    if (fineIds.length)
      await tx
        .update(settlementFines)
        .set({ billId: id, updatedAt: new Date() })
        .where(mine(tt, settlementFines, inArray(settlementFines.id, fineIds)));
    return { id, state: BILL_STATES.confirmed };
  });
}
