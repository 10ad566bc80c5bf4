import type { Messages } from '../i18n';

/** Objects that carry tags: ORDER 1, CUSTOMER 2, DOC 3, PRODUCT 4, EVENT 5, and persons (users) 6. */
export const TAG_OBJECT_KINDS = { order: 1, customer: 2, doc: 3, product: 4, event: 5, person: 6 } as const;
export type TagObjectKind = (typeof TAG_OBJECT_KINDS)[keyof typeof TAG_OBJECT_KINDS];
export const TAG_OBJECT_KIND_LIST = Object.values(TAG_OBJECT_KINDS) as TagObjectKind[];
export const TAG_OBJECT_KIND_NAMES: Record<TagObjectKind, Messages> = {
  1: { zh_CN: '工单标签', en_GB: 'Order tags' },
  2: { zh_CN: '客户标签', en_GB: 'Customer tags' },
  3: { zh_CN: '文档标签', en_GB: 'Document tags' },
  4: { zh_CN: '产品标签', en_GB: 'Product tags' },
  5: { zh_CN: '事件标签', en_GB: 'Event tags' },
  6: { zh_CN: '人员标签', en_GB: 'Person tags' },
};

/** Service team types: 1 headquarters, 2 branch, 3 service provider. */
export const TEAM_TYPES = { headquarters: 1, branch: 2, provider: 3 } as const;
export type TeamType = (typeof TEAM_TYPES)[keyof typeof TEAM_TYPES];
export const TEAM_TYPE_NAMES: Record<TeamType, Messages> = {
  1: { zh_CN: '总部', en_GB: 'Headquarters' },
  2: { zh_CN: '分部', en_GB: 'Branch' },
  3: { zh_CN: '服务商', en_GB: 'Service provider' },
};

/** The role selection list of spec-business §6 list 2 (types 0-9), for pickers. */
export const ROLE_SELECTION_LIST: { value: number; name: Messages }[] = [
  { value: 0, name: { zh_CN: '管理员类', en_GB: 'Administrator-like' } },
  { value: 1, name: { zh_CN: '受理客服', en_GB: 'Reception customer service' } },
  { value: 2, name: { zh_CN: '派单员', en_GB: 'Dispatcher' } },
  { value: 3, name: { zh_CN: '服务人员', en_GB: 'Service staff' } },
  { value: 4, name: { zh_CN: '其他', en_GB: 'Other' } },
  { value: 5, name: { zh_CN: '财务', en_GB: 'Finance' } },
  { value: 6, name: { zh_CN: '总监', en_GB: 'Director' } },
  { value: 7, name: { zh_CN: '员工', en_GB: 'Employee' } },
  { value: 8, name: { zh_CN: '回访', en_GB: 'Return visit' } },
  { value: 9, name: { zh_CN: '客户', en_GB: 'Customer' } },
];
