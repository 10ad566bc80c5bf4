import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

const code = (group: string, item: number) => fn(group, item) as TreeCode;

/** The codes the organization routes declare (personnel group 11 and outsourcing providers). */
export const ORG_ACCESS = {
  personnelView: code('personnel', 1),
  userEdit: code('personnel', 2),
  userEnable: code('personnel', 3),
  userPassword: code('personnel', 4),
  departments: code('personnel', 5),
  roles: code('personnel', 6),
  teams: code('personnel', 7),
  handover: code('personnel', 8),
  tags: code('personnel', 9),
  providers: code('outsourcing', 2),
} as const;
