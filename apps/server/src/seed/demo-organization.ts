import { TAG_OBJECT_KINDS, TEAM_TYPES } from '@fieldline/domain';
import type { Db } from '../db/client';
import { departments, objectTags, serviceTeams, tagGroups, tags, teamMembers } from '../db/schema';

export type DemoDepartment = 'service' | 'customerCare' | 'warehouse' | 'finance';

const DEPARTMENTS: [DemoDepartment, string][] = [
  ['service', '服务部 / Service'],
  ['customerCare', '客服部 / Customer care'],
  ['warehouse', '仓储部 / Warehouse'],
  ['finance', '财务部 / Finance'],
];

const { order, customer, person } = TAG_OBJECT_KINDS;
const TAG_GROUPS = [{ key: 'serviceType', objectKind: order, name: '服务类型 / Service type' }] as const;
const TAGS: { objectKind: number; name: string; color: string; group?: 'serviceType'; key?: string }[] = [
  { objectKind: order, name: '紧急 / Urgent', color: '#f5222d' },
  { objectKind: order, name: '保修期内 / Under warranty', color: '#52c41a' },
  { objectKind: order, name: '安装 / Installation', color: '#1677ff', group: 'serviceType' },
  { objectKind: order, name: '维修 / Repair', color: '#fa8c16', group: 'serviceType' },
  { objectKind: customer, name: 'VIP', color: '#faad14' },
  { objectKind: customer, name: '重点客户 / Key account', color: '#722ed1' },
  { objectKind: person, name: '高级技师 / Senior technician', color: '#13c2c2', key: 'senior' },
  { objectKind: person, name: '新人 / Newcomer', color: '#2f54eb', key: 'newcomer' },
];

/**
 * Demo departments, the two service teams (headquarters and the East China branch under it), tag
 * groups and tags; `placeUsers` then puts the demo staff in their teams and tags them.
 */
export async function seedDemoOrganization(tx: Db, enterpriseId: number, rootDepartmentId: number) {
  const depts = await tx
    .insert(departments)
    .values(
      DEPARTMENTS.map(([, name], i) => ({ enterpriseId, parentId: rootDepartmentId, name, sort: i + 1 })),
    )
    .returning({ id: departments.id });
  const departmentIds = Object.fromEntries(DEPARTMENTS.map(([key], i) => [key, depts[i]!.id])) as Record<
    DemoDepartment,
    number
  >;

  const [hq] = await tx
    .insert(serviceTeams)
    .values({
      enterpriseId,
      name: '总部服务团队',
      type: TEAM_TYPES.headquarters,
      level: 1,
      areas: [{ province: '全国 / Nationwide' }],
      pickupAddress: '上海市浦东新区张江路88号 / 88 Zhangjiang Rd, Pudong, Shanghai',
      recipient: '黄仓管',
      pickupPhone: '13800000008',
      description: '总部直属服务团队 / Headquarters service team',
    })
    .returning({ id: serviceTeams.id });
  const [branch] = await tx
    .insert(serviceTeams)
    .values({
      enterpriseId,
      parentId: hq!.id,
      name: '华东分部',
      type: TEAM_TYPES.branch,
      level: 2,
      areas: [{ province: '上海市' }, { province: '江苏省' }, { province: '浙江省', city: '杭州市' }],
      description: '华东地区服务 / East China service',
    })
    .returning({ id: serviceTeams.id });

  const groups = await tx
    .insert(tagGroups)
    .values(TAG_GROUPS.map((g, i) => ({ enterpriseId, objectKind: g.objectKind, name: g.name, sort: i + 1 })))
    .returning({ id: tagGroups.id });
  const groupId = (key?: string) => (key ? groups[TAG_GROUPS.findIndex((g) => g.key === key)]!.id : null);
  const created = await tx
    .insert(tags)
    .values(
      TAGS.map((t, i) => ({
        enterpriseId,
        objectKind: t.objectKind,
        name: t.name,
        color: t.color,
        groupId: groupId(t.group),
        sort: i + 1,
      })),
    )
    .returning({ id: tags.id });
  const tagId = (key: string) => created[TAGS.findIndex((t) => t.key === key)]!.id;

  return {
    departmentIds,
    async placeUsers(userIds: Map<string, number>) {
      const id = (phone: string) => userIds.get(phone)!;
      await tx.insert(teamMembers).values([
        { enterpriseId, teamId: hq!.id, userId: id('13800000002'), isDispatcher: true },
        { enterpriseId, teamId: hq!.id, userId: id('13800000003') },
        { enterpriseId, teamId: branch!.id, userId: id('13800000004') },
      ]);
      await tx.insert(objectTags).values([
        { enterpriseId, objectKind: person, objectId: id('13800000003'), tagId: tagId('senior') },
        { enterpriseId, objectKind: person, objectId: id('13800000004'), tagId: tagId('newcomer') },
      ]);
    },
  };
}
