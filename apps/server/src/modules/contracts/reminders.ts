import { sql } from 'drizzle-orm';
import { CONTRACTS_TIME_ZONE, SALES_STATES, dateIn } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { allTenants, asTenant, mineSql, type TenantDb } from '../../core/tenant';
import { deliverInApp } from '../messages';

interface Overdue {
  id: number;
  contract_id: number;
  contract_no: string;
  name: string;
  due_date: string;
  amount: string;
  received: string;
  created_by: number | null;
  signer_user_id: number | null;
}

/**
 * One enterprise's instalments overdue on `today` (approved contracts, not fully received, due before
 * today, not yet told): each is marked and its message written to the contract's creator and signer in
 * one transaction, so a rerun of the job tells nobody twice. Answers how many were told.
 */
export async function notifyOverdueIn(t: TenantDb, today: string) {
  return t.db.transaction(async (tx) => {
    const tt = { db: tx, enterpriseId: t.enterpriseId };
    const due = await rows<Overdue>(
      tx,
      sql`update sales_payment_plans p set overdue_notified_at = now()
            from sales_contracts s
           where ${mineSql(t, 'p')} and s.enterprise_id = p.enterprise_id and s.id = p.contract_id
             and s.deleted_at is null and s.state = ${SALES_STATES.approved}
             and p.overdue_notified_at is null and p.due_date < ${today}::date and p.received < p.amount
          returning p.id::int as id, s.id::int as contract_id, s.contract_no, s.name, p.due_date::text as due_date,
                    p.amount::text as amount, p.received::text as received, s.created_by::int as created_by,
                    s.signer_user_id::int as signer_user_id`,
    );
    for (const p of due) {
      const userIds = [p.created_by, p.signer_user_id].filter((id): id is number => !!id);
      await deliverInApp(tt, {
        userIds,
        kind: 'salesContract.paymentOverdue',
        title: {
          zh_CN: `合同${p.contract_no}的回款已逾期`,
          en_GB: `A payment of contract ${p.contract_no} is overdue`,
        },
        body: {
          zh_CN: `${p.name}：${p.due_date}应回款${p.amount}，已回款${p.received}`,
          en_GB: `${p.name}: ${p.amount} was due on ${p.due_date}; ${p.received} received`,
        },
        objectKind: 'salesContract',
        objectId: p.contract_id,
      });
    }
    return due.length;
  });
}

/** The daily reminder job: every enterprise with overdue instalments not yet told, each as itself. */
export async function notifyOverduePayments(db: Db, today = dateIn(CONTRACTS_TIME_ZONE)) {
  const enterprises = await allTenants(() =>
    rows<{ enterprise_id: number }>(
      db,
      sql`select distinct enterprise_id::int as enterprise_id from sales_payment_plans
           where overdue_notified_at is null and due_date < ${today}::date and received < amount`,
    ),
  );
  let told = 0;
  for (const { enterprise_id } of enterprises)
    told += await asTenant(enterprise_id, () => notifyOverdueIn({ db, enterpriseId: enterprise_id }, today));
  return { told };
}
