import {
  FORM_KINDS,
  checkFieldSet,
  fieldInputSchema,
  processSettingsSchema,
  type FieldInput,
  type FormKind,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import { formFields, formTemplates } from '../../db/schema';
import * as q from './queries';

export type DemoField = Omit<FieldInput, 'required' | 'visible' | 'props'> & Partial<FieldInput>;

const REPAIR: DemoField[] = [
  {
    code: 'faultType',
    name: '故障类型',
    type: 'radio',
    required: true,
    props: { options: ['不制冷', '漏水', '噪音大', '其他'] },
  },
  {
    code: 'faultOther',
    name: '其他故障说明',
    type: 'textarea',
    condition: { field: 'faultType', values: ['其他'], effect: 'require' },
  },
  { code: 'faultPhotos', name: '故障照片', type: 'imgMultiple', help: '最多9张，每张不超过1M' },
  { code: 'laborHours', name: '工时', type: 'number' },
  { code: 'hourlyRate', name: '工时单价', type: 'expenses_number' },
  {
    code: 'laborCost',
    name: '工时费',
    type: 'calculator',
    props: { formula: '{laborHours} * {hourlyRate}' },
  },
  { code: 'underWarranty', name: '是否在保', type: 'switch' },
];

const INSTALL: DemoField[] = [
  {
    code: 'installType',
    name: '安装方式',
    type: 'singleCheck',
    required: true,
    props: { options: ['壁挂', '落地', '吊顶'] },
  },
  { code: 'serialNo', name: '机身序列号', type: 'scanner' },
  { code: 'installDate', name: '安装日期', type: 'calendarDate' },
  { code: 'installPhotos', name: '安装照片', type: 'imgMultiple' },
  { code: 'satisfaction', name: '满意度', type: 'commentStar', props: { maxStars: 5 } },
];

const CUSTOMER: DemoField[] = [
  { code: 'customerLevel', name: '客户等级', type: 'singleCheck', props: { options: ['A级', 'B级', 'C级'] } },
  { code: 'industry', name: '所属行业', type: 'text' },
  { code: 'website', name: '公司网址', type: 'hyperlink' },
  {
    code: 'scale',
    name: '员工规模',
    type: 'radio',
    props: { options: ['50人以下', '50-500人', '500人以上'] },
  },
];

/** Adds demo custom fields to a template (other modules' demo forms use it too, e.g. the return-visit form). */
export async function addFields(tx: Db, ep: number, kind: FormKind, templateId: number, defs: DemoField[]) {
  const fields = defs.map((d) => fieldInputSchema.parse(d));
  const issues = checkFieldSet(fields);
  if (issues.length) throw new Error(`demo fields: ${JSON.stringify(issues)}`);
  await tx.insert(formFields).values(
    fields.map((f, sort) => ({
      enterpriseId: ep,
      templateId,
      kind,
      code: f.code,
      name: f.name,
      type: f.type,
      required: f.required,
      visible: f.visible,
      help: f.help ?? null,
      props: f.props,
      condition: f.condition ?? null,
      sort,
    })),
  );
}

/**
 * Demo forms: the order templates 上门维修 (on-site repair) and 安装 (installation) with custom
 * fields of several kinds, and custom fields on the customer kind's default field set.
 */
export async function seedDemoForms(tx: Db, enterpriseId: number) {
  const t = { db: tx, enterpriseId };
  await q.ensureDefaultTemplates(t);
  const order = FORM_KINDS.order;
  const settings = processSettingsSchema.parse({});
  for (const [name, mode, description, fields] of [
    ['上门维修', 'standard', 'On-site repair', REPAIR],
    ['安装', 'equipment', 'Installation', INSTALL],
  ] as const) {
    const [t] = await tx
      .insert(formTemplates)
      .values({ enterpriseId, kind: order, name, mode, description, settings, sort: 1 })
      .returning({ id: formTemplates.id });
    await addFields(tx, enterpriseId, order, t!.id, fields);
  }
  const customer = await q.defaultTemplate(t, FORM_KINDS.customer);
  await addFields(tx, enterpriseId, FORM_KINDS.customer, customer.id, CUSTOMER);
}
