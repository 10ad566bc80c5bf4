import { sql } from 'drizzle-orm';
import { MOVEMENT_KINDS, STOCK_HOLDERS, WAREHOUSE_KINDS } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { mineSql } from '../../core/tenant';

const PARTS: [
  code: string,
  name: string,
  type: string,
  model: string,
  unit: string,
  sale: string,
  cost: string,
  alert: string,
][] = [
  ['BJ-001', '压缩机', '制冷', 'YSJ-1.5P', '台', '1280.00', '860.00', '3'],
  ['BJ-002', '冷凝器', '制冷', 'LNQ-200', '个', '420.00', '260.00', '5'],
  ['BJ-003', '控制主板', '电控', 'ZB-K35', '块', '360.00', '210.00', '5'],
  ['BJ-004', '温度传感器', '电控', 'NTC-10K', '个', '35.00', '12.00', '20'],
  ['BJ-005', '风扇电机', '电机', 'FS-45W', '台', '180.00', '95.00', '4'],
  ['BJ-006', '制冷剂R32', '耗材', 'R32-3KG', '瓶', '150.00', '88.50', '10'],
];
/** Genuine stock in the main warehouse; the east one holds less (one part under its alert quantity). */
const MAIN_STOCK: Record<string, string> = {
  'BJ-001': '12',
  'BJ-002': '20',
  'BJ-003': '30',
  'BJ-004': '150',
  'BJ-005': '15',
  'BJ-006': '40',
};
const EAST_STOCK: Record<string, string> = { 'BJ-003': '4', 'BJ-004': '25' };

/**
 * Demo spare parts a new user can try at once: four types and six parts, a main and an east
 * genuine warehouse (the main one the default store, 50014; the warehouse keeper its head) and a
 * scrap warehouse; stock taken in through the ledger (stock-in movements, so the log shows them),
 * two parts in 张师傅's personal stock by allocation, and one pending request of his; on one of his
 * completed orders a sensor used out of his stock and the replaced one he has not brought back yet.
 */
export async function seedDemoSpareParts(tx: Db, enterpriseId: number, keeperId: number, engineerId: number) {
  const types = new Map<string, number>();
  for (const name of [...new Set(PARTS.map((p) => p[2]))]) {
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into spare_types (enterprise_id, name) values (${enterpriseId}, ${name}) returning id::int as id`,
    );
    types.set(name, row!.id);
  }
  const parts = new Map<string, number>();
  for (const [code, name, type, model, unit, sale, cost, alert] of PARTS) {
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into spare_parts (enterprise_id, code, name, type_id, model, unit, sale_price, cost_price,
            personal_commission, team_commission, alert_qty)
          values (${enterpriseId}, ${code}, ${name}, ${types.get(type)!}, ${model}, ${unit}, ${sale}, ${cost},
            '10.00', '5.00', ${alert})
          returning id::int as id`,
    );
    parts.set(code, row!.id);
  }
  const warehouse = async (name: string, kind: number, address: string) => {
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into warehouses (enterprise_id, name, kind, head_user_id, phone, address)
          values (${enterpriseId}, ${name}, ${kind}, ${keeperId}, '13800000008', ${address}) returning id::int as id`,
    );
    return row!.id;
  };
  const main = await warehouse('总仓', WAREHOUSE_KINDS.genuine, '上海市浦东新区张江路88号');
  const east = await warehouse('华东分仓', WAREHOUSE_KINDS.genuine, '杭州市西湖区文三路20号');
  await warehouse('废品库', WAREHOUSE_KINDS.scrap, '上海市浦东新区张江路88号');
  await tx.execute(
    sql`insert into system_settings (enterprise_id, code, value, updated_by) values (${enterpriseId}, 50014, ${JSON.stringify(main)}::jsonb, ${keeperId})`,
  );
  let batch = 0;
  const move = async (
    kind: number,
    holderKind: number,
    holderId: number,
    stock: Record<string, string>,
    reason: string | null,
  ) => {
    batch -= 1; // demo batches are negative: never equal to a sequence value
    for (const [code, qty] of Object.entries(stock)) {
      const [row] = await rows<{ qty: string }>(
        tx,
        qty.startsWith('-')
          ? sql`update spare_stock s set qty = s.qty + ${qty}::numeric
                 where ${mineSql(enterpriseId, 's')} and s.part_id = ${parts.get(code)!}
                   and s.holder_kind = ${holderKind} and s.holder_id = ${holderId}
                 returning s.qty::text as qty`
          : sql`insert into spare_stock as s (enterprise_id, part_id, holder_kind, holder_id, qty)
                 values (${enterpriseId}, ${parts.get(code)!}, ${holderKind}, ${holderId}, ${qty})
                 on conflict (enterprise_id, part_id, holder_kind, holder_id) do update set qty = s.qty + excluded.qty
                 returning s.qty::text as qty`,
      );
      await tx.execute(
        sql`insert into spare_movements (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance,
              reason, actor_user_id)
            values (${enterpriseId}, ${batch}, ${kind}, ${parts.get(code)!}, ${holderKind}, ${holderId}, ${qty},
              ${row!.qty}, ${reason}, ${keeperId})`,
      );
    }
  };
  await move(1, STOCK_HOLDERS.warehouse, main, MAIN_STOCK, 'purchase');
  await move(1, STOCK_HOLDERS.warehouse, east, EAST_STOCK, 'purchase');
  const given = { 'BJ-004': '4', 'BJ-006': '2' };
  await move(
    4,
    STOCK_HOLDERS.warehouse,
    main,
    Object.fromEntries(Object.entries(given).map(([c, q]) => [c, `-${q}`])),
    null,
  );
  await move(4, STOCK_HOLDERS.person, engineerId, given, null);
  await partsOnADoneOrder(tx, enterpriseId, engineerId, parts.get('BJ-004')!, parts.get('BJ-003')!);
  await tx.execute(
    sql`insert into spare_applications (enterprise_id, type, applicant_id, warehouse_id, items, note)
        values (${enterpriseId}, 1, ${engineerId}, ${main},
          ${JSON.stringify([{ partId: parts.get('BJ-003')!, quantity: '1.00' }])}::jsonb, '客户空调主板故障，需更换')`,
  );
}

/**
 * A completed demo order of the engineer's shows parts used (one sensor out of his personal stock,
 * posted like the ledger posts `orderUse`; the order's spare-part amount is the line's) and an old
 * part (the replaced main board, SN code) he has not returned for five days (finance sees it).
 */
async function partsOnADoneOrder(
  tx: Db,
  enterpriseId: number,
  engineerId: number,
  sensor: number,
  board: number,
) {
  const [order] = await rows<{ id: number; order_no: string }>(
    tx,
    sql`select id::int as id, order_no from orders
         where ${mineSql(enterpriseId, 'orders')} and server_user_id = ${engineerId} and state = 5
           and deleted_at is null and archived_at is null
         order by id desc limit 1`,
  );
  if (!order) return;
  const [left] = await rows<{ qty: string }>(
    tx,
    sql`update spare_stock s set qty = s.qty - 1
         where ${mineSql(enterpriseId, 's')} and s.part_id = ${sensor} and s.holder_kind = ${STOCK_HOLDERS.person}
           and s.holder_id = ${engineerId}
         returning s.qty::text as qty`,
  );
  await tx.execute(
    sql`insert into spare_movements (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance,
          note, doc_kind, doc_id, actor_user_id)
        values (${enterpriseId}, -100, ${MOVEMENT_KINDS.orderUse}, ${sensor}, ${STOCK_HOLDERS.person}, ${engineerId},
          -1, ${left!.qty}, ${order.order_no}, 'order', ${order.id}, ${engineerId})`,
  );
  await tx.execute(
    sql`insert into order_spare_parts (enterprise_id, order_id, part_id, holder_kind, holder_id, quantity, price,
          amount, batch, created_by)
        values (${enterpriseId}, ${order.id}, ${sensor}, ${STOCK_HOLDERS.person}, ${engineerId}, 1, '35.00', '35.00',
          -100, ${engineerId})`,
  );
  await tx.execute(
    sql`update orders set sparepart_amount = 35.00,
          total_amount = service_amount + 35.00 + other_amount - preferential_amount
         where ${mineSql(enterpriseId, 'orders')} and id = ${order.id}`,
  );
  await tx.execute(
    sql`insert into old_parts (enterprise_id, order_id, part_id, sn_code, quantity, engineer_id, note, created_by,
          created_at)
        values (${enterpriseId}, ${order.id}, ${board}, 'ZB-K35-2311-0457', 1, ${engineerId}, '主板烧毁，已更换',
          ${engineerId}, now() - interval '5 days')`,
  );
}
