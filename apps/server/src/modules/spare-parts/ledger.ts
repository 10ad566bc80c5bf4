import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  formatCents,
  SETTING_SPARE_MODE,
  SPARE_STOCK_MODES,
  STOCK_HOLDERS,
  SYSTEM_SETTINGS,
  toCents,
  type MovementKind,
  type SpareStockMode,
  type SpareLine,
  type StockHolderKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { hotStatement, placeholderOf, type HotStatement } from '../../core/prepared';
import { idList } from '../../core/sql';
import { mineSql, type EnterpriseRef, type Tenant, type TenantDb } from '../../core/tenant';
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
 * The enterprise's stock mode allows the movement (personal: mode 2; else 1 or 2), as a condition
 * for the one statement of a posting's fast path. Only a saved value spelled exactly as the mode
 * (or no row: the default) passes; anything else fails it, and the caller then reads the mode the
 * usual way (`requireMode`), which parses it as the settings store does.
 */
export function modeAllowsSql(t: EnterpriseRef, personal: boolean): SQL {
  const allowed: SpareStockMode[] = personal
    ? [SPARE_STOCK_MODES.personal]
    : [SPARE_STOCK_MODES.warehouse, SPARE_STOCK_MODES.personal];
  const byDefault = allowed.includes(SYSTEM_SETTINGS[SETTING_SPARE_MODE].default);
  return sql`coalesce((select coalesce((s.value #>> '{}') in (${sql.raw(allowed.map((m) => `'${m}'`).join(', '))}), false)
      from system_settings s where ${mineSql(t, 's')} and s.code = ${SETTING_SPARE_MODE}), ${sql.raw(String(byDefault))})`;
}

type Applied = Posting & { balance: string; name: string; alert: string };

/** A balance change's values: each a value, or a placeholder in a statement built once (`hotStatement`). */
interface BalanceValues {
  enterprise: EnterpriseRef;
  partId: unknown;
  holderKind: unknown;
  holderId: unknown;
  /** Signed, as exact decimal text. */
  delta: unknown;
}
/** The ledger row's values beside a balance change (values or placeholders, as above). */
interface LedgerValues {
  kind: unknown;
  reason: unknown;
  note: unknown;
  docKind: unknown;
  docId: unknown;
  actor: unknown;
}

/**
 * The statement of `changeBalance`: one holder's balance changed (`decrease`: an update guarded to
 * leave no less than zero; else an upsert) under `guard`, and, given `ledger`, its ledger row under a
 * new batch. `quiet`: a decrease that would take the balance to or under the part's alert quantity
 * does not happen either.
 */
function balanceSql(v: BalanceValues, decrease: boolean, guard: SQL, quiet: boolean, ledger?: LedgerValues) {
  const change = decrease
    ? sql`update spare_stock s set qty = s.qty + ${v.delta}::numeric, updated_at = now()
            from spare_parts p
           where ${mineSql(v.enterprise, 's')} and s.part_id = ${v.partId} and s.holder_kind = ${v.holderKind}
             and s.holder_id = ${v.holderId} and s.qty + ${v.delta}::numeric >= 0
             and p.enterprise_id = s.enterprise_id and p.id = s.part_id and p.deleted_at is null and ${guard}
           ${quiet ? sql`and not (p.alert_qty > 0 and s.qty + ${v.delta}::numeric <= p.alert_qty and s.qty > p.alert_qty)` : sql``}
           returning s.qty, p.name, p.alert_qty as alert`
    : sql`insert into spare_stock as s (enterprise_id, part_id, holder_kind, holder_id, qty)
           select p.enterprise_id, p.id, ${v.holderKind}, ${v.holderId}, ${v.delta}::numeric from spare_parts p
            where ${mineSql(v.enterprise, 'p')} and p.id = ${v.partId} and p.deleted_at is null and ${guard}
           on conflict (enterprise_id, part_id, holder_kind, holder_id)
           do update set qty = s.qty + excluded.qty, updated_at = now()
           returning s.qty, '' as name, 0::numeric as alert`;
  if (!ledger)
    return sql`with c as (${change}) select c.qty::text as qty, c.name, c.alert::text as alert, null as batch from c`;
  return sql`with c as (${change}),
      b as (select nextval(pg_get_serial_sequence('spare_movements', 'id')) as n),
      i as (insert into spare_movements
              (enterprise_id, batch, kind, part_id, holder_kind, holder_id, delta, balance, reason, note, doc_kind,
               doc_id, actor_user_id)
            select ${v.enterprise}, (select n from b), ${ledger.kind}, ${v.partId}, ${v.holderKind}, ${v.holderId},
                   ${v.delta}::numeric, c.qty, ${ledger.reason}, ${ledger.note}, ${ledger.docKind},
                   ${ledger.docId}, ${ledger.actor}
              from c
            returning batch)
    select c.qty::text as qty, c.name, c.alert::text as alert, (select batch from i)::text as batch from c`;
}

type BalanceRow = { qty: string; name: string; alert: string; batch: string | null };

/**
 * One holder's balance changed (a decrease guarded: only while enough remains) and, when `meta` is
 * given, its ledger row written under a new batch, in one statement; `guard` is a further condition
 * the change must meet. No row: nothing changed (the part is unknown, too few are held, or the
 * guard failed).
 */
function changeBalance(
  t: LedgerWriter,
  p: Posting,
  guard: SQL,
  ledger?: { kind: MovementKind; meta: PostingMeta },
): Promise<BalanceRow[]> {
  const values: BalanceValues = {
    enterprise: t.enterpriseId,
    partId: p.partId,
    holderKind: p.holderKind,
    holderId: p.holderId,
    delta: formatCents(p.delta),
  };
  return rows<BalanceRow>(
    t.db,
    balanceSql(values, p.delta < 0n, guard, false, ledger && ledgerValues(t, ledger.kind, ledger.meta)),
  );
}

const ledgerValues = (t: LedgerWriter, kind: MovementKind, meta: PostingMeta): LedgerValues => ({
  kind,
  reason: meta.reason ?? null,
  note: meta.note ?? null,
  docKind: meta.docKind ?? null,
  docId: meta.docId ?? null,
  actor: t.user.id,
});

/**
 * A further condition of a fast-path posting (`postGuarded`), written with placeholders only: the
 * enterprise's (given) and its own, named in `values` at each call. `name` tells guards apart.
 */
export interface PostingGuard {
  name: string;
  build: (enterprise: Placeholder) => SQL;
}

/** The fast path's statements, one per guard and direction, made on first use. */
const guardedStatements = new Map<string, HotStatement>();
function guardedStatement(guard: PostingGuard, decrease: boolean) {
  const name = `fl_spare_${decrease ? 'out' : 'in'}_${guard.name}`;
  let statement = guardedStatements.get(name);
  if (!statement) {
    const ep = placeholderOf('ep');
    const v: BalanceValues = {
      enterprise: ep,
      partId: placeholderOf('part'),
      holderKind: placeholderOf('holderKind'),
      holderId: placeholderOf('holder'),
      delta: placeholderOf('delta'),
    };
    const ledger: LedgerValues = {
      kind: placeholderOf('kind'),
      reason: placeholderOf('reason'),
      note: placeholderOf('note'),
      docKind: placeholderOf('docKind'),
      docId: placeholderOf('docId'),
      actor: placeholderOf('actor'),
    };
    statement = hotStatement(name, () => balanceSql(v, decrease, guard.build(ep), true, ledger));
    guardedStatements.set(name, statement);
  }
  return statement;
}

/** The refusal when a balance did not change: the part is unknown (404) or too few are held. */
async function refusal(t: LedgerWriter, p: Posting) {
  const name = (await partsById(t, [p.partId])).get(p.partId)!.name;
  return p.holderKind === STOCK_HOLDERS.warehouse
    ? spareErrors.INSUFFICIENT_STOCK({ field: 'items', params: { name } })
    : spareErrors.INSUFFICIENT_PERSONAL_STOCK({ field: 'items', params: { name } });
}

/** `spare.lowStock` for each warehouse balance a posting took to or under its alert quantity. */
async function raiseAlerts(t: LedgerWriter, applied: Applied[]) {
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
}

/**
 * The fast path of a movement that changes one balance (a one-line stock in or out): the caller's
 * checks (`guard`: the stock mode, the warehouse) ride on the one statement that changes the
 * balance and writes the ledger row, so it needs no transaction of its own (one statement is
 * atomic; a decrease is still guarded, concurrent draws still serialise on the balance row). A
 * decrease that would take a warehouse balance to or under its alert quantity is left to the usual
 * path, whose alert event must commit with it. Answers the batch, or undefined when nothing was
 * posted (more than one balance to change, a check failed, the part is unknown, too few are held,
 * or an alert is due): the caller then checks and posts the usual way, in a transaction, which
 * refuses with the error that applies. Nothing is written before that, so the outcome is the usual
 * path's. The statement is prepared once per guard and direction (`hotStatement`) and runs on the
 * pool, so a caller already in a transaction gets undefined too.
 */
export async function postGuarded(
  t: LedgerWriter & Pick<Tenant, 'app'>,
  kind: MovementKind,
  postings: Posting[],
  meta: PostingMeta,
  guard: PostingGuard,
  guardValues: Record<string, unknown>,
): Promise<number | undefined> {
  const moving = postings.filter((p) => p.delta !== 0n);
  // in a caller's transaction the statement would run beside it: the usual path then
  if (moving.length !== 1 || t.db !== t.app.db) return undefined;
  const p = moving[0]!;
  const [row] = await guardedStatement(guard, p.delta < 0n)<BalanceRow>(t.app.database, {
    ...guardValues,
    ep: t.enterpriseId,
    part: p.partId,
    holderKind: p.holderKind,
    holder: p.holderId,
    delta: formatCents(p.delta),
    ...ledgerValues(t, kind, meta),
  });
  return row ? Number(row.batch) : undefined;
}

/**
 * Posts one movement to the ledger: every holder's balance row and one ledger row per change, in
 * the caller's transaction (must be one). Balance rows are changed in a fixed order (no deadlock
 * between two postings); a decrease is a guarded update that only happens while enough stock
 * remains, so concurrent postings can never take stock below zero: the one that finds too little
 * is refused ("insufficient spare stock in warehouse") and its transaction rolls back. A warehouse
 * balance that falls to or under its part's alert quantity appends `spare.lowStock`.
 * A posting that changes one balance is one statement (the balance and its ledger row).
 * Answers the batch number that ties the rows together.
 */
export async function post(t: LedgerWriter, kind: MovementKind, postings: Posting[], meta: PostingMeta = {}) {
  const moving = [...postings].filter((p) => p.delta !== 0n).sort(byKey);
  if (!moving.length) return null;
  if (moving.length === 1) {
    const p = moving[0]!;
    const [row] = await changeBalance(t, p, sql`true`, { kind, meta });
    if (!row) throw await refusal(t, p);
    await raiseAlerts(t, [{ ...p, balance: row.qty, name: row.name, alert: row.alert }]);
    return Number(row.batch);
  }
  // the part's check (live, the enterprise's) rides on each balance statement: no read of its own
  const applied: Applied[] = [];
  for (const p of moving) {
    const [row] = await changeBalance(t, p, sql`true`);
    if (!row) throw await refusal(t, p);
    applied.push({ ...p, balance: row.qty, name: row.name, alert: row.alert });
  }
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
  await raiseAlerts(t, applied);
  return Number(batch);
}
