import type { Messages } from '../i18n';

/**
 * Object kinds that carry enterprise-defined fields. 1, 2, 3, 25 and 26 are the spec's
 * detail-control kinds (spec-shell §3); events reuse the object kind 5, projects get 30, the
 * return-visit form 40.
 */
export const FORM_KINDS = {
  order: 1,
  customer: 2,
  customerProduct: 3,
  event: 5,
  maintenanceContract: 25,
  saleContract: 26,
  project: 30,
  /** The return-visit form (issue 22): one field set per enterprise, filled at each visit. */
  returnVisit: 40,
  /** Spare parts of the catalogue (issue 24): one field set per enterprise. */
  sparePart: 45,
} as const;
export type FormKindName = keyof typeof FORM_KINDS;
export type FormKind = (typeof FORM_KINDS)[FormKindName];
export const FORM_KIND_VALUES = Object.values(FORM_KINDS) as FormKind[];
export const isFormKind = (v: unknown): v is FormKind => FORM_KIND_VALUES.includes(v as FormKind);
export const formKindName = (kind: FormKind) =>
  (Object.keys(FORM_KINDS) as FormKindName[]).find((k) => FORM_KINDS[k] === kind)!;

/** Kinds with several templates (order types, event types); the others have one field set. */
export const TEMPLATED_KINDS: readonly FormKind[] = [FORM_KINDS.order, FORM_KINDS.event];

/** The path segment of `/detailcontrol/{segment}/...` per kind; orders use the bare path. */
export const DETAIL_CONTROL_SEGMENTS: Record<FormKindName, string> = {
  order: '',
  customer: 'customer',
  customerProduct: 'customerProduct',
  event: 'event',
  maintenanceContract: 'maintenanceContract',
  saleContract: 'saleContract',
  project: 'project',
  returnVisit: 'returnVisit',
  sparePart: 'sparePart',
};

export const FORM_KIND_LABELS: Record<FormKindName, Messages> = {
  order: { zh_CN: '工单', en_GB: 'Work order' },
  customer: { zh_CN: '客户', en_GB: 'Customer' },
  customerProduct: { zh_CN: '客户产品', en_GB: 'Customer product' },
  event: { zh_CN: '事件', en_GB: 'Event' },
  maintenanceContract: { zh_CN: '维保合同', en_GB: 'Maintenance contract' },
  saleContract: { zh_CN: '销售合同', en_GB: 'Sales contract' },
  project: { zh_CN: '项目', en_GB: 'Project' },
  returnVisit: { zh_CN: '回访表单', en_GB: 'Return-visit form' },
  sparePart: { zh_CN: '备件', en_GB: 'Spare part' },
};
