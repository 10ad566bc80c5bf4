import { and, eq, sql } from 'drizzle-orm';
import {
  ADDRESS_TYPES,
  FORM_KINDS,
  TAG_OBJECT_KINDS,
  validateValues,
  type FieldDef,
  type FieldValue,
  type FieldValues,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import {
  customerAddresses,
  customerContacts,
  customerPermissions,
  customers,
  objectTags,
  serviceTeams,
  tags,
} from '../../db/schema';
import { fieldDefsOf } from '../forms/host';

const COMPANIES = [
  '上海华联电梯有限公司',
  '杭州西湖净水设备有限公司',
  '南京钟山制冷工程有限公司',
  '苏州工业园区精密机械厂',
  '宁波港城物业管理有限公司',
  '无锡太湖医疗器械有限公司',
  '合肥科大智能装备有限公司',
  '常州龙城空调服务中心',
  '嘉兴南湖家居装饰有限公司',
  '绍兴柯桥纺织机械有限公司',
  '温州瓯江阀门制造有限公司',
  '上海浦东国际酒店',
  '杭州滨江数据中心',
  '南通江海建材有限公司',
  '扬州运河食品有限公司',
  '镇江金山印刷有限公司',
  '上海徐汇区第一人民医院',
  '金华义乌小商品城物业',
  '湖州太湖度假区管理处',
  '台州黄岩模具有限公司',
  'Shanghai Bund Office Tower',
  'Hangzhou Lakeside Apartments',
  '泰州医药高新区实验室',
  '盐城新能源风电运维站',
  '连云港港口机械有限公司',
  '徐州工程机械服务站',
  '淮安清江浦商业广场',
  '宿迁洋河酒业包装车间',
  '舟山海洋渔业冷库',
  '丽水青田石材加工厂',
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
];
const PLACES: [string, string, string, string][] = [
  ['上海市', '上海市', '浦东新区', '张江路'],
  ['上海市', '上海市', '徐汇区', '漕溪北路'],
  ['浙江省', '杭州市', '西湖区', '文三路'],
  ['浙江省', '宁波市', '鄞州区', '天童南路'],
  ['江苏省', '南京市', '玄武区', '中山路'],
  ['江苏省', '苏州市', '工业园区', '星湖街'],
  ['江苏省', '无锡市', '滨湖区', '太湖大道'],
  ['安徽省', '合肥市', '蜀山区', '长江西路'],
];

const INDUSTRIES = ['制造业', '物业管理', '医疗健康', '酒店餐饮', '数据中心', '建材', '食品', '机械'];

const person = (i: number) => `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`;
const phone = (i: number) => `139${String(10_000_000 + i * 7_919).padStart(8, '0')}`;

/** A plausible value of a custom field for demo customer `i`, or none for controls we leave empty. */
function demoValue(field: FieldDef, i: number, n: number): FieldValue | undefined {
  const options = field.props.options ?? [];
  switch (field.type) {
    case 'text':
      return field.code === 'industry' ? INDUSTRIES[i % INDUSTRIES.length] : `${field.name}-${(i % 9) + 1}`;
    case 'textarea':
      return `${field.name}：示例内容 ${i + 1} / sample ${i + 1}`;
    case 'number':
    case 'expenses_number':
      return String(((i * 37) % 500) + 10);
    case 'radio':
    case 'singleCheck':
      return options.length ? options[(i * 7 + n) % options.length] : undefined;
    case 'checkbox':
      return options.length ? [options[(i * 7 + n) % options.length]!] : undefined;
    case 'switch':
      return i % 2 === 0;
    case 'calendarDate':
      return `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;
    case 'calendarTime':
      return `${String(8 + (i % 10)).padStart(2, '0')}:30`;
    case 'calendarDatetime':
      return `2026-${String((i % 12) + 1).padStart(2, '0')}-15 09:00`;
    case 'call':
      return phone(i + 500);
    case 'commentStar':
      return String((i % (field.props.maxStars ?? 5)) + 1);
    case 'hyperlink':
      return `https://example.com/customers/${i + 1}`;
    case 'address': {
      const [province, city, region] = PLACES[i % PLACES.length]!;
      return { province, city, region };
    }
    case 'multistage': {
      const path: string[] = [];
      for (let nodes = field.props.tree; nodes?.length;) {
        const node = nodes[i % nodes.length]!;
        path.push(node.label);
        nodes = node.children;
      }
      return path.length ? path : undefined;
    }
    default:
      return undefined;
  }
}

/** Custom values for the demo customer `i`: most fields filled, checked against the field set. */
function demoValues(fields: FieldDef[], i: number): FieldValues {
  const input: Record<string, FieldValue> = {};
  for (const [n, field] of fields.entries()) {
    // leave some optional fields empty, as real data would
    if (!field.required && (i + n * 2) % 5 === 4) continue;
    const value = demoValue(field, i, n);
    if (value !== undefined) input[field.id] = value;
  }
  const first = validateValues(fields, input, { canEdit: () => true });
  if (!first.issues.length) return first.values;
  // conditions may make a value out of place: leave those fields out and check again
  for (const issue of first.issues) delete input[issue.field];
  const second = validateValues(fields, input, { canEdit: () => true });
  return second.issues.length ? {} : second.values;
}

/**
 * Thirty demo customers with contacts, addresses, owners (the salesperson owns a third, the
 * administrator some), service teams, tags, grants and custom values valid against the demo
 * customer field set. `userIds` is keyed by the demo phone numbers.
 */
export async function seedDemoCustomers(tx: Db, enterpriseId: number, userIds: Map<string, number>) {
  const ep = enterpriseId;
  const admin = userIds.get('13800000001')!;
  const sales = userIds.get('13800000010')!;
  const reception = userIds.get('13800000005')!;
  const teams = await tx
    .select({ id: serviceTeams.id })
    .from(serviceTeams)
    .where(eq(serviceTeams.enterpriseId, ep))
    .orderBy(serviceTeams.id);
  const customerTags = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.enterpriseId, ep), eq(tags.objectKind, TAG_OBJECT_KINDS.customer)))
    .orderBy(tags.id);
  const fieldSet = await fieldDefsOf(tx, ep, FORM_KINDS.customer);

  const created = await tx
    .insert(customers)
    .values(
      COMPANIES.map((name, i) => ({
        enterpriseId: ep,
        name,
        ownerUserId: i % 3 === 0 ? sales : i % 3 === 1 ? admin : null,
        serviceTeamId: teams.length && i % 2 === 0 ? teams[(i / 2) % teams.length]!.id : null,
        templateId: fieldSet.templateId,
        customValues: demoValues(fieldSet.fields, i),
        createdBy: i % 4 === 0 ? reception : admin,
        createdAt: new Date(Date.now() - (COMPANIES.length - i) * 86_400_000),
      })),
    )
    .returning({ id: customers.id });
  const ids = created.map((c) => c.id);

  await tx.insert(customerContacts).values(
    ids.flatMap((customerId, i) =>
      Array.from({ length: (i % 3) + 1 }, (_, k) => ({
        enterpriseId: ep,
        customerId,
        name: person(i * 3 + k),
        phone: phone(i * 3 + k),
        isDefault: k === 0,
      })),
    ),
  );
  await tx.insert(customerAddresses).values(
    ids.flatMap((customerId, i) =>
      Array.from({ length: i % 5 === 4 ? 0 : (i % 2) + 1 }, (_, k) => {
        const [province, city, region, road] = PLACES[(i + k) % PLACES.length]!;
        return {
          enterpriseId: ep,
          customerId,
          type: k === 0 ? ADDRESS_TYPES.service : ADDRESS_TYPES.office,
          province,
          city,
          region,
          detail: `${road}${((i * 13) % 200) + 1}号`,
          lng: 120 + ((i * 17) % 100) / 100,
          lat: 30 + ((i * 11) % 100) / 100,
          isDefault: k === 0,
        };
      }),
    ),
  );
  if (customerTags.length)
    await tx.insert(objectTags).values(
      ids
        .filter((_, i) => i % 4 === 0)
        .map((objectId, n) => ({
          enterpriseId: ep,
          objectKind: TAG_OBJECT_KINDS.customer,
          objectId,
          tagId: customerTags[n % customerTags.length]!.id,
        })),
    );
  // the salesperson may also see two customers owned by the administrator
  await tx
    .insert(customerPermissions)
    .values([1, 4].map((i) => ({ enterpriseId: ep, customerId: ids[i]!, userId: sales, createdBy: admin })));
  await tx.execute(sql`update customers c set search_text = c.name || coalesce(' ' || (
      select string_agg(cc.name || ' ' || cc.phone, ' ' order by cc.id) from customer_contacts cc
       where cc.enterprise_id = c.enterprise_id and cc.customer_id = c.id), '')
    where c.enterprise_id = ${ep}`);
  return ids;
}
