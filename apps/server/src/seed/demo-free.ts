import { ACCOUNT_TYPES, ROLE_TYPES, type RoleTypeKey } from '@fieldline/domain';
import type { Db } from '../db/client';
import { createEnterprise, createUser } from '../modules/tenancy';

export const FREE_ENTERPRISE = '免费体验工作室 / Free Tier Studio';

/** A small free-version enterprise (isChargeUser 0) beside the demo one, to show the free tier. */
export const FREE_DEMO_USERS: { phone: string; name: string; role: RoleTypeKey }[] = [
  { phone: '15000000001', name: '孙管理', role: 'administrator' },
  { phone: '15000000002', name: '钱师傅', role: 'serviceStaff' },
];

export async function seedFreeEnterprise(tx: Db, password: string) {
  const ep = await createEnterprise(tx, {
    name: FREE_ENTERPRISE,
    locale: 'zh_CN',
    isChargeUser: ACCOUNT_TYPES.free,
    serviceExpireAt: null,
    buyPersonNum: 5,
  });
  for (const u of FREE_DEMO_USERS) {
    await createUser(tx, {
      enterpriseId: ep.enterpriseId,
      phone: u.phone,
      name: u.name,
      password,
      departmentId: ep.rootDepartmentId,
      roleIds: [ep.roleIdByType.get(ROLE_TYPES[u.role])!],
    });
  }
  return ep.enterpriseId;
}
