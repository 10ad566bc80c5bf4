import { sql } from 'drizzle-orm';
import {
  OLD_PART_PERSONAL_HOLDER,
  OLD_PART_STATES,
  SETTING_OLD_PART_MODE,
  SETTING_OLD_PART_REMIND_DAYS,
  WAREHOUSE_KINDS,
  type OldPart,
  type OldPartFindQuery,
  type OldPartSettings,
  type PageQuery,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { settingValue } from '../system-settings';

const FIND_LIMIT = 50;

/**
 * GET /old/part/find (/oldPartsRecyle/scan): the old parts not yet received that a scanned or typed
 * code names — its SN code exactly, or the number of the order it was replaced on — oldest first.
 * Both lookups ride on an index (old_parts_sn_idx; the order number's unique index).
 */
export async function findOldParts(t: TenantDb, q: OldPartFindQuery) {
  const list = await rows<OldPart>(
    t.db,
    sql`select o.id::int as id, o.order_id::int as "orderId", ord.order_no as "orderNo", o.part_id::int as "partId",
          p.code, p.name, o.sn_code as "snCode", o.quantity::text as quantity, o.engineer_id::int as "engineerId",
          u.name as "engineerName", o.state, o.warehouse_id::int as "warehouseId", w.name as "warehouseName", o.note,
          o.created_at as "createdAt", o.returned_at as "returnedAt", o.received_at as "receivedAt",
          floor(extract(epoch from (now() - o.created_at)) / 86400)::int as "ageDays", o.personal
        from old_parts o
        join spare_parts p on p.enterprise_id = o.enterprise_id and p.id = o.part_id
        join orders ord on ord.enterprise_id = o.enterprise_id and ord.id = o.order_id
        left join users u on u.enterprise_id = o.enterprise_id and u.id = o.engineer_id
        left join warehouses w on w.enterprise_id = o.enterprise_id and w.id = o.warehouse_id
       where ${mineSql(t, 'o')} and o.state <> ${OLD_PART_STATES.received}
         and o.id in (
           select x.id from old_parts x where x.enterprise_id = ${t.enterpriseId} and x.sn_code = ${q.code}
           union all
           select x.id from old_parts x join orders xo on xo.enterprise_id = x.enterprise_id and xo.id = x.order_id
            where xo.enterprise_id = ${t.enterpriseId} and xo.order_no = ${q.code})
       order by o.id limit ${FIND_LIMIT}`,
  );
  return list.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    returnedAt: r.returnedAt ? new Date(r.returnedAt).toISOString() : null,
    receivedAt: null,
    ageDays: r.state === OLD_PART_STATES.unreturned ? r.ageDays : 0,
  }));
}

/** GET /old/part/param: the old-part mode, the reminder days and the scrap warehouses to receive into. */
export async function oldPartSettings(t: TenantDb): Promise<OldPartSettings> {
  const [mode, remindDays, stores] = await Promise.all([
    settingValue(t, SETTING_OLD_PART_MODE),
    settingValue(t, SETTING_OLD_PART_REMIND_DAYS),
    rows<{ id: number; name: string }>(
      t.db,
      sql`select w.id::int as id, w.name from warehouses w
           where ${mineSql(t, 'w')} and w.kind = ${WAREHOUSE_KINDS.scrap} and w.deleted_at is null order by w.id`,
    ),
  ]);
  return { mode, remindDays, stores };
}

export interface PersonalOldPartRow {
  partId: number;
  code: string;
  name: string;
  unit: string | null;
  quantity: string;
}

/**
 * GET /old/part/personal: the caller's personal old-part stock (personal old-part mode), as the
 * ledger holds it: what went in when recorded on orders and has not yet been received by a keeper.
 */
export async function personalOldStock(t: TenantDb, userId: number, q: PageQuery) {
  const where = sql`${mineSql(t, 's')} and s.holder_kind = ${OLD_PART_PERSONAL_HOLDER} and s.holder_id = ${userId}
    and s.qty > 0`;
  const [list, [count]] = await Promise.all([
    rows<PersonalOldPartRow>(
      t.db,
      sql`select s.part_id::int as "partId", p.code, p.name, p.unit, s.qty::text as quantity
            from spare_stock s join spare_parts p on p.enterprise_id = s.enterprise_id and p.id = s.part_id
           where ${where} order by s.part_id limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from spare_stock s where ${where}`),
  ]);
  return { list, total: count?.n ?? 0 };
}
