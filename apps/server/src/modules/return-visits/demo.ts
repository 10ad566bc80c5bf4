import { sql } from 'drizzle-orm';
import { FORM_KINDS, ORDER_STATES, RETURN_VISIT_STATES, RETURN_VISIT_TYPES } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { returnVisitPlans, returnVisitTasks } from '../../db/schema';
import { mineSql } from '../../core/tenant';
import { addDemoFields, fieldDefsOf, type DemoField } from '../forms';
import { taskValues, type VisitedOrder } from './consumer';

/** The demo visit form: the questions a visitor asks (the enterprise changes them in the form designer). */
const VISIT_FORM: DemoField[] = [
  {
    code: 'satisfaction',
    name: '服务满意度',
    type: 'radio',
    required: true,
    props: { options: ['非常满意', '满意', '一般', '不满意'] },
  },
  { code: 'onTime', name: '是否按时上门', type: 'switch' },
  { code: 'comments', name: '客户意见', type: 'textarea' },
];

/**
 * Demo return visits a new user can try at once: the visit form above; a plan visiting every
 * completed order (any return-visit staff); and tasks for the latest completed orders: two designated
 * to the return-visit staff member and three to anyone, pending; two passed and one failed.
 */
export async function seedDemoReturnVisits(tx: Db, enterpriseId: number, visitorUserId: number) {
  const t = { db: tx, enterpriseId };
  const form = await fieldDefsOf(t, FORM_KINDS.returnVisit);
  await addDemoFields(tx, enterpriseId, FORM_KINDS.returnVisit, form.templateId, VISIT_FORM);
  const fields = await fieldDefsOf(t, FORM_KINDS.returnVisit);
  const id = (code: string) => fields.fields.find((f) => f.code === code)!.id;
  const [plan] = await tx
    .insert(returnVisitPlans)
    .values({
      enterpriseId,
      name: '完工回访',
      visitType: RETURN_VISIT_TYPES.completion,
      sampleMode: 'all',
      dueDays: 3,
      matched: 8,
      created: 8,
    })
    .returning({ id: returnVisitPlans.id });
  const orders = await rows<VisitedOrder>(
    tx,
    sql`select o.id::int as id, o.order_no, o.title, o.template_id::int as template_id, o.priority, o.state,
               o.customer_id::int as customer_id, o.customer_name, o.contact_name, o.contact_phone,
               o.server_user_id::int as server_user_id, false as deleted
          from orders o where ${mineSql(t, 'o')} and o.state = ${ORDER_STATES.completed}
           and o.deleted_at is null and o.archived_at is null
         order by o.id desc limit 8`,
  );
  const { pending, passed, failed } = RETURN_VISIT_STATES;
  const plan8 = [
    [pending, visitorUserId],
    [pending, visitorUserId],
    [pending, null],
    [pending, null],
    [pending, null],
    [passed, visitorUserId],
    [passed, visitorUserId],
    [failed, visitorUserId],
  ] as const;
  const submitted = (state: number) =>
    state === pending
      ? {}
      : {
          submittedBy: visitorUserId,
          submittedAt: new Date(),
          note: state === passed ? '客户对服务满意' : '客户反映设备仍有异响，需再次上门',
          values: {
            [id('satisfaction')]: state === passed ? '非常满意' : '不满意',
            [id('onTime')]: state === passed,
          },
        };
  if (orders.length)
    await tx.insert(returnVisitTasks).values(
      orders.map((o, i) => {
        const [state, visitor] = plan8[i]!;
        return {
          ...taskValues(t, o, {
            visitType: RETURN_VISIT_TYPES.completion,
            planId: plan!.id,
            visitorUserId: visitor,
            dueDays: i === 4 ? -1 : 3, // one overdue
          }),
          state,
          ...submitted(state),
        };
      }),
    );
}
