import { z } from 'zod';
import type { Messages } from '../i18n';
import { TEMPLATE_MODES } from './system-fields';
import { FORM_KIND_VALUES, type FormKind } from './kinds';
import { TEMPLATE_NAME_MAX } from './limits';
import { RECEIPT_MODES } from '../orders/constants';

/** spec-business §4 "Process nodes"; only create, dispatch and service cannot be switched off. */
export const PROCESS_NODES = [
  'create',
  'accept',
  'split',
  'dispatch',
  'reserve',
  'service',
  'collection',
  'receipt',
  'evaluation',
  'returnVisit',
  'settlement',
] as const;
export type ProcessNode = (typeof PROCESS_NODES)[number];
export const LOCKED_PROCESS_NODES: readonly ProcessNode[] = ['create', 'dispatch', 'service'];

export const PROCESS_NODE_LABELS: Record<ProcessNode, Messages> = {
  create: { zh_CN: '创建', en_GB: 'Create' },
  accept: { zh_CN: '受理', en_GB: 'Accept' },
  split: { zh_CN: '拆单', en_GB: 'Split' },
  dispatch: { zh_CN: '派单', en_GB: 'Dispatch' },
  reserve: { zh_CN: '预约', en_GB: 'Appointment' },
  service: { zh_CN: '服务', en_GB: 'Service' },
  collection: { zh_CN: '收款', en_GB: 'Collection' },
  receipt: { zh_CN: '回执', en_GB: 'Receipt' },
  evaluation: { zh_CN: '评价', en_GB: 'Evaluation' },
  returnVisit: { zh_CN: '回访', en_GB: 'Return visit' },
  settlement: { zh_CN: '结算', en_GB: 'Settlement' },
};

/** spec-business §4 "Template sharing": platform audit in progress, shared, audit failed. */
export const SHARE_STATES = { none: 0, auditing: 1, shared: 2, failed: 3 } as const;
export type ShareState = (typeof SHARE_STATES)[keyof typeof SHARE_STATES];

/** Role types of spec-business §6 (list 1), used for per-field edit and view rights. */
export const FIELD_ROLE_TYPES = [3, 1, 4, 2, 5, 6, 7, 8, 9, 10] as const;
const roleTypes = z.array(z.number().int().min(1).max(10)).max(10);

export const fieldAccessSchema = z.strictObject({ edit: roleTypes, view: roleTypes });
export type FieldAccess = z.infer<typeof fieldAccessSchema>;

export const processSettingsSchema = z.strictObject({
  nodes: z.partialRecord(z.enum(PROCESS_NODES), z.boolean()).default({}),
  /** Servers may refuse an assigned order (spec-business §4). */
  allowRefuse: z.boolean().default(false),
  /** Orders of the template need at least one tag (spec-business §5 "tag required"). */
  tagsRequired: z.boolean().default(false),
  /** How the customer confirms the service at completion (spec-business §5). */
  receiptMode: z.enum(RECEIPT_MODES).default('either'),
  /** Service complete goes to pending approval (state 7) instead of completed. */
  completionApproval: z.boolean().default(false),
  /**
   * Per field (custom field id or system key): role types that may edit and see it; an absent
   * entry or an empty list = every role type.
   */
  fieldAccess: z.record(z.string().max(40), fieldAccessSchema).default({}),
  /** Event templates: the spec's switches. */
  enableServiceItem: z.boolean().default(false),
  enablePriority: z.boolean().default(true),
  enableCustomer: z.boolean().default(true),
});
export type ProcessSettings = z.infer<typeof processSettingsSchema>;

/** Every node on unless switched off; the locked nodes are always on. */
export function nodeEnabled(settings: Pick<ProcessSettings, 'nodes'>, node: ProcessNode) {
  return LOCKED_PROCESS_NODES.includes(node) || settings.nodes[node] !== false;
}

/**
 * Whether a role-type set may edit / see a field under the template's field access: an empty list
 * means everyone (the settings page's "empty = all roles"); administrators always may.
 */
export function fieldAllowed(
  settings: Pick<ProcessSettings, 'fieldAccess'>,
  fieldKey: string,
  roleTypes: number[],
  right: 'edit' | 'view',
) {
  const allowed = settings.fieldAccess[fieldKey]?.[right];
  if (!allowed || allowed.length === 0) return true;
  return roleTypes.includes(3) || allowed.some((r) => roleTypes.includes(r));
}

const kind = z.coerce
  .number()
  .refine((v) => FORM_KIND_VALUES.includes(v as FormKind), { message: 'invalid' });

export const templateInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX),
  kind: kind.transform((v) => v as FormKind),
  mode: z.enum(TEMPLATE_MODES).default('standard'),
  description: z.string().trim().max(200).nullish(),
});
export const templateUpdateSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
  name: z.string().trim().min(1).max(TEMPLATE_NAME_MAX).optional(),
  enabled: z.boolean().optional(),
  description: z.string().trim().max(200).nullish(),
  settings: processSettingsSchema.optional(),
});
export const templateListSchema = z.strictObject({ kind: kind.transform((v) => v as FormKind) });
