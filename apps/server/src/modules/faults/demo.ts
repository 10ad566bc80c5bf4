import { eq, isNull } from 'drizzle-orm';
import { mine } from '../../core/tenant';
import { ORDER_STATES } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { faultPhenomena, orders, productCategories } from '../../db/schema';
import { setOrderFaults } from './picks';

/** [top-level category name or null for every product, names] (names of at most 8 characters). */
const DEMO_FAULTS: [string | null, string[]][] = [
  [null, ['无法开机', '异响', '外观破损', '显示异常']],
  ['空调', ['不制冷', '不制热', '室内机漏水', '遥控失灵', '压缩机不启动']],
  ['热水器', ['不出热水', '点火失败', '漏电保护跳闸', '水温不稳']],
  ['净水器', ['出水慢', '水有异味', '滤芯到期', '频繁启停']],
];

/**
 * The demo's fault dictionary (issue 28) and picks on its completed orders (on their completion
 * day), so the fault reports have figures at once.
 */
export async function seedDemoFaults(tx: Db, ep: number) {
  const tops = await tx
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(mine(ep, productCategories, isNull(productCategories.parentId)));
  const topId = new Map(tops.map((c) => [c.name, c.id]));
  const general: number[] = [];
  for (const [category, names] of DEMO_FAULTS) {
    const categoryId = category === null ? null : (topId.get(category) ?? null);
    if (category !== null && categoryId === null) continue;
    const inserted = await tx
      .insert(faultPhenomena)
      .values(names.map((name, i) => ({ enterpriseId: ep, name, categoryId, sort: i })))
      .returning({ id: faultPhenomena.id });
    if (category === null) general.push(...inserted.map((f) => f.id));
  }
  const done = await tx
    .select({
      id: orders.id,
      templateId: orders.templateId,
      serverUserId: orders.serverUserId,
      customerProductId: orders.customerProductId,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(mine(ep, orders, eq(orders.state, ORDER_STATES.completed)))
    .orderBy(orders.id);
  const t = { db: tx, enterpriseId: ep };
  for (const [i, order] of done.entries()) {
    const picks =
      i % 3 === 0
        ? [general[i % general.length]!, general[(i + 1) % general.length]!]
        : [general[i % general.length]!];
    await setOrderFaults(t, order, picks, order.completedAt ?? undefined);
  }
}
