import { eq, sql } from 'drizzle-orm';
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
import { localMapProvider, type GeoAddress, type LngLat } from '../../core/maps';
import { mine, mineSql } from '../../core/tenant';
import { fieldDefsOf } from '../forms';

/** Each demo customer with the place its name belongs to: province, city, district, road. */
const COMPANIES: [name: string, province: string, city: string, region: string, road: string][] = [
  ['上海华联电梯有限公司', '上海市', '上海市', '静安区', '南京西路'],
  ['杭州西湖净水设备有限公司', '浙江省', '杭州市', '西湖区', '文三路'],
  ['南京钟山制冷工程有限公司', '江苏省', '南京市', '玄武区', '中山路'],
  ['苏州工业园区精密机械厂', '江苏省', '苏州市', '工业园区', '星湖街'],
  ['宁波港城物业管理有限公司', '浙江省', '宁波市', '鄞州区', '天童南路'],
  ['无锡太湖医疗器械有限公司', '江苏省', '无锡市', '滨湖区', '太湖大道'],
  ['合肥科大智能装备有限公司', '安徽省', '合肥市', '蜀山区', '长江西路'],
  ['常州龙城空调服务中心', '江苏省', '常州市', '天宁区', '延陵西路'],
  ['嘉兴南湖家居装饰有限公司', '浙江省', '嘉兴市', '南湖区', '中环南路'],
  ['绍兴柯桥纺织机械有限公司', '浙江省', '绍兴市', '柯桥区', '笛扬路'],
  ['温州瓯江阀门制造有限公司', '浙江省', '温州市', '鹿城区', '车站大道'],
  ['上海浦东国际酒店', '上海市', '上海市', '浦东新区', '世纪大道'],
  ['杭州滨江数据中心', '浙江省', '杭州市', '滨江区', '江南大道'],
  ['南通江海建材有限公司', '江苏省', '南通市', '崇川区', '工农路'],
  ['扬州运河食品有限公司', '江苏省', '扬州市', '广陵区', '文昌中路'],
  ['镇江金山印刷有限公司', '江苏省', '镇江市', '润州区', '金山路'],
  ['上海徐汇区第一人民医院', '上海市', '上海市', '徐汇区', '漕溪北路'],
  ['金华义乌小商品城物业', '浙江省', '金华市', '义乌市', '福田路'],
  ['湖州太湖度假区管理处', '浙江省', '湖州市', '吴兴区', '太湖路'],
  ['台州黄岩模具有限公司', '浙江省', '台州市', '黄岩区', '劳动北路'],
  ['Shanghai Bund Office Tower', '上海市', '上海市', '黄浦区', '中山东一路'],
  ['Hangzhou Lakeside Apartments', '浙江省', '杭州市', '上城区', '湖滨路'],
  ['泰州医药高新区实验室', '江苏省', '泰州市', '海陵区', '药城大道'],
  ['盐城新能源风电运维站', '江苏省', '盐城市', '亭湖区', '开放大道'],
  ['连云港港口机械有限公司', '江苏省', '连云港市', '连云区', '中山西路'],
  ['徐州工程机械服务站', '江苏省', '徐州市', '铜山区', '北京南路'],
  ['淮安清江浦商业广场', '江苏省', '淮安市', '清江浦区', '淮海东路'],
  ['宿迁洋河酒业包装车间', '江苏省', '宿迁市', '宿城区', '洪泽湖路'],
  ['舟山海洋渔业冷库', '浙江省', '舟山市', '定海区', '海洲路'],
  ['丽水青田石材加工厂', '浙江省', '丽水市', '青田县', '鹤城中路'],
];
/** Second roads of the demo cities, for an office address in the same city. */
const OFFICE_ROADS = ['人民路', '解放路', '建设路', '和平路', '新华路'];
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
const maps = localMapProvider();

/**
 * Where a demo address lies: its city's point in the built-in geocoder's place data, moved a few
 * kilometres by `n` so that one city's customers do not share one map marker.
 */
async function demoPoint(address: GeoAddress, n: number): Promise<LngLat> {
  const at = await maps.geocode(address);
  if (!at) throw new Error(`demo address outside the place data: ${address.province} ${address.city}`);
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  return {
    lng: round(at.lng + (((n * 17) % 11) - 5) / 100),
    lat: round(at.lat + (((n * 11) % 9) - 4) / 100),
  };
}

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
      const [, province, city, region] = COMPANIES[i]!;
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
    .where(mine(ep, serviceTeams))
    .orderBy(serviceTeams.id);
  const customerTags = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(mine(ep, tags, eq(tags.objectKind, TAG_OBJECT_KINDS.customer)))
    .orderBy(tags.id);
  const fieldSet = await fieldDefsOf({ db: tx, enterpriseId: ep }, FORM_KINDS.customer);

  const created = await tx
    .insert(customers)
    .values(
      COMPANIES.map(([name], i) => ({
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
  const addresses = ids.flatMap((customerId, i) =>
    Array.from({ length: i % 5 === 4 ? 0 : (i % 2) + 1 }, (_, k) => {
      const [, province, city, region, road] = COMPANIES[i]!;
      return {
        enterpriseId: ep,
        customerId,
        type: k === 0 ? ADDRESS_TYPES.service : ADDRESS_TYPES.office,
        province,
        city,
        region,
        detail: `${k === 0 ? road : OFFICE_ROADS[i % OFFICE_ROADS.length]}${((i * 13) % 200) + 1}号`,
        isDefault: k === 0,
      };
    }),
  );
  await tx
    .insert(customerAddresses)
    .values(await Promise.all(addresses.map(async (a, n) => ({ ...a, ...(await demoPoint(a, n)) }))));
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
    where ${mineSql(ep, 'c')}`);
  return ids;
}
