import {
  MOVEMENT_KINDS,
  STOCK_HOLDERS,
  WAREHOUSE_KINDS,
  type AllocationInput,
  type ScrapInput,
  type StockInInput,
  type StockOutInput,
  type TransferInput,
} from '@fieldline/domain';
import { sql } from 'drizzle-orm';
import { mineSql, withDb, type Tenant } from '../../core/tenant';
import { modeAllowsSql, moveLines, post, postGuarded, requireMode, type PostingGuard } from './ledger';
import { requireUser, requireWarehouse } from './warehouses';

const warehouse = (id: number) => ({ kind: STOCK_HOLDERS.warehouse, id });
const person = (id: number) => ({ kind: STOCK_HOLDERS.person, id });

/** Runs a movement in one transaction: checks (mode, holders) and the posting commit together. */
const inTransaction = <T>(t: Tenant, work: (tt: Tenant) => Promise<T>) =>
  t.db.transaction((tx) => work(withDb(t, tx)));

/**
 * The checks of a stock in or out (the mode allows warehouse movements, the warehouse is live) as
 * one condition, for the fast path of a one-line movement (`postGuarded`): one statement, outside
 * a transaction, checks, changes the balance and writes the ledger row. When it posts nothing, the
 * movement runs the usual way in a transaction (each check, then `post`), which refuses with the
 * error that applies.
 */
const warehouseMoveGuard: PostingGuard = {
  name: 'warehouse',
  build: (enterprise) => sql`${modeAllowsSql(enterprise, false)} and exists (select 1 from warehouses w
    where ${mineSql(enterprise, 'w')} and w.id = ${sql.placeholder('warehouse')} and w.deleted_at is null)`,
};

/** POST /v2/spare/stock/in: parts into a warehouse, with a reason. */
export async function stockIn(t: Tenant, input: StockInInput) {
  const lines = moveLines(input.items, null, warehouse(input.warehouseId));
  const meta = { reason: input.reason, note: input.note };
  const fast = await postGuarded(t, MOVEMENT_KINDS.stockIn, lines, meta, warehouseMoveGuard, {
    warehouse: input.warehouseId,
  });
  if (fast !== undefined) return { batch: fast };
  return inTransaction(t, async (tt) => {
    await requireMode(tt, false);
    await requireWarehouse(tt, input.warehouseId, 'warehouseId');
    return { batch: await post(tt, MOVEMENT_KINDS.stockIn, lines, meta) };
  });
}

/** POST /v2/spare/stock/out: parts out of a warehouse, never more than it holds. */
export async function stockOut(t: Tenant, input: StockOutInput) {
  const lines = moveLines(input.items, warehouse(input.warehouseId), null);
  const meta = { reason: input.reason, note: input.note };
  const fast = await postGuarded(t, MOVEMENT_KINDS.stockOut, lines, meta, warehouseMoveGuard, {
    warehouse: input.warehouseId,
  });
  if (fast !== undefined) return { batch: fast };
  return inTransaction(t, async (tt) => {
    await requireMode(tt, false);
    await requireWarehouse(tt, input.warehouseId, 'warehouseId');
    return { batch: await post(tt, MOVEMENT_KINDS.stockOut, lines, meta) };
  });
}

/** POST /v2/spare/stock/transfer: from one warehouse to another (调拨). */
export const transfer = (t: Tenant, input: TransferInput) =>
  inTransaction(t, async (tt) => {
    await requireMode(tt, false);
    await requireWarehouse(tt, input.fromWarehouseId, 'fromWarehouseId');
    await requireWarehouse(tt, input.toWarehouseId, 'toWarehouseId');
    const lines = moveLines(input.items, warehouse(input.fromWarehouseId), warehouse(input.toWarehouseId));
    return { batch: await post(tt, MOVEMENT_KINDS.transfer, lines, { note: input.note }) };
  });

/** POST /v2/spare/stock/allocate: a keeper hands parts to an engineer's personal stock. */
export const allocate = (t: Tenant, input: AllocationInput) =>
  inTransaction(t, async (tt) => {
    await requireMode(tt, true);
    await requireWarehouse(tt, input.warehouseId, 'warehouseId', WAREHOUSE_KINDS.genuine);
    await requireUser(tt, input.userId, 'userId');
    const lines = moveLines(input.items, warehouse(input.warehouseId), person(input.userId));
    return { batch: await post(tt, MOVEMENT_KINDS.allocation, lines, { note: input.note }) };
  });

/**
 * POST /v2/spare/stock/scrap: out of a genuine warehouse, or without one out of the caller's own
 * personal stock, into a scrap warehouse; a reason is required.
 */
export const scrap = (t: Tenant, input: ScrapInput) =>
  inTransaction(t, async (tt) => {
    await requireMode(tt, !input.warehouseId);
    if (input.warehouseId)
      await requireWarehouse(tt, input.warehouseId, 'warehouseId', WAREHOUSE_KINDS.genuine);
    await requireWarehouse(tt, input.scrapWarehouseId, 'scrapWarehouseId', WAREHOUSE_KINDS.scrap);
    const source = input.warehouseId ? warehouse(input.warehouseId) : person(t.user.id);
    const lines = moveLines(input.items, source, warehouse(input.scrapWarehouseId));
    return { batch: await post(tt, MOVEMENT_KINDS.scrap, lines, { reason: input.reason }) };
  });
