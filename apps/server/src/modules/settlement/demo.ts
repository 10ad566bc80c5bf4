import { sql } from 'drizzle-orm';
import { COMMISSION_MODES, ORDER_STATES, SETTLEMENT_KINDS, SETTLEMENT_TIME_ZONE } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { settlementFines, settlementOrders, settlementRules } from '../../db/schema';
import { mineSql } from '../../core/tenant';
import { generateBills } from './generate';

/**
 * Demo settlement a new user can try at once: three commission rules (a personal percentage with a
 * 70/30 split between the server and collaborators, a higher-priority fixed amount for one engineer,
 * a team percentage); the demo's completed orders waiting for settlement (every demo template has
 * its settlement node on); the personal and team bills of the latest month, generated and not yet
 * confirmed; a pending penalty and a passed reward for the engineer.
 */
export async function seedDemoSettlement(
  tx: Db,
  enterpriseId: number,
  financeUserId: number,
  engineerId: number,
) {
  const t = { db: tx, enterpriseId, user: { id: financeUserId } };
  await tx.insert(settlementRules).values([
    {
      enterpriseId,
      name: '服务提成 8%',
      kind: SETTLEMENT_KINDS.personal,
      mode: COMMISSION_MODES.percent,
      value: '8.00',
      serverRatio: 70,
      createdBy: financeUserId,
    },
    {
      enterpriseId,
      name: '张师傅每项 15 元',
      kind: SETTLEMENT_KINDS.personal,
      priority: 10,
      userIds: [engineerId],
      mode: COMMISSION_MODES.fixed,
      value: '15.00',
      serverRatio: 80,
      createdBy: financeUserId,
    },
    {
      enterpriseId,
      name: '团队提成 3%',
      kind: SETTLEMENT_KINDS.team,
      mode: COMMISSION_MODES.percent,
      value: '3.00',
      createdBy: financeUserId,
    },
  ]);
  const done = await rows<{ id: number; completed_at: string }>(
    tx,
    sql`select o.id::int as id, coalesce(o.completed_at, o.updated_at) as completed_at from orders o
         where ${mineSql(t, 'o')} and o.state = ${ORDER_STATES.completed} and o.deleted_at is null`,
  );
  if (done.length)
    await tx
      .insert(settlementOrders)
      .values(done.map((o) => ({ enterpriseId, orderId: o.id, completedAt: new Date(o.completed_at) })))
      .onConflictDoNothing();
  const [latest] = await rows<{ month: string | null }>(
    tx,
    sql`select to_char(max(s.completed_at) at time zone ${SETTLEMENT_TIME_ZONE}, 'YYYY-MM') as month
          from settlement_orders s where ${mineSql(t, 's')}`,
  );
  const month = latest?.month ?? new Date().toISOString().slice(0, 7);
  await tx.insert(settlementFines).values([
    {
      enterpriseId,
      type: 2,
      userId: engineerId,
      reason: '上门迟到超过30分钟，客户投诉',
      amount: '50.00',
      date: `${month}-05`,
      createdBy: financeUserId,
    },
    {
      enterpriseId,
      type: 1,
      userId: engineerId,
      reason: '客户来电表扬，服务周到',
      amount: '100.00',
      date: `${month}-03`,
      auditState: 1,
      reviewerId: financeUserId,
      reviewedAt: new Date(),
      createdBy: financeUserId,
    },
  ]);
  await generateBills(t, { kind: SETTLEMENT_KINDS.personal, startMonth: month, months: 1 });
  await generateBills(t, { kind: SETTLEMENT_KINDS.team, startMonth: month, months: 1 });
}
