import { count } from 'drizzle-orm';
import { ROLE_TYPES, type RoleTypeKey } from '@fieldline/domain';
import type { Db } from '../db/client';
import { enterprises } from '../db/schema';
import { seedDemoForms } from '../modules/forms';
import { createEnterprise, createUser } from '../modules/tenancy';
import { seedDemoOrganization, type DemoDepartment } from './demo-organization';
import { seedFreeEnterprise } from './demo-free';
import { seedDemoCustomers } from '../modules/customers';
import { seedDemoProducts } from '../modules/products';
import { seedDemoEquipment } from '../modules/equipment';
import { seedDemoOrders } from '../modules/orders';
import { seedDemoServiceItems } from '../modules/service-items';
import { seedDemoSms } from '../modules/sms';
import { seedDemoNotices } from '../modules/notices';
import { seedDemoReturnVisits } from '../modules/return-visits';
import { seedDemoCollections } from '../modules/collection';
import { seedDemoContracts } from '../modules/contracts';
import { seedDemoServiceEvents } from '../modules/service-events';
import { seedDemoKnowledge } from '../modules/knowledge';
import { seedDemoSpareParts } from '../modules/spare-parts';
import { seedDemoPositions } from '../modules/dispatch-map';
import { seedDemoSla } from '../modules/sla';
import { seedDemoFaults } from '../modules/faults';
import { seedDemoSettlement } from '../modules/settlement';
import { rebuildStats } from '../modules/stats';
import { refreshActivityDays } from '../modules/reports';

export const DEMO_PASSWORD = 'Fieldline#2026';
export const DEMO_ENTERPRISE = '演示服务有限公司 / Demo Service Co.';

/** One account per role type, as the foundation issue lists them, placed in the demo departments. */
export const DEMO_USERS: { phone: string; name: string; role: RoleTypeKey; department?: DemoDepartment }[] = [
  { phone: '13800000001', name: '王管理', role: 'administrator' },
  { phone: '13800000002', name: '李派单', role: 'dispatcher', department: 'service' },
  { phone: '13800000003', name: '张师傅', role: 'serviceStaff', department: 'service' },
  { phone: '13800000004', name: '赵师傅', role: 'serviceStaff', department: 'service' },
  { phone: '13800000005', name: '陈受理', role: 'reception', department: 'customerCare' },
  { phone: '13800000006', name: '刘回访', role: 'returnVisit', department: 'customerCare' },
  { phone: '13800000007', name: '杨财务', role: 'finance', department: 'finance' },
  { phone: '13800000008', name: '黄仓管', role: 'warehouseKeeper', department: 'warehouse' },
  { phone: '13800000009', name: '周总监', role: 'director' },
  { phone: '13800000010', name: '吴销售', role: 'salesperson' },
  { phone: '13800000011', name: '郑员工', role: 'employee' },
];

/** Seeds the demo enterprise (first) and the small free one when the database has none; answers whether it did. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(enterprises);
  if (Number(row?.n) > 0) return false;
  await db.transaction(async (tx) => {
    await seedDemoEnterprise(tx);
    await seedFreeEnterprise(tx, DEMO_PASSWORD);
  });
  return true;
}

/**
 * The demo enterprise with its organization and one account per role. Tests call it again for a
 * second enterprise of the same shape, under another name and with other phone numbers.
 */
export async function seedDemoEnterprise(
  tx: Db,
  opts: { name?: string; phone?: (demoPhone: string) => string } = {},
) {
  const phone = opts.phone ?? ((p: string) => p);
  const ep = await createEnterprise(tx, {
    name: opts.name ?? DEMO_ENTERPRISE,
    locale: 'zh_CN',
    isChargeUser: 1,
    serviceExpireAt: new Date(Date.now() + 3 * 365 * 24 * 3600 * 1000),
    buyPersonNum: 50,
  });
  const org = await seedDemoOrganization(tx, ep.enterpriseId, ep.rootDepartmentId);
  // keyed by the demo phone numbers, which placeUsers knows the staff by
  const userIds = new Map<string, number>();
  for (const u of DEMO_USERS) {
    const id = await createUser(tx, {
      enterpriseId: ep.enterpriseId,
      phone: phone(u.phone),
      name: u.name,
      password: DEMO_PASSWORD,
      departmentId: u.department ? org.departmentIds[u.department] : ep.rootDepartmentId,
      roleIds: [ep.roleIdByType.get(ROLE_TYPES[u.role])!],
    });
    userIds.set(u.phone, id);
  }
  await org.placeUsers(userIds);
  await seedDemoForms(tx, ep.enterpriseId);
  await seedDemoProducts(tx, ep.enterpriseId);
  await seedDemoCustomers(tx, ep.enterpriseId, userIds); // after the demo field sets, whose values it fills
  await seedDemoEquipment(tx, ep.enterpriseId, userIds); // after the customers and products it uses
  await seedDemoServiceItems(tx, ep.enterpriseId); // after the order templates it binds to
  await seedDemoOrders(tx, ep.enterpriseId, userIds); // last: it uses templates, customers and service items
  await seedDemoNotices(tx, ep.enterpriseId, userIds);
  await seedDemoReturnVisits(tx, ep.enterpriseId, userIds.get('13800000006')!); // the return-visit staff; after the orders
  await seedDemoCollections(tx, ep.enterpriseId, userIds.get('13800000007')!); // finance records the demo payments; after the orders
  await seedDemoContracts(tx, ep.enterpriseId, userIds.get('13800000003')!, userIds.get('13800000010')!); // engineer, salesperson; after equipment
  await seedDemoServiceEvents(tx, ep.enterpriseId, userIds); // events in every state; after customers and forms
  await seedDemoSpareParts(tx, ep.enterpriseId, userIds.get('13800000008')!, userIds.get('13800000003')!); // keeper, engineer
  await seedDemoFaults(tx, ep.enterpriseId); // the fault dictionary and picks on completed orders; after the orders
  await seedDemoSettlement(tx, ep.enterpriseId, userIds.get('13800000007')!, userIds.get('13800000003')!); // finance, engineer; after the orders
  await seedDemoSla(tx, ep.enterpriseId, userIds.get('13800000001')!); // policies, a breached and a warned clock; after the orders
  await seedDemoKnowledge(tx, ep.enterpriseId, userIds.get('13800000001')!); // categories, FAQs, a document
  await seedDemoSms(tx, ep.enterpriseId, userIds.get('13800000001')!); // a passed signature, templates, a balance
  await seedDemoPositions(tx, ep.enterpriseId, [userIds.get('13800000003')!, userIds.get('13800000004')!]); // after the orders
  await rebuildStats({ db: tx, enterpriseId: ep.enterpriseId }); // the report aggregates of the demo orders; last
  await refreshActivityDays({ db: tx, enterpriseId: ep.enterpriseId }, { full: true }); // the activity report's days
  return { enterpriseId: ep.enterpriseId, userIds };
}
