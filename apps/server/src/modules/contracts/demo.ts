import { sql } from 'drizzle-orm';
import { CONTRACTS_TIME_ZONE, SALES_STATES, TAG_OBJECT_KINDS, addDays, dateIn } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { mineSql } from '../../core/tenant';
import { produce } from './production';

/**
 * Demo contracts a new user can try at once: a maintenance contract for the first customer with two
 * devices, with a monthly plan (its engineer, both devices) whose first visit falls within the next week
 * and whose task is produced; and an approved sales contract with two instalments, one paid and one
 * overdue with nothing received; and two customer service plans: a quarterly follow-up of every customer
 * carrying the first customer tag (reminders, the first due in two days, produced), and a half-yearly
 * on-site check of the same customer raising work orders.
 */
export async function seedDemoContracts(
  tx: Db,
  enterpriseId: number,
  engineerUserId: number,
  salesUserId: number,
) {
  const t = { db: tx, enterpriseId };
  const today = dateIn(CONTRACTS_TIME_ZONE);
  const [customer] = await rows<{ id: number; name: string; ids: number[] }>(
    tx,
    sql`select c.id::int as id, c.name, (array_agg(p.id::int order by p.id))[1:2] as ids
          from customers c join customer_products p on p.enterprise_id = c.enterprise_id and p.customer_id = c.id
         where ${mineSql(t, 'c')} and c.deleted_at is null and p.deleted_at is null
         group by c.id, c.name having count(*) >= 2 order by c.id limit 1`,
  );
  if (!customer) return;
  const [contract] = await rows<{ id: number }>(
    tx,
    sql`insert into maintenance_contracts (enterprise_id, name, customer_id, customer_name, contract_date, amount, created_by)
        values (${enterpriseId}, ${'年度空调维保合同'}, ${customer.id}, ${customer.name}, ${today}, ${'24000.00'}, ${salesUserId})
        returning id::int as id`,
  );
  await tx.execute(
    sql`insert into maintenance_plans (enterprise_id, contract_id, name, cycle_unit, cycle_value, start_date, end_date,
          start_time, staff_user_id, equipment_ids, ahead_days, frequency, created_by)
        values (${enterpriseId}, ${contract!.id}, ${'月度保养'}, 'month', 1, ${addDays(today, 3)}, ${addDays(today, 340)},
          '09:00', ${engineerUserId}, ${JSON.stringify(customer.ids)}::jsonb, 7, 'weekly', ${salesUserId})`,
  );
  await produce(t, { contractId: contract!.id, today });

  const products = [
    { productId: null, name: '商用空调 KFR-72', quantity: 4, price: '6500.00', amount: '26000.00' },
    { productId: null, name: '安装调试', quantity: 4, price: '500.00', amount: '2000.00' },
  ];
  const [sales] = await rows<{ id: number }>(
    tx,
    sql`insert into sales_contracts (enterprise_id, contract_no, name, customer_id, customer_name, signer_user_id,
          contract_date, start_date, end_date, state, approval, products, amount, received, shipping_state, signing_state, created_by)
        values (${enterpriseId}, 'SC-2026-0001', ${'空调采购及安装合同'}, ${customer.id}, ${customer.name}, ${salesUserId},
          ${addDays(today, -60)}, ${addDays(today, -60)}, ${addDays(today, 300)}, ${SALES_STATES.approved}, 2,
          ${JSON.stringify(products)}::jsonb, '28000.00', '14000.00', 3, 3, ${salesUserId})
        returning id::int as id`,
  );
  const [paid] = await rows<{ id: number }>(
    tx,
    sql`insert into sales_payment_plans (enterprise_id, contract_id, due_date, amount, received, note)
        values (${enterpriseId}, ${sales!.id}, ${addDays(today, -45)}, '14000.00', '14000.00', ${'首付款'}),
               (${enterpriseId}, ${sales!.id}, ${addDays(today, -5)}, '14000.00', '0', ${'尾款'})
        returning id::int as id`,
  );
  await tx.execute(
    sql`insert into sales_payments (enterprise_id, contract_id, payment_plan_id, amount, paid_on, note, created_by)
        values (${enterpriseId}, ${sales!.id}, ${paid!.id}, '14000.00', ${addDays(today, -44)}, ${'银行转账'}, ${salesUserId})`,
  );
  for (const [action, from, to] of [
    ['create', null, 1],
    ['submit', 1, 2],
    ['approve', 2, 3],
  ] as const)
    await tx.execute(
      sql`insert into sales_contract_logs (enterprise_id, contract_id, user_id, action, from_state, to_state)
          values (${enterpriseId}, ${sales!.id}, ${salesUserId}, ${action}, ${from}, ${to})`,
    );

  const [tag] = await rows<{ id: number }>(
    tx,
    sql`select g.id::int as id from tags g
         where ${mineSql(t, 'g')} and g.object_kind = ${TAG_OBJECT_KINDS.customer}
           and exists (select 1 from object_tags o where o.enterprise_id = g.enterprise_id and o.tag_id = g.id)
         order by g.id limit 1`,
  );
  const servicePlans = await rows<{ id: number }>(
    tx,
    sql`insert into maintenance_plans (enterprise_id, kind, customer_id, customer_tag_id, name, note, cycle_unit,
          cycle_value, start_date, end_date, start_time, staff_user_id, ahead_days, frequency, auto_order, created_by)
        values
          (${enterpriseId}, 'service', ${tag ? null : customer.id}, ${tag?.id ?? null}, ${'季度客户回访'},
           ${'电话回访使用情况，记录客户需求'}, 'month', 3, ${addDays(today, 2)}, ${addDays(today, 340)}, '10:00',
           ${salesUserId}, 7, 'weekly', false, ${salesUserId}),
          (${enterpriseId}, 'service', ${customer.id}, null, ${'半年上门巡检'}, null, 'month', 6, ${addDays(today, 20)},
           ${addDays(today, 360)}, '09:30', ${engineerUserId}, 30, 'monthly', true, ${salesUserId})
        returning id::int as id`,
  );
  await produce(t, { planIds: servicePlans.map((p) => p.id), kind: 'service', today });
}
