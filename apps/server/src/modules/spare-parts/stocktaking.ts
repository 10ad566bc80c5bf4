import { sql } from 'drizzle-orm';
import {
  MOVEMENT_KINDS,
  STOCK_HOLDERS,
  STOCKTAKING_STATES,
  formatCents,
  toCents,
  type PageQuery,
  type StocktakingPostInput,
  type StocktakingState,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { spareErrors } from './errors';
import { partsById, post, requireMode } from './ledger';
import { requireWarehouse } from './warehouses';

type SheetLine = { partId: number; book: string; counted: string | null; difference: string | null };
interface Sheet {
  id: number;
  warehouseId: number;
  warehouseName: string;
  state: StocktakingState;
  lines: (SheetLine & { code: string; name: string; unit: string | null })[];
  note: string | null;
  createdAt: string;
  postedAt: string | null;
}

const columns = sql`k.id::int as id, k.warehouse_id::int as "warehouseId", w.name as "warehouseName", k.state,
  k.note, k.created_at as "createdAt", k.posted_at as "postedAt",
  (select coalesce(jsonb_agg(l || jsonb_build_object('code', p.code, 'name', p.name, 'unit', p.unit) order by ord),
      '[]'::jsonb)
     from jsonb_array_elements(k.lines) with ordinality as x(l, ord)
     join spare_parts p on p.enterprise_id = k.enterprise_id and p.id = (l->>'partId')::bigint) as lines`;
const from = sql`spare_stocktakings k join warehouses w on w.enterprise_id = k.enterprise_id and w.id = k.warehouse_id`;

export async function listSheets(t: TenantDb, q: PageQuery) {
  const [list, [total]] = await Promise.all([
    rows<Sheet>(
      t.db,
      sql`select ${columns} from ${from} where ${mineSql(t, 'k')} order by k.id desc
          limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from spare_stocktakings k where ${mineSql(t, 'k')}`,
    ),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function sheetDetail(t: TenantDb, id: number) {
  const [sheet] = await rows<Sheet>(
    t.db,
    sql`select ${columns} from ${from} where ${mineSql(t, 'k')} and k.id = ${id}`,
  );
  if (!sheet) throw spareErrors.SHEET_NOT_FOUND({ field: 'id' });
  return sheet;
}

/** POST /v2/spare/stocktaking/create: a count sheet of a warehouse with its book quantities now. */
export async function createSheet(t: Tenant, input: { warehouseId: number; note?: string | null }) {
  await requireMode(t, false);
  await requireWarehouse(t, input.warehouseId, 'warehouseId');
  const book = await rows<{ partId: number; book: string }>(
    t.db,
    sql`select s.part_id::int as "partId", s.qty::text as book from spare_stock s
         join spare_parts p on p.enterprise_id = s.enterprise_id and p.id = s.part_id and p.deleted_at is null
         where ${mineSql(t, 's')} and s.holder_kind = ${STOCK_HOLDERS.warehouse} and s.holder_id = ${input.warehouseId}
         order by s.part_id`,
  );
  const lines: SheetLine[] = book.map((b) => ({ ...b, counted: null, difference: null }));
  const [row] = await rows<{ id: number }>(
    t.db,
    sql`insert into spare_stocktakings (enterprise_id, warehouse_id, lines, note, created_by)
        values (${t.enterpriseId}, ${input.warehouseId}, ${JSON.stringify(lines)}::jsonb, ${input.note ?? null}, ${t.user.id})
        returning id::int as id`,
  );
  return { id: row!.id };
}

/**
 * POST /v2/spare/stocktaking/post: the counted quantities; each difference from the stock at
 * posting (locked) is posted as a stocktaking adjustment, so the stock becomes what was counted.
 * Lines may add parts the sheet did not list (found on the shelf). A sheet posts once.
 */
export async function postSheet(t: Tenant, input: StocktakingPostInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireMode(tt, false);
    const [sheet] = await rows<{ warehouse_id: number; state: number; lines: SheetLine[] }>(
      tx,
      sql`select warehouse_id::int as warehouse_id, state, lines from spare_stocktakings k
           where ${mineSql(tt, 'k')} and k.id = ${input.id} for update`,
    );
    if (!sheet) throw spareErrors.SHEET_NOT_FOUND({ field: 'id' });
    if (sheet.state !== STOCKTAKING_STATES.open) throw spareErrors.SHEET_POSTED({ field: 'id' });
    await partsById(
      tt,
      input.lines.map((l) => l.partId),
      'lines',
    );
    const current = await rows<{ part_id: number; qty: string }>(
      tx,
      sql`select part_id::int as part_id, qty::text as qty from spare_stock s
           where ${mineSql(tt, 's')} and s.holder_kind = ${STOCK_HOLDERS.warehouse} and s.holder_id = ${sheet.warehouse_id}
           order by s.part_id for update`,
    );
    const now = new Map(current.map((c) => [c.part_id, toCents(c.qty)]));
    const book = new Map(sheet.lines.map((l) => [l.partId, l.book]));
    const lines: SheetLine[] = input.lines.map((l) => {
      const diff = toCents(l.counted) - (now.get(l.partId) ?? 0n);
      return {
        partId: l.partId,
        book: book.get(l.partId) ?? '0.00',
        counted: l.counted,
        difference: formatCents(diff),
      };
    });
    await post(
      tt,
      MOVEMENT_KINDS.stocktaking,
      lines.map((l) => ({
        partId: l.partId,
        holderKind: STOCK_HOLDERS.warehouse,
        holderId: sheet.warehouse_id,
        delta: toCents(l.difference),
      })),
      { docKind: 'stocktaking', docId: input.id },
    );
    await tx.execute(
      sql`update spare_stocktakings k set state = ${STOCKTAKING_STATES.posted}, lines = ${JSON.stringify(lines)}::jsonb,
            posted_by = ${t.user.id}, posted_at = now()
          where ${mineSql(tt, 'k')} and k.id = ${input.id}`,
    );
    return sheetDetail(tt, input.id);
  });
}
