import { sql } from 'drizzle-orm';
import {
  formatCents,
  SETTING_SPARE_MODE,
  SPARE_STOCK_MODES,
  STOCK_HOLDERS,
  toCents,
  type MovementKind,
  type SpareLine,
  type StockHolderKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { appendEvent } from '../events';
import { settingValue } from '../system-settings';
import { spareErrors } from './errors';

/** What posting needs of the caller: its transaction, enterprise, actor and event tally. */
export type LedgerWriter = Pick<Tenant, 'db' | 'enterpriseId' | 'written'> & { user: { id: number } };

/** One change of one holder's stock of one part; `delta` in signed cents (exact). */
export interface Posting {
  partId: number;
  holderKind: StockHolderKind;
  holderId: number;
  delta: bigint;
}
export interface PostingMeta {
  reason?: string | null;
  note?: string | null;
  docKind?: string;
  docId?: number;
}
interface PartFacts {
  id: number;
  code: string;
  name: string;
  alert_qty: string;
}

/** The live parts named, by id; a missing one (or another enterprise's) is refused naming `field`. */
export async function partsById(t: TenantDb, ids: number[], field = 'items') {
  const found = await rows<PartFacts>(
    t.db,
    sql`select p.id::int as id, p.code, p.name, p.alert_qty::text as alert_qty from spare_parts p
         where ${mineSql(t, 'p')} and p.deleted_at is null and p.id in (${idList(ids)})`,
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  if (byId.size !== new Set(ids).size) throw spareErrors.PART_NOT_FOUND({ field });
  return byId;
}

/** The enterprise's stock mode; movements need one, personal stock needs mode 2. */
export async function requireMode(t: TenantDb, personal: boolean) {
  const mode = await settingValue(t, SETTING_SPARE_MODE);
  if (mode === SPARE_STOCK_MODES.none) throw spareErrors.STOCK_MODE_OFF();
  if (personal && mode !== SPARE_STOCK_MODES.personal) throw spareErrors.PERSONAL_STOCK_OFF();
}

/** Lines moved from one holder to another: two postings per line. */
export const moveLines = (
  items: SpareLine[],
  from: { kind: StockHolderKind; id: number } | null,
  to: { kind: StockHolderKind; id: number } | null,
): Posting[] =>
  items.flatMap((l) => {
    const q = toCents(l.quantity);
    return [
      ...(from ? [{ partId: l.partId, holderKind: from.kind, holderId: from.id, delta: -q }] : []),
      ...(to ? [{ partId: l.partId, holderKind: to.kind, holderId: to.id, delta: q }] : []),
    ];
  });

const byKey = (a: Posting, b: Posting) =>
  a.partId - b.partId || a.holderKind - b.holderKind || a.holderId - b.holderId;

/**
 * Posts one movement to the ledger: every holder's balance row and one ledger row per change, in
 * the caller's transaction (must be one). Balance rows are changed in a fixed order (no deadlock
 * between two postings); a decrease is a guarded update that only happens while enough stock
 * remains, so concurrent postings can never take stock below zero: the one that finds too little
 * is refused ("insufficient spare stock in warehouse") and its transaction rolls back. A warehouse
 * balance that falls to or under its part's alert quantity appends `spare.lowStock`.
 * Answers the batch number that ties the rows together.
 */
export async function post(t: LedgerWriter, kind: MovementKind, postings: Posting[], meta: PostingMeta = {}) {
  if (!postings.length) return null;
  // the part's check (live, the enterprise's) rides on each balance statement: no read of its own
  const applied: (Posting & { balance: string; name: string; alert: string })[] = [];
  for (const p of [...postings].sort(byKey)) {
    if (p.delta === 0n) continue;
    const delta = formatCents(p.delta);
    const [row] =
      p.delta < 0n
        ? await rows<{ qty: string; name: string; alert: string }>(
            t.db,
            sql`update spare_stock s set qty = s.qty + ${delta}::numeric, updated_at = now()
                  from spare_parts p
                 where ${mineSql(t, 's')} and s.part_id = ${p.partId} and s.holder_kind = ${p.holderKind}
                   and s.holder_id = ${p.holderId} and s.qty + ${delta}::numeric >= 0
                   and p.enterprise_id = s.enterprise_id and p.id = s.part_id and p.deleted_at is null
                 returning s.qty::text as qty, p.name, p.alert_qty::text as alert`,
          )
        : await rows<{ qty: string; name: string; alert: string }>(
            t.db,
            sql`insert into spare_stock as s (enterprise_id, part_id, holder_kind, holder_id, qty)
                 select p.enterprise_id, p.id, ${p.holderKind}, ${p.holderId}, ${delta}::numeric from spare_parts p
                  where ${mineSql(t, 'p')} and p.id = ${p.partId} and p.deleted_at is null
                 on conflict (enterprise_id, part_id, holder_kind, holder_id)
                 do update set qty = s.qty + excluded.qty, updated_at = now()
                 returning s.qty::text as qty, '' as name, '0' as alert`,
          );
    if (!row) {
      // no balance changed: the part is unknown (404) or too few are held
      const name = (await partsById(t, [p.partId])).get(p.partId)!.name;
      throw p.holderKind === STOCK_HOLDERS.warehouse
        ? spareErrors.INSUFFICIENT_STOCK({ field: 'items', params: { name } })
        : spareErrors.INSUFFICIENT_PERSONAL_STOCK({ field: 'items', params: { name } });
    }
    applied.push({ ...p, balance: row.qty, name: row.name, alert: row.alert });
  }
  if (!applied.length) return null;
  // one statement: the batch (a value of the ledger's own sequence, once) and every row of it
  const [{ batch } = { batch: '0' }] = await rows<{ batch: string }>(
    t.db,
    sql`with b as (select nextval(pg_get_serial_sequence('spare_movements', 'id')) as n)
    insert into spare_movements
      (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance, reason, note, doc_kind,
       doc_id, actor_user_id)
    values ${sql.join(
      applied.map(
        (
          a,
        ) => sql`(${t.enterpriseId}, (select n from b), ${kind}, ${a.partId}, ${a.holderKind}, ${a.holderId},
          ${formatCents(a.delta)}::numeric, ${a.balance}::numeric, ${meta.reason ?? null}, ${meta.note ?? null},
          ${meta.docKind ?? null}, ${meta.docId ?? null}, ${t.user.id})`,
      ),
      sql`, `,
    )}
    returning batch::text as batch`,
  );
  for (const a of applied) {
    if (a.holderKind !== STOCK_HOLDERS.warehouse || a.delta > 0n) continue;
    const alert = toCents(a.alert);
    const after = toCents(a.balance);
    // raised once, when the balance crosses to at or under the alert quantity
    if (alert > 0n && after <= alert && after - a.delta > alert)
      await appendEvent(t, 'spare.lowStock', a.partId, {
        warehouseId: a.holderId,
        sparepart_name: a.name,
        remind_stock: formatCents(after),
        warn_stock: a.alert,
      });
  }
  return Number(batch);
}
