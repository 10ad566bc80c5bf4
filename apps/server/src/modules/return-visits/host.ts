import { sql } from 'drizzle-orm';
import { FORM_KINDS, RETURN_VISIT_ACCESS, type FieldValues } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type Tenant } from '../../core/tenant';
import { fieldDefsOf, registerFieldHost } from '../forms';

/**
 * Visit tasks as records of the forms engine's return-visit kind: the answers of one task (for the
 * generic field values and custom buttons), only to callers who may see return visits, with the
 * order's placeholders. Answers are written by submit, through validateRecordValues.
 */
registerFieldHost(FORM_KINDS.returnVisit, {
  async load(t, objectId) {
    const powers = (t as Partial<Tenant>).powers;
    if (powers && !powers.includes(RETURN_VISIT_ACCESS.view)) return null;
    const [task] = await rows<{ values: FieldValues; order_no: string; title: string; customer: string }>(
      t.db,
      sql`select k.values, k.order_no, k.order_title as title, k.customer_name as customer
            from return_visit_tasks k where ${mineSql(t, 'k')} and k.id = ${objectId}`,
    );
    if (!task) return null;
    const { templateId } = await fieldDefsOf(t, FORM_KINDS.returnVisit);
    return {
      templateId,
      values: task.values,
      placeholders: { order_no: task.order_no, title: task.title, custom_name: task.customer },
    };
  },
  async save(t, objectId, values) {
    await t.db.execute(
      sql`update return_visit_tasks k set values = ${JSON.stringify(values)}::jsonb, updated_at = now()
           where ${mineSql(t, 'k')} and k.id = ${objectId}`,
    );
  },
});
