import { sql } from 'drizzle-orm';
import {
  MOVEMENT_KINDS,
  ORDER_MEMBER_ROLES,
  SETTING_DEFAULT_STORE,
  SETTING_SPARE_MODE,
  SPARE_STOCK_MODES,
  STOCK_HOLDERS,
  formatCents,
  money,
  toCents,
  type OrderPartAddInput,
  type OrderPartChangeInput,
  type OrderPartLine,
  type OrderSpareParts,
  type StockHolderKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { setSpareAmount, visibleOrders } from '../orders';
import { moveFaultParts } from '../faults';
import { settingValue } from '../system-settings';
import { spareErrors } from './errors';
import { partsById, post, type LedgerWriter } from './ledger';
import { oldPartsOfOrder } from './old-parts';
import { lockForEdit, mayEditParts, ORDER_DOC, type LockedOrder } from './order-access';

/** Price × quantity, both exact to the cent, rounded half up to the cent. */
export const lineAmount = (price: string, quantity: string) =>
  formatCents((toCents(price) * toCents(quantity) + 50n) / 100n);

/**
 * Where an order's parts come from (SB:158): the order's server's personal stock in mode 2, the
 * default store (50014) in mode 1; mode 0 keeps no stock.
 */
async function sourceOf(t: TenantDb, o: LockedOrder): Promise<{ kind: StockHolderKind; id: number }> {
  const mode = await settingValue(t, SETTING_SPARE_MODE);
  if (mode === SPARE_STOCK_MODES.none) throw spareErrors.STOCK_MODE_OFF();
  if (mode === SPARE_STOCK_MODES.personal) {
    if (!o.serverUserId) throw spareErrors.ORDER_NO_SERVER({ field: 'orderId' });
    return { kind: STOCK_HOLDERS.person, id: o.serverUserId };
  }
  const store = await settingValue(t, SETTING_DEFAULT_STORE);
  if (!store) throw spareErrors.NO_DEFAULT_STORE();
  return { kind: STOCK_HOLDERS.warehouse, id: Number(store) };
}

/** The computed spare-part amount: the sum of the lines, or null while the order records none. */
export async function spareAmountOf(t: TenantDb, orderId: number) {
  const [row] = await rows<{ n: number; amount: string | null }>(
    t.db,
    sql`select count(*)::int as n, sum(l.amount)::text as amount from order_spare_parts l
         where ${mineSql(t, 'l')} and l.order_id = ${orderId}`,
  );
  return row && row.n > 0 ? money.sum(row.amount ?? '0') : null;
}

async function refreshAmount(t: TenantDb, orderId: number) {
  return setSpareAmount(t, orderId, (await spareAmountOf(t, orderId)) ?? '0.00');
}

/**
 * POST /v2/order/spareParts: parts used on an order. The parts leave their holder (the ledger's
 * `orderUse`, refused with "insufficient stock" when it holds too few) in the same transaction as the
 * line; the line is priced from the catalogue's sale price; the order's spare-part amount follows.
 */
export const addOrderPart = (t: Tenant, input: OrderPartAddInput) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const o = await lockForEdit(tt, input.orderId);
    const source = await sourceOf(tt, o);
    const part = (await partPrices(tt, [input.partId], 'partId')).get(input.partId)!;
    const batch = await post(
      tt,
      MOVEMENT_KINDS.orderUse,
      [
        {
          partId: input.partId,
          holderKind: source.kind,
          holderId: source.id,
          delta: -toCents(input.quantity),
        },
      ],
      { docKind: ORDER_DOC, docId: o.id, note: o.orderNo },
    );
    // the parts replaced per fault (issue 28) follow the line: the order's sums taken back, counted again
    await moveFaultParts(tt, o.id, -1);
    const [line] = await rows<{ id: number }>(
      tx,
      sql`insert into order_spare_parts (enterprise_id, order_id, part_id, holder_kind, holder_id, quantity, price,
            amount, batch, created_by)
          values (${t.enterpriseId}, ${o.id}, ${input.partId}, ${source.kind}, ${source.id}, ${input.quantity},
            ${part.price}, ${lineAmount(part.price, input.quantity)}, ${batch}, ${t.user.id})
          returning id::int as id`,
    );
    await moveFaultParts(tt, o.id, 1);
    return { id: line!.id, ...(await refreshAmount(tt, o.id)) };
  });

async function partPrices(t: TenantDb, ids: number[], field: string) {
  await partsById(t, ids, field);
  const found = await rows<{ id: number; price: string }>(
    t.db,
    sql`select p.id::int as id, p.sale_price::text as price from spare_parts p
         where ${mineSql(t, 'p')} and p.id in (${idList(ids)})`,
  );
  return new Map(found.map((p) => [p.id, p]));
}

/** A line of an order the caller may change, locked with its order. */
async function lockLine(t: Tenant, id: number) {
  const [line] = await rows<{
    id: number;
    order_id: number;
    part_id: number;
    holder_kind: StockHolderKind;
    holder_id: number;
    quantity: string;
    price: string;
  }>(
    t.db,
    sql`select l.id::int as id, l.order_id::int as order_id, l.part_id::int as part_id, l.holder_kind,
               l.holder_id::int as holder_id, l.quantity::text as quantity, l.price::text as price
          from order_spare_parts l where ${mineSql(t, 'l')} and l.id = ${id}`,
  );
  if (!line) throw spareErrors.ORDER_PART_NOT_FOUND({ field: 'id' });
  // the order's lock (and visibility: another's order answers 404) comes before the line's
  const o = await lockForEdit(t, line.order_id).catch((e: { code?: string }) => {
    throw e.code === 'ORDER_NOT_FOUND' ? spareErrors.ORDER_PART_NOT_FOUND({ field: 'id' }) : e;
  });
  return { line, order: o };
}

/** PUT /v2/order/spareParts: a line's quantity changed; the difference is taken or given back. */
export const changeOrderPart = (t: Tenant, input: OrderPartChangeInput) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const { line, order } = await lockLine(tt, input.id);
    const delta = toCents(line.quantity) - toCents(input.quantity);
    if (delta !== 0n)
      await post(
        tt,
        delta > 0n ? MOVEMENT_KINDS.orderReturn : MOVEMENT_KINDS.orderUse,
        [{ partId: line.part_id, holderKind: line.holder_kind, holderId: line.holder_id, delta }],
        { docKind: ORDER_DOC, docId: order.id, note: order.orderNo },
      );
    await moveFaultParts(tt, order.id, -1);
    await tx.execute(
      sql`update order_spare_parts l set quantity = ${input.quantity}, amount = ${lineAmount(line.price, input.quantity)}
           where ${mineSql(t, 'l')} and l.id = ${line.id}`,
    );
    await moveFaultParts(tt, order.id, 1);
    return refreshAmount(tt, order.id);
  });

/** DELETE /v2/order/spareParts/:id: the line goes and its parts go back to where they came from. */
export const removeOrderPart = (t: Tenant, id: number) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const { line, order } = await lockLine(tt, id);
    await post(
      tt,
      MOVEMENT_KINDS.orderReturn,
      [
        {
          partId: line.part_id,
          holderKind: line.holder_kind,
          holderId: line.holder_id,
          delta: toCents(line.quantity),
        },
      ],
      { docKind: ORDER_DOC, docId: order.id, note: order.orderNo },
    );
    await moveFaultParts(tt, order.id, -1);
    await tx.execute(sql`delete from order_spare_parts l where ${mineSql(t, 'l')} and l.id = ${line.id}`);
    await moveFaultParts(tt, order.id, 1);
    return refreshAmount(tt, order.id);
  });

/**
 * A cancelled order gives its parts back (spec D6 "cancelling returns them"): every line's parts are
 * posted back to their holder and the lines go, in the consumer's transaction. The part's catalogue
 * entry may have been deleted since: its stock row still takes the parts back.
 */
export async function returnPartsOfOrder(t: LedgerWriter, orderId: number) {
  const lines = await rows<{
    id: number;
    part_id: number;
    holder_kind: StockHolderKind;
    holder_id: number;
    quantity: string;
  }>(
    t.db,
    sql`select l.id::int as id, l.part_id::int as part_id, l.holder_kind, l.holder_id::int as holder_id,
               l.quantity::text as quantity
          from order_spare_parts l join spare_parts p on p.enterprise_id = l.enterprise_id and p.id = l.part_id
         where ${mineSql(t, 'l')} and l.order_id = ${orderId} and p.deleted_at is null`,
  );
  if (!lines.length) return 0;
  await post(
    t,
    MOVEMENT_KINDS.orderReturn,
    lines.map((l) => ({
      partId: l.part_id,
      holderKind: l.holder_kind,
      holderId: l.holder_id,
      delta: toCents(l.quantity),
    })),
    { docKind: ORDER_DOC, docId: orderId },
  );
  await moveFaultParts(t, orderId, -1);
  await t.db.execute(
    sql`delete from order_spare_parts l where ${mineSql(t, 'l')} and l.id in (${idList(lines.map((l) => l.id))})`,
  );
  await moveFaultParts(t, orderId, 1);
  await setSpareAmount(t, orderId, (await spareAmountOf(t, orderId)) ?? '0.00');
  return lines.length;
}

const lineColumns = sql`l.id::int as id, l.order_id::int as "orderId", l.part_id::int as "partId", p.code, p.name,
  p.unit, l.holder_kind as "holderKind",
  case when l.holder_kind = ${STOCK_HOLDERS.warehouse}
    then (select w.name from warehouses w where w.enterprise_id = l.enterprise_id and w.id = l.holder_id)
    else (select u.name from users u where u.enterprise_id = l.enterprise_id and u.id = l.holder_id) end as "holderName",
  l.quantity::text as quantity, l.price::text as price, l.amount::text as amount,
  p.personal_commission::text as "personalCommission", p.team_commission::text as "teamCommission"`;

/**
 * Parts used on the orders named, oldest line first (for the order's detail; for finance's spare-part
 * commissions: each line carries the part's personal and team commission per unit).
 */
export async function partsUsedOnOrders(t: TenantDb, orderIds: number[]) {
  if (!orderIds.length) return [];
  return rows<OrderPartLine>(
    t.db,
    sql`select ${lineColumns} from order_spare_parts l
          join spare_parts p on p.enterprise_id = l.enterprise_id and p.id = l.part_id
         where ${mineSql(t, 'l')} and l.order_id in (${idList(orderIds)})
         order by l.order_id, l.id`,
  );
}

/**
 * GET /v2/order/spareParts/:id: an order's parts and old parts, and whether the caller may change them
 * now (the order must be one the caller may see: 404 otherwise).
 */
export async function orderSpareParts(t: Tenant, orderId: number): Promise<OrderSpareParts> {
  const visible = visibleOrders(t);
  const [o] = await rows<LockedOrder & { amount: string }>(
    t.db,
    sql`select orders.id::int as id, orders.order_no as "orderNo", orders.state,
               orders.server_user_id::int as "serverUserId", orders.sparepart_amount::text as amount,
               (orders.deleted_at is not null or orders.archived_at is not null) as shelved,
               array(select om.user_id::int from order_members om
                      where om.enterprise_id = orders.enterprise_id and om.order_id = orders.id
                        and om.role = ${ORDER_MEMBER_ROLES.approver}) as "approverIds"
          from orders
         where ${mineSql(t, 'orders')} and orders.id = ${orderId} ${visible ? sql`and ${visible}` : sql``}`,
  );
  if (!o) throw spareErrors.ORDER_NOT_FOUND({ field: 'id' });
  const editable = mayEditParts(t, o);
  const [parts, oldParts] = await Promise.all([partsUsedOnOrders(t, [orderId]), oldPartsOfOrder(t, orderId)]);
  return { parts, oldParts, sparepartAmount: formatCents(toCents(o.amount)), editable };
}
