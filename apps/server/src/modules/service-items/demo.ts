import { eq, inArray, isNull } from 'drizzle-orm';
import { FORM_KINDS } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { formTemplates, serviceItemTemplates, serviceItems } from '../../db/schema';
import { mine } from '../../core/tenant';

interface DemoItem {
  name: string;
  category: string;
  price: string;
  unit: string;
  individualCommission: string | null;
  teamCommission: string | null;
  description?: string;
  enabled?: boolean;
  /** Names of the demo order templates (forms/demo.ts) it is bound to; none: every template. */
  templates?: string[];
}

/**
 * Thirteen items in five categories. The first six are bound to no template and enabled: the demo
 * orders price their service lines from the first enabled items.
 */
const ITEMS: DemoItem[] = [
  {
    name: '上门检测费',
    category: '上门服务',
    price: '50.00',
    unit: '次',
    individualCommission: '10.00',
    teamCommission: '5.00',
    description: '上门检测故障，维修后免收',
  },
  {
    name: '远程技术指导',
    category: '上门服务',
    price: '30.00',
    unit: '次',
    individualCommission: '5.00',
    teamCommission: null,
  },
  {
    name: '空调深度清洗',
    category: '清洗保养',
    price: '120.00',
    unit: '台',
    individualCommission: '30.00',
    teamCommission: '10.00',
    description: '拆洗滤网、蒸发器与接水盘',
  },
  {
    name: '热水器除垢保养',
    category: '清洗保养',
    price: '150.00',
    unit: '台',
    individualCommission: '35.00',
    teamCommission: '10.00',
  },
  {
    name: '净水器滤芯更换工时',
    category: '清洗保养',
    price: '60.00',
    unit: '次',
    individualCommission: '15.00',
    teamCommission: '5.00',
    description: '滤芯费用另计',
  },
  {
    name: '空调加氟（R32）',
    category: '维修',
    price: '180.00',
    unit: '台',
    individualCommission: '40.00',
    teamCommission: '15.00',
  },
  {
    name: '压缩机更换工时',
    category: '维修',
    price: '450.00',
    unit: '台',
    individualCommission: '120.00',
    teamCommission: '40.00',
    templates: ['上门维修'],
  },
  {
    name: '主板维修',
    category: '维修',
    price: '280.00',
    unit: '块',
    individualCommission: '70.00',
    teamCommission: '20.00',
    templates: ['上门维修'],
  },
  {
    name: '挂机空调安装',
    category: '安装',
    price: '200.00',
    unit: '台',
    individualCommission: '60.00',
    teamCommission: '20.00',
    description: '含3米铜管与标准支架',
    templates: ['安装'],
  },
  {
    name: '柜机空调安装',
    category: '安装',
    price: '300.00',
    unit: '台',
    individualCommission: '90.00',
    teamCommission: '30.00',
    templates: ['安装'],
  },
  {
    name: '空调铜管加长',
    category: '安装',
    price: '65.50',
    unit: '米',
    individualCommission: '10.00',
    teamCommission: null,
    templates: ['安装'],
  },
  {
    name: '高空作业费',
    category: '附加费用',
    price: '100.00',
    unit: '次',
    individualCommission: '30.00',
    teamCommission: '10.00',
    description: '外机位于三楼以上且需吊装或安全绳作业',
    templates: ['上门维修', '安装'],
  },
  {
    name: '夜间加急服务费',
    category: '附加费用',
    price: '80.00',
    unit: '次',
    individualCommission: '20.00',
    teamCommission: null,
    enabled: false,
  },
];

/** The demo service items, a few bound to the demo order templates 上门维修 and 安装. */
export async function seedDemoServiceItems(tx: Db, enterpriseId: number) {
  const names = [...new Set(ITEMS.flatMap((i) => i.templates ?? []))];
  const templates = await tx
    .select({ id: formTemplates.id, name: formTemplates.name })
    .from(formTemplates)
    .where(
      mine(
        enterpriseId,
        formTemplates,
        eq(formTemplates.kind, FORM_KINDS.order),
        inArray(formTemplates.name, names),
        isNull(formTemplates.deletedAt),
      ),
    );
  const templateId = new Map(templates.map((t) => [t.name, t.id]));
  const inserted = await tx
    .insert(serviceItems)
    .values(
      ITEMS.map(({ templates: _t, ...item }, i) => ({
        ...item,
        enabled: item.enabled ?? true,
        sort: i + 1,
        enterpriseId,
      })),
    )
    .returning({ id: serviceItems.id, name: serviceItems.name });
  const itemId = new Map(inserted.map((r) => [r.name, r.id]));
  const bindings = ITEMS.flatMap((item) =>
    (item.templates ?? [])
      .filter((name) => templateId.has(name))
      .map((name) => ({ enterpriseId, itemId: itemId.get(item.name)!, templateId: templateId.get(name)! })),
  );
  if (bindings.length) await tx.insert(serviceItemTemplates).values(bindings);
}
