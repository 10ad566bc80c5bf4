/**
 * The permission groups' numbers, by key: function codes are `1GGII` (permission-tree.ts), and modules name
 * their codes with `fn` without loading the tree itself (its names in both languages), which only the role
 * editor shows.
 */
export const PERMISSION_GROUP_NOS = {
  workOrder: 1,
  returnVisit: 2,
  finance: 3,
  customer: 4,
  spareParts: 5,
  product: 6,
  knowledge: 7,
  reports: 8,
  serviceItem: 9,
  event: 10,
  personnel: 11,
  approvalForm: 12,
  project: 13,
  callCentre: 14,
  mall: 15,
  portal: 16,
  repair: 17,
  maintenance: 18,
  salesContract: 19,
  inspection: 20,
  iot: 21,
  customerService: 22,
  onlineService: 23,
  risk: 24,
  customMenu: 25,
  outsourcing: 26,
  systemSettings: 27,
  personalTeam: 28,
} as const;

export type PermissionGroupKey = keyof typeof PERMISSION_GROUP_NOS;

/** The code of item `item` (1-based) in a group, e.g. fn('workOrder', 2) → '10102'. */
export const fn = (groupKey: string, item: number) => {
  const no = (PERMISSION_GROUP_NOS as Record<string, number>)[groupKey];
  if (no === undefined) throw new Error(`unknown permission group ${groupKey}`);
  return `1${String(no).padStart(2, '0')}${String(item).padStart(2, '0')}`;
};
