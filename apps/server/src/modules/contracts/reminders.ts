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

/** How many days before a contract ends its people are told (spec D7 "expiring contracts raise messages"). */
export const EXPIRY_LEAD_DAYS = 30;

interface Expiring {
  kind: 'sales' | 'maintenance';
  id: number;
  label: string;
  name: string;
  end_date: string;
  user_ids: number[];
}

/**
 * One enterprise's contracts ending within EXPIRY_LEAD_DAYS of `today` and not yet told: approved sales
 * contracts by their end date (told: creator and signer), maintenance contracts by their last live
 * plan's end date (told: creator). Marked and told in one transaction, so a rerun tells nobody twice;
 * a sales contract whose end date changes is told again (sales.ts clears the mark).
 */
export async function notifyExpiringIn(t: TenantDb, today: string) {
  return t.db.transaction(async (tx) => {
    const tt = { db: tx, enterpriseId: t.enterpriseId };
    const horizon = sql`(${today}::date + ${EXPIRY_LEAD_DAYS}::int)`;
    const ending = await rows<Expiring>(
      tx,
      sql`with sales as (
            update sales_contracts s set expiry_notified_at = now()
             where ${mineSql(t, 's')} and s.deleted_at is null and s.state = ${SALES_STATES.approved}
               and s.expiry_notified_at is null and s.end_date >= ${today}::date and s.end_date <= ${horizon}
            returning 'sales'::text as kind, s.id::int as id, s.contract_no as label, s.name, s.end_date::text as end_date,
                      array_remove(array[s.created_by::int, s.signer_user_id::int], null) as user_ids),
          last_plans as (
            select p.contract_id, max(p.end_date) as end_date from maintenance_plans p
             where ${mineSql(t, 'p')} and p.deleted_at is null group by p.contract_id),
          maintenance as (
            update maintenance_contracts c set expiry_notified_at = now()
              from last_plans l
             where ${mineSql(t, 'c')} and l.contract_id = c.id and c.deleted_at is null and c.expiry_notified_at is null
               and l.end_date >= ${today}::date and l.end_date <= ${horizon}
            returning 'maintenance'::text as kind, c.id::int as id, c.name as label, c.name, l.end_date::text as end_date,
                      array_remove(array[c.created_by::int], null) as user_ids)
          select * from sales union all select * from maintenance`,
    );
    for (const c of ending) {
      const sales = c.kind === 'sales';
      await deliverInApp(tt, {
        userIds: c.user_ids.map(Number),
        kind: 'contract.expiring',
        title: sales
          ? { zh_CN: `销售合同${c.label}即将到期`, en_GB: `Sales contract ${c.label} ends soon` }
          : { zh_CN: `维保合同${c.label}即将到期`, en_GB: `Maintenance contract ${c.label} ends soon` },
        body: {
          zh_CN: `${c.name}将于${c.end_date}到期，请及时跟进续签`,
          en_GB: `${c.name} ends on ${c.end_date}; follow up on its renewal`,
        },
        objectKind: sales ? 'salesContract' : 'maintenanceContract',
        objectId: c.id,
      });
    }
    return ending.length;
  });
}

/** The daily job's other half: contracts about to end, in every enterprise that has one, each as itself. */
export async function notifyExpiringContracts(db: Db, today = dateIn(CONTRACTS_TIME_ZONE)) {
  const enterprises = await allTenants(() =>
    rows<{ enterprise_id: number }>(
      db,
      sql`select enterprise_id::int as enterprise_id from sales_contracts
           where expiry_notified_at is null and deleted_at is null
             and end_date between ${today}::date and ${today}::date + ${EXPIRY_LEAD_DAYS}::int
          union
          select enterprise_id::int from maintenance_contracts where expiry_notified_at is null and deleted_at is null`,
    ),
  );
  let told = 0;
  for (const { enterprise_id } of enterprises)
    told += await asTenant(enterprise_id, () => notifyExpiringIn({ db, enterpriseId: enterprise_id }, today));
  return { told };
}
