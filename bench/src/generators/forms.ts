/**
 * Forms: every enterprise's default template of each form kind (what the forms module creates on
 * first use, ensureDefaultTemplates), and two custom fields of the customer field set (kind 2):
 * an industry (text) and a customer level (single choice), which the customers generator fills.
 */
import { FORM_KINDS, FORM_KIND_VALUES, fieldInputSchema, processSettingsSchema } from '@fieldline/domain';
import { DEFAULT_TEMPLATE_NAME } from '@fieldline/server/src/modules/forms';
import { registerGenerator } from '../generate';

export const CUSTOMER_FIELDS = [
  { code: 'industry', name: 'Industry', type: 'text' },
  { code: 'customerLevel', name: 'Customer level', type: 'singleCheck', props: { options: ['A', 'B', 'C'] } },
].map((f) => fieldInputSchema.parse(f));

registerGenerator({
  module: 'forms',
  perEnterprise: CUSTOMER_FIELDS.length,
  tables: ['form_templates', 'form_fields'],
  describe: () =>
    `forms: the default template of each of the ${FORM_KIND_VALUES.length} form kinds per enterprise; ` +
    `${CUSTOMER_FIELDS.length} custom customer fields (text, single choice)`,
  async generate({ q, ids, perEnterprise }) {
    await q(
      `insert into form_templates (enterprise_id, kind, name, is_default, settings)
       select e.id, k, $3, true, $4::jsonb from unnest($1::bigint[]) e(id) cross join unnest($2::int[]) k`,
      [
        ids,
        `{${FORM_KIND_VALUES.join(',')}}`,
        DEFAULT_TEMPLATE_NAME.en_GB,
        JSON.stringify(processSettingsSchema.parse({})),
      ],
    );
    const fields = CUSTOMER_FIELDS.slice(0, perEnterprise);
    if (!fields.length) return;
    await q(
      `insert into form_fields (enterprise_id, template_id, kind, code, name, type, required, visible, props, sort)
       select t.enterprise_id, t.id, t.kind, f->>'code', f->>'name', f->>'type', false, true, f->'props', (f->>'sort')::int
         from form_templates t cross join jsonb_array_elements($3::jsonb) f
        where t.enterprise_id = any($1::bigint[]) and t.kind = $2::int and t.is_default`,
      [ids, FORM_KINDS.customer, JSON.stringify(fields.map((f, sort) => ({ ...f, sort })))],
    );
  },
});
