import { sql } from 'drizzle-orm';
import {
  SETTING_DEFAULT_STORE,
  SETTING_SPARE_MODE,
  SPARE_STOCK_MODES,
  STOCK_HOLDERS,
  WAREHOUSE_KINDS,
  WAREHOUSE_KIND_LABELS,
  toCents,
  type PageQuery,
  type Warehouse,
  type WarehouseKind,
  type WarehouseSaveInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { isUniqueViolation } from '../../core/db-errors';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { onSettingChange, settingValue, systemSettingErrors } from '../system-settings';
import { spareErrors } from './errors';
import { post, type Posting } from './ledger';

const columns = sql`w.id::int as id, w.name, w.kind, w.head_user_id::int as "headUserId", u.name as "headName",
  w.phone, w.address, w.note`;
const from = sql`warehouses w left join users u on u.enterprise_id = w.enterprise_id and u.id = w.head_user_id`;

/** GET /warehouse/list: live warehouses, oldest first (the default store first among equals). */
export async function listWarehouses(t: TenantDb, q: PageQuery & { kind?: WarehouseKind }) {
  const where = sql`${mineSql(t, 'w')} and w.deleted_at is null ${q.kind ? sql`and w.kind = ${q.kind}` : sql``}`;
  const [list, [total]] = await Promise.all([
    rows<Warehouse>(
      t.db,
      sql`select ${columns} from ${from} where ${where} order by w.id limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from warehouses w where ${where}`),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** A live warehouse of the enterprise (locked when asked), of the kind when given. */
export async function requireWarehouse(
  t: Pick<Tenant, 'db' | 'enterpriseId' | 'locale'>,
  id: number,
  field: string,
  kind?: WarehouseKind,
) {
  const [w] = await rows<Warehouse>(
    t.db,
    sql`select ${columns} from ${from} where ${mineSql(t, 'w')} and w.id = ${id} and w.deleted_at is null`,
  );
  if (!w) throw spareErrors.WAREHOUSE_NOT_FOUND({ field });
  if (kind && w.kind !== kind)
    throw spareErrors.WAREHOUSE_KIND({ field, params: { expected: WAREHOUSE_KIND_LABELS[kind][t.locale] } });
  return w;
}

export async function requireUser(t: TenantDb, id: number, field: string) {
  const [u] = await rows<{ id: number; name: string }>(
    t.db,
    sql`select u.id::int as id, u.name from users u where ${mineSql(t, 'u')} and u.id = ${id} and u.enabled`,
  );
  if (!u) throw spareErrors.USER_NOT_FOUND({ field });
  return u;
}

const holdsStock = async (t: TenantDb, id: number) =>
  (
    await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from spare_stock s
           where ${mineSql(t, 's')} and s.holder_kind = ${STOCK_HOLDERS.warehouse} and s.holder_id = ${id} and s.qty > 0`,
    )
  )[0]!.n > 0;

/** POST /warehouse/save: adds (no id) or changes a warehouse; a warehouse holding stock keeps its kind. */
export async function saveWarehouse(t: Tenant, input: WarehouseSaveInput) {
  if (input.headUserId) await requireUser(t, input.headUserId, 'headUserId');
  if (input.id) {
    const before = await requireWarehouse(t, input.id, 'id');
    if (before.kind !== input.kind && (await holdsStock(t, input.id)))
      throw spareErrors.KIND_HAS_STOCK({ field: 'kind' });
  }
  const v = input;
  try {
    const [row] = input.id
      ? await rows<{ id: number }>(
          t.db,
          sql`update warehouses w set name = ${v.name}, kind = ${v.kind}, head_user_id = ${v.headUserId ?? null},
                phone = ${v.phone ?? null}, address = ${v.address ?? null}, note = ${v.note ?? null}, updated_at = now()
              where ${mineSql(t, 'w')} and w.id = ${input.id} returning id::int as id`,
        )
      : await rows<{ id: number }>(
          t.db,
          sql`insert into warehouses (enterprise_id, name, kind, head_user_id, phone, address, note)
              values (${t.enterpriseId}, ${v.name}, ${v.kind}, ${v.headUserId ?? null}, ${v.phone ?? null},
                ${v.address ?? null}, ${v.note ?? null})
              returning id::int as id`,
        );
    return { id: row!.id };
  } catch (e) {
    if (isUniqueViolation(e)) throw spareErrors.WAREHOUSE_NAME_TAKEN({ field: 'name' });
    throw e;
  }
}

/** DELETE /warehouse/:id: only an empty warehouse; the default store setting is cleared with it. */
export async function deleteWarehouse(t: Tenant, id: number) {
  await requireWarehouse(t, id, 'id');
  if (await holdsStock(t, id)) throw spareErrors.WAREHOUSE_HAS_STOCK({ field: 'id' });
  await t.db.transaction(async (tx) => {
    await tx.execute(
      sql`update warehouses w set deleted_at = now() where ${mineSql(t, 'w')} and w.id = ${id}`,
    );
    await tx.execute(
      sql`delete from system_settings s where ${mineSql(t, 's')} and s.code = ${SETTING_DEFAULT_STORE}
            and s.value = ${JSON.stringify(id)}::jsonb`,
    );
  });
}

/** The default spare store (50014) must be a live genuine warehouse. */
onSettingChange(SETTING_DEFAULT_STORE, async (t, { to }) => {
  if (to === null) return;
  const [w] = await rows<{ kind: number }>(
    t.db,
    sql`select kind from warehouses w where ${mineSql(t, 'w')} and w.id = ${Number(to)} and w.deleted_at is null`,
  );
  if (w?.kind !== WAREHOUSE_KINDS.genuine) throw spareErrors.DEFAULT_STORE_INVALID({ field: 'value' });
});

/**
 * Leaving the mode with personal stock (2) clears every engineer's personal stock (SB:99), after a
 * confirmation: it goes back to the default store when one is set, else it is written off; each
 * change is a modeReset movement of the ledger.
 */
onSettingChange(SETTING_SPARE_MODE, async (t, { from, to, confirm }) => {
  if (from !== SPARE_STOCK_MODES.personal || to === SPARE_STOCK_MODES.personal) return;
  const held = await rows<{ part_id: number; holder_id: number; qty: string }>(
    t.db,
    sql`select s.part_id::int as part_id, s.holder_id::int as holder_id, s.qty::text as qty from spare_stock s
         join spare_parts p on p.enterprise_id = s.enterprise_id and p.id = s.part_id and p.deleted_at is null
         where ${mineSql(t, 's')} and s.holder_kind = ${STOCK_HOLDERS.person} and s.qty > 0
         order by s.part_id, s.holder_id for update of s`,
  );
  if (!held.length) return;
  if (!confirm)
    throw systemSettingErrors.CONFIRM_REQUIRED({
      params: {
        what:
          t.locale === 'zh_CN'
            ? `将清空${held.length}条个人备件库存`
            : `${held.length} personal stock rows will be cleared`,
      },
      data: { personalStockRows: held.length },
    });
  const store = await settingValue(t, SETTING_DEFAULT_STORE);
  const postings: Posting[] = held.flatMap((h) => {
    const q = toCents(h.qty);
    return [
      { partId: h.part_id, holderKind: STOCK_HOLDERS.person, holderId: h.holder_id, delta: -q },
      ...(store
        ? [{ partId: h.part_id, holderKind: STOCK_HOLDERS.warehouse, holderId: store, delta: q }]
        : []),
    ];
  });
  await post(t, 9, postings, { reason: 'modeReset' });
});
