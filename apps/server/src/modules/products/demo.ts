import type { Db } from '../../db/client';
import { productCategories, products } from '../../db/schema';

interface DemoCategory {
  name: string;
  children?: DemoCategory[];
}

/** Three top-level categories, two levels under each (names of at most 8 characters). */
const CATEGORIES: DemoCategory[] = [
  {
    name: '空调',
    children: [
      { name: '家用空调', children: [{ name: '挂机' }, { name: '柜机' }] },
      { name: '商用空调', children: [{ name: '中央空调' }, { name: '多联机' }] },
    ],
  },
  {
    name: '热水器',
    children: [{ name: '电热水器' }, { name: '燃气热水器' }, { name: '空气能热水器' }],
  },
  {
    name: '净水器',
    children: [
      { name: '家用净水器', children: [{ name: 'RO反渗透' }, { name: '超滤' }] },
      { name: '商用净水器' },
    ],
  },
];

/** [category path, name, number, model, unit, price, description] */
const PRODUCTS: [string, string, string, string, string, string, string][] = [
  [
    '空调/家用空调/挂机',
    '舒适型挂壁式空调 1.5匹',
    'KT-0001',
    'KFR-35GW/A1',
    '台',
    '2899.00',
    '一级能效，变频冷暖',
  ],
  ['空调/家用空调/挂机', '静音型挂壁式空调 1匹', 'KT-0002', 'KFR-26GW/B2', '台', '2399.00', '卧室静音款'],
  ['空调/家用空调/挂机', '新风挂壁式空调 1.5匹', 'KT-0003', 'KFR-35GW/X3', '台', '3599.00', '带新风模块'],
  ['空调/家用空调/柜机', '立式柜机空调 3匹', 'KT-0101', 'KFR-72LW/C1', '台', '6999.00', '客厅立式，变频'],
  ['空调/家用空调/柜机', '圆柱柜机空调 2匹', 'KT-0102', 'KFR-51LW/R2', '台', '5499.00', '360°送风'],
  ['空调/商用空调/中央空调', '风管机 5匹', 'KT-0201', 'FGR12.5/D', '套', '12800.00', '商铺与办公室'],
  ['空调/商用空调/中央空调', '天花机 3匹', 'KT-0202', 'RFD-72TW', '套', '8600.00', '四面出风嵌入式'],
  ['空调/商用空调/多联机', '多联机外机 10匹', 'KT-0301', 'MDV-280W', '台', '36800.00', '一拖六'],
  ['热水器/电热水器', '储水式电热水器 60升', 'RS-0001', 'F6030-X1', '台', '1599.00', '速热，一级能效'],
  ['热水器/电热水器', '即热式电热水器', 'RS-0002', 'DSK-85J', '台', '1299.00', '小厨宝可选'],
  ['热水器/燃气热水器', '恒温燃气热水器 16升', 'RS-0101', 'JSQ30-16T', '台', '2699.00', '零冷水'],
  ['热水器/燃气热水器', '强排式燃气热水器 13升', 'RS-0102', 'JSQ25-13Q', '台', '1899.00', '天然气'],
  ['热水器/空气能热水器', '空气能热水器 200升', 'RS-0201', 'KF70/200L', '台', '7999.00', '家庭五口适用'],
  [
    '净水器/家用净水器/RO反渗透',
    'RO反渗透净水器 600G',
    'JS-0001',
    'MRO-600G',
    '台',
    '2999.00',
    '厨下式，无桶大通量',
  ],
  ['净水器/家用净水器/RO反渗透', 'RO反渗透净水器 400G', 'JS-0002', 'MRO-400G', '台', '1999.00', '厨下式'],
  ['净水器/家用净水器/RO反渗透', 'RO膜滤芯 600G', 'JS-0003', 'RO-M600', '支', '499.00', '建议24个月更换'],
  ['净水器/家用净水器/超滤', '超滤净水器', 'JS-0101', 'UF-1000', '台', '899.00', '保留矿物质'],
  ['净水器/家用净水器/超滤', 'PP棉复合滤芯', 'JS-0102', 'PPC-10', '支', '129.00', '建议6个月更换'],
  ['净水器/商用净水器', '商用直饮机', 'JS-0201', 'CW-3T', '台', '8999.00', '学校、办公室'],
  ['净水器', '前置过滤器', 'JS-0301', 'QZ-40', '台', '699.00', '全屋前置，反冲洗'],
];

/** The demo catalogue: the category tree above and about twenty products in it. */
export async function seedDemoProducts(tx: Db, enterpriseId: number) {
  const ids = new Map<string, number>();
  const insert = async (
    nodes: DemoCategory[],
    parentPath: string,
    parentId: number | null,
    level: number,
  ) => {
    for (const [i, node] of nodes.entries()) {
      const path = parentPath ? `${parentPath}/${node.name}` : node.name;
      const [row] = await tx
        .insert(productCategories)
        .values({ enterpriseId, parentId, level, name: node.name, sort: i + 1 })
        .returning({ id: productCategories.id });
      ids.set(path, row!.id);
      if (node.children) await insert(node.children, path, row!.id, level + 1);
    }
  };
  await insert(CATEGORIES, '', null, 1);
  await tx.insert(products).values(
    PRODUCTS.map(([path, name, number, model, unit, price, description]) => ({
      enterpriseId,
      categoryId: ids.get(path)!,
      name,
      number,
      model,
      unit,
      price,
      description,
    })),
  );
}
