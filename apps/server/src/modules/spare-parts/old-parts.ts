import { sql, type SQL } from 'drizzle-orm';
import {
  MOVEMENT_KINDS,
  OLD_PART_MODES,
  OLD_PART_PERSONAL_HOLDER,
  OLD_PART_STATES,
  OLD_PART_STATE_LABELS,
  SETTING_OLD_PART_MODE,
  STOCK_HOLDERS,
  WAREHOUSE_KINDS,
  toCents,
  type StockHolderKind,
  type OldPart,
  type OldPartAddInput,
  type OldPartListQuery,
  type OldPartReceiptInput,
  type OldPartReturnInput,
  type OldPartState,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList, likePattern } from '../../core/sql';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { settingValue } from '../system-settings';
import { spareErrors } from './errors';
import { partsById, post, type LedgerWriter, type Posting } from './ledger';
import { lockForEdit } from './order-access';
import { requireWarehouse } from './warehouses';

const columns = sql`o.id::int as id, o.order_id::int as "orderId", ord.order_no as "orderNo", o.part_id::int as "partId",
  p.code, p.name, o.sn_code as "snCode", o.quantity::text as quantity, o.engineer_id::int as "engineerId",
  u.name as "engineerName", o.state, o.warehouse_id::int as "warehouseId", w.name as "warehouseName", o.note,
  o.created_at as "createdAt", o.returned_at as "returnedAt", o.received_at as "receivedAt",
  floor(extract(epoch from (now() - o.created_at)) / 86400)::int as "ageDays", o.personal`;
const from = sql`old_parts o
  join spare_parts p on p.enterprise_id = o.enterprise_id and p.id = o.part_id
  join orders ord on ord.enterprise_id = o.enterprise_id and ord.id = o.order_id
  left join users u on u.enterprise_id = o.enterprise_id and u.id = o.engineer_id
  left join warehouses w on w.enterprise_id = o.enterprise_id and w.id = o.warehouse_id`;

/** The ledger's holder of an engineer's personal old-part stock (apart from their genuine stock). */
const personalOld = (engineerId: number) => ({
  holderKind: OLD_PART_PERSONAL_HOLDER as number as StockHolderKind,
  holderId: engineerId,
});
/** One old part into (+1) or out of (-1) its engineer's personal old-part stock. */
const personalPosting = (o: { part_id: number; quantity: string; engineer_id: number }, sign: 1n | -1n) => ({
  partId: o.part_id,
  ...personalOld(o.engineer_id),
  delta: sign * toCents(o.quantity),
});

const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
const shape = (r: OldPart) => ({
  ...r,
  createdAt: iso(r.createdAt)!,
  returnedAt: iso(r.returnedAt),
  receivedAt: iso(r.receivedAt),
  ageDays: r.state === OLD_PART_STATES.unreturned ? r.ageDays : 0,
});

/** Old parts recorded on an order, oldest first (its detail). */
export async function oldPartsOfOrder(t: TenantDb, orderId: number) {
  const list = await rows<OldPart>(
    t.db,
    sql`select ${columns} from ${from} where ${mineSql(t, 'o')} and o.order_id = ${orderId} order by o.id`,
  );
  return list.map(shape);
}

/**
 * POST /v2/order/oldParts: a replaced part recorded on an order (SB:44) by whoever may change its
 * parts; the order's server must bring it back (the old part is theirs until returned).
 */
export const addOldPart = (t: Tenant, input: OldPartAddInput) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const o = await lockForEdit(tt, input.orderId);
    if (!o.serverUserId) throw spareErrors.ORDER_NO_SERVER({ field: 'orderId' });
    await partsById(tt, [input.partId], 'partId');
    // personal old-part mode (50016 = 2): the part goes into the engineer's personal old-part stock first
    const personal = (await settingValue(tt, SETTING_OLD_PART_MODE)) === OLD_PART_MODES.personal;
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into old_parts (enterprise_id, order_id, part_id, sn_code, quantity, engineer_id, note, created_by,
            personal)
          values (${t.enterpriseId}, ${o.id}, ${input.partId}, ${input.snCode ?? null}, ${input.quantity},
            ${o.serverUserId}, ${input.note ?? null}, ${t.user.id}, ${personal})
          returning id::int as id`,
    );
    if (personal)
      await post(
        tt,
        MOVEMENT_KINDS.oldPartPersonal,
        [
          personalPosting(
            { part_id: input.partId, quantity: input.quantity, engineer_id: o.serverUserId },
            1n,
          ),
        ],
        { docKind: 'oldPart', docId: row!.id },
      );
    return { id: row!.id };
  });

/** DELETE /v2/order/oldParts/:id: recorded by mistake; only while not returned and the order open. */
export const removeOldPart = (t: Tenant, id: number) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const [row] = await rows<OldPartFacts & { order_id: number }>(
      tx,
      sql`select o.order_id::int as order_id, ${facts} from old_parts o where ${mineSql(t, 'o')} and o.id = ${id}`,
    );
    if (!row) throw spareErrors.OLD_PART_NOT_FOUND({ field: 'id' });
    await lockForEdit(tt, row.order_id).catch((e: { code?: string }) => {
      throw e.code === 'ORDER_NOT_FOUND' ? spareErrors.OLD_PART_NOT_FOUND({ field: 'id' }) : e;
    });
    if (row.state !== OLD_PART_STATES.unreturned) throw stateError(t, OLD_PART_STATES.unreturned, 'id');
    await tx.execute(sql`delete from old_parts o where ${mineSql(t, 'o')} and o.id = ${id}`);
    // out of the personal old-part stock it went into (the ledger keeps both rows)
    if (row.personal)
      await post(tt, MOVEMENT_KINDS.oldPartPersonal, [personalPosting(row, -1n)], {
        docKind: 'oldPart',
        docId: id,
      });
    return null;
  });

/** What a movement of an old part needs of its row. */
interface OldPartFacts {
  id: number;
  state: OldPartState;
  part_id: number;
  quantity: string;
  engineer_id: number;
  personal: boolean;
  warehouse_id: number | null;
}
const facts = sql`o.id::int as id, o.state, o.part_id::int as part_id, o.quantity::text as quantity,
  o.engineer_id::int as engineer_id, o.personal, o.warehouse_id::int as warehouse_id`;

const stateError = (t: Pick<Tenant, 'locale'>, expected: OldPartState, field: string) =>
  spareErrors.OLD_PART_STATE({ field, params: { state: OLD_PART_STATE_LABELS[expected][t.locale] } });

/**
 * GET /old/part/list (/oldPartsRecyle): old parts, newest first, by state, engineer, order and SN
 * code; people who do not receive old parts (10503) see their own only.
 */
export async function listOldParts(t: Tenant, q: OldPartListQuery, mayManage: boolean) {
  const conditions: SQL[] = [mineSql(t, 'o')];
  if (!mayManage) conditions.push(sql`o.engineer_id = ${t.user.id}`);
  else if (q.engineerId) conditions.push(sql`o.engineer_id = ${q.engineerId}`);
  if (q.state !== undefined) conditions.push(sql`o.state = ${q.state}`);
  if (q.orderId) conditions.push(sql`o.order_id = ${q.orderId}`);
  if (q.keyword) conditions.push(sql`o.sn_code ilike ${likePattern(q.keyword)}`);
  const where = sql.join(conditions, sql` and `);
  const [list, [total]] = await Promise.all([
    rows<OldPart>(
      t.db,
      sql`select ${columns} from ${from} where ${where}
           order by o.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from old_parts o where ${where}`),
  ]);
  return { list: list.map(shape), total: total?.n ?? 0 };
}

/**
 * POST /old/part/return: the engineer hands their own unreturned old parts to a warehouse; they wait
 * there for the keeper's receipt. All or none.
 */
export const returnOldParts = (t: Tenant, input: OldPartReturnInput) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    // the old-part store is a scrap warehouse: old parts never count as genuine stock
    await requireWarehouse(tt, input.warehouseId, 'warehouseId', WAREHOUSE_KINDS.scrap);
    const found = await rows<{ id: number; state: OldPartState }>(
      tx,
      sql`select o.id::int as id, o.state from old_parts o
           where ${mineSql(t, 'o')} and o.engineer_id = ${t.user.id} and o.id in (${idList(input.ids)}) for update`,
    );
    if (found.length !== new Set(input.ids).size) throw spareErrors.OLD_PART_NOT_FOUND({ field: 'ids' });
    if (found.some((o) => o.state !== OLD_PART_STATES.unreturned))
      throw stateError(t, OLD_PART_STATES.unreturned, 'ids');
    await tx.execute(
      sql`update old_parts o set state = ${OLD_PART_STATES.returned}, warehouse_id = ${input.warehouseId},
            returned_at = now()
          where ${mineSql(t, 'o')} and o.id in (${idList(input.ids)})`,
    );
    return { returned: found.length };
  });

/**
 * POST /old/part/receipt: the keeper receives old parts into the old-part store, through the ledger
 * (one `oldPartIn` posting per part: into the store, and out of its engineer's personal old-part
 * stock when it went there first). By id (the list, the scan page) any part not yet received; by SN
 * code (the scan gun) the oldest such part of that code. The store is the scrap warehouse named,
 * else the one the part was returned to; all or none.
 */
export const receiveOldParts = (t: Tenant, input: OldPartReceiptInput) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const bySn = !input.ids?.length;
    const field = bySn ? 'snCode' : 'ids';
    const found = await rows<OldPartFacts>(
      tx,
      bySn
        ? sql`select ${facts} from old_parts o
               where ${mineSql(t, 'o')} and o.sn_code = ${input.snCode!} and o.state <> ${OLD_PART_STATES.received}
               order by o.id limit 1 for update`
        : sql`select ${facts} from old_parts o
               where ${mineSql(t, 'o')} and o.id in (${idList(input.ids!)}) order by o.id for update`,
    );
    if (!found.length || (!bySn && found.length !== new Set(input.ids).size))
      throw spareErrors.OLD_PART_NOT_FOUND({ field });
    if (found.some((o) => o.state === OLD_PART_STATES.received))
      throw stateError(t, OLD_PART_STATES.returned, field);
    const stores = new Map<number, number>();
    for (const o of found) {
      const store = input.warehouseId ?? o.warehouse_id;
      if (!store) throw spareErrors.OLD_PART_STORE_REQUIRED({ field: 'warehouseId' });
      if (!stores.has(store))
        await requireWarehouse(tt, store, 'warehouseId', WAREHOUSE_KINDS.scrap).then(() =>
          stores.set(store, 1),
        );
      const postings: Posting[] = [
        {
          partId: o.part_id,
          holderKind: STOCK_HOLDERS.warehouse,
          holderId: store,
          delta: toCents(o.quantity),
        },
        ...(o.personal ? [personalPosting(o, -1n)] : []),
      ];
      await post(tt, MOVEMENT_KINDS.oldPartIn, postings, { docKind: 'oldPart', docId: o.id });
      await tx.execute(
        sql`update old_parts o set state = ${OLD_PART_STATES.received}, received_by = ${t.user.id},
              received_at = now(), warehouse_id = ${store}, returned_at = coalesce(o.returned_at, now())
            where ${mineSql(t, 'o')} and o.id = ${o.id}`,
      );
    }
    return { received: found.length, ids: found.map((o) => o.id) };
  });

/**
 * For finance (settlement deductions, SB:44 closed loop): old parts not yet returned, per engineer
 * (all engineers when none is named), with the part's cost price per unit.
 */
export async function unreturnedOldParts(t: TenantDb, engineerIds?: number[]) {
  const list = await rows<OldPart & { costPrice: string }>(
    t.db,
    sql`select ${columns}, p.cost_price::text as "costPrice" from ${from}
         where ${mineSql(t, 'o')} and o.state = ${OLD_PART_STATES.unreturned}
           ${engineerIds?.length ? sql`and o.engineer_id in (${idList(engineerIds)})` : sql``}
         order by o.engineer_id, o.id`,
  );
  return list.map((r) => ({ ...shape(r), costPrice: r.costPrice }));
}

/**
 * Handover: a leaving engineer's unreturned old parts become the successor's to bring back; those
 * in their personal old-part stock move with them through the ledger (one `handover` posting).
 */
export async function handOverOldParts(t: LedgerWriter, fromUserId: number, toUserId: number) {
  const moved = await rows<OldPartFacts>(
    t.db,
    sql`update old_parts o set engineer_id = ${toUserId}
         where ${mineSql(t, 'o')} and o.engineer_id = ${fromUserId} and o.state = ${OLD_PART_STATES.unreturned}
         returning ${facts}`,
  );
  const postings = moved
    .filter((o) => o.personal)
    .flatMap((o) => [
      personalPosting({ ...o, engineer_id: fromUserId }, -1n),
      personalPosting({ ...o, engineer_id: toUserId }, 1n),
    ]);
  if (postings.length)
    await post(t, MOVEMENT_KINDS.handover, postings, { docKind: 'handover', docId: fromUserId });
  return moved.length;
}
