import { sql, type SQL } from 'drizzle-orm';
import {
  FORM_KINDS,
  type FieldValues,
  type PageQuery,
  type SparePart,
  type SparePartListQuery,
  type SparePartSaveInput,
  type SpareType,
  type SpareTypeSaveInput,
} from '@fieldline/domain';

import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { validateRecordValues } from '../forms';
import { isUniqueViolation } from '../../core/db-errors';
import { spareErrors } from './errors';

// ---- types ----
export async function listTypes(t: TenantDb, q: PageQuery & { keyword?: string }) {
  const where = sql`${mineSql(t, 'y')} and y.deleted_at is null ${
    q.keyword ? sql`and y.name ilike ${likePattern(q.keyword)}` : sql``
  }`;
  const [list, [total]] = await Promise.all([
    rows<SpareType>(
      t.db,
      sql`select y.id::int as id, y.name,
                 (select count(*)::int from spare_parts p
                   where ${mineSql(t, 'p')} and p.type_id = y.id and p.deleted_at is null) as parts
            from spare_types y where ${where} order by y.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from spare_types y where ${where}`),
  ]);
  return { list, total: total?.n ?? 0 };
}

async function requireType(t: TenantDb, id: number, field = 'id') {
  const [found] = await rows<{ id: number }>(
    t.db,
    sql`select id::int as id from spare_types y where ${mineSql(t, 'y')} and y.id = ${id} and y.deleted_at is null`,
  );
  if (!found) throw spareErrors.TYPE_NOT_FOUND({ field });
}

/** Adds (no id) or renames a spare type; names are unique among live types. */
export async function saveType(t: TenantDb, input: SpareTypeSaveInput) {
  if (input.id) await requireType(t, input.id);
  try {
    const [row] = input.id
      ? await rows<{ id: number }>(
          t.db,
          sql`update spare_types y set name = ${input.name} where ${mineSql(t, 'y')} and y.id = ${input.id}
              returning id::int as id`,
        )
      : await rows<{ id: number }>(
          t.db,
          sql`insert into spare_types (enterprise_id, name) values (${t.enterpriseId}, ${input.name})
              returning id::int as id`,
        );
    return { id: row!.id };
  } catch (e) {
    if (isUniqueViolation(e)) throw spareErrors.TYPE_NAME_TAKEN({ field: 'name' });
    throw e;
  }
}

/** A type still used by live parts stays. */
export async function deleteType(t: TenantDb, id: number) {
  await requireType(t, id);
  const [used] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from spare_parts p where ${mineSql(t, 'p')} and p.type_id = ${id} and p.deleted_at is null`,
  );
  if (used!.n > 0) throw spareErrors.TYPE_IN_USE({ field: 'id' });
  await t.db.execute(
    sql`update spare_types y set deleted_at = now() where ${mineSql(t, 'y')} and y.id = ${id}`,
  );
}

// ---- parts ----
const partColumns = sql`p.id::int as id, p.code, p.name, p.type_id::int as "typeId", y.name as "typeName",
  p.model, p.unit, p.sale_price::text as "salePrice", p.cost_price::text as "costPrice",
  p.personal_commission::text as "personalCommission", p.team_commission::text as "teamCommission",
  p.alert_qty::text as "alertQty", p.custom_values as "customValues",
  coalesce((select sum(s.qty) from spare_stock s join warehouses w
             on w.enterprise_id = s.enterprise_id and w.id = s.holder_id and w.kind = 1
           where s.enterprise_id = p.enterprise_id and s.part_id = p.id and s.holder_kind = 1), 0)::text as stock`;
const partFrom = sql`spare_parts p left join spare_types y on y.enterprise_id = p.enterprise_id and y.id = p.type_id`;

/** GET spareList: live parts, newest first; keyword on code, name and model; by type. */
export async function listParts(t: TenantDb, q: SparePartListQuery) {
  const conditions: SQL[] = [mineSql(t, 'p'), sql`p.deleted_at is null`];
  if (q.keyword) {
    const k = likePattern(q.keyword);
    conditions.push(sql`(p.code ilike ${k} or p.name ilike ${k} or p.model ilike ${k})`);
  }
  if (q.typeId) conditions.push(sql`p.type_id = ${q.typeId}`);
  const where = sql.join(conditions, sql` and `);
  const [list, [total]] = await Promise.all([
    rows<SparePart>(
      t.db,
      sql`select ${partColumns} from ${partFrom} where ${where}
          order by p.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from spare_parts p where ${where}`),
  ]);
  return { list, total: total?.n ?? 0 };
}

export async function partDetail(t: TenantDb, id: number) {
  const [part] = await rows<SparePart>(
    t.db,
    sql`select ${partColumns} from ${partFrom} where ${mineSql(t, 'p')} and p.id = ${id} and p.deleted_at is null`,
  );
  if (!part) throw spareErrors.PART_NOT_FOUND({ field: 'id' });
  return part;
}

/** POST (add) and PUT (change) operation: codes are unique among live parts. */
export async function savePart(t: Tenant, input: SparePartSaveInput) {
  const previous = input.id ? await partDetail(t, input.id) : null;
  if (input.typeId) await requireType(t, input.typeId, 'typeId');
  const v = input;
  // custom fields of the spare-part form (kind 45): kept as they were when the call leaves them out
  const custom =
    input.customValues === undefined && previous
      ? null
      : await validateRecordValues(t, {
          kind: FORM_KINDS.sparePart,
          input: input.customValues ?? {},
          previous: previous?.customValues as FieldValues | undefined,
        });
  try {
    const [row] = input.id
      ? await rows<{ id: number }>(
          t.db,
          sql`update spare_parts p set code = ${v.code}, name = ${v.name}, type_id = ${v.typeId ?? null},
                model = ${v.model ?? null}, unit = ${v.unit ?? null}, sale_price = ${v.salePrice},
                cost_price = ${v.costPrice}, personal_commission = ${v.personalCommission},
                team_commission = ${v.teamCommission}, alert_qty = ${v.alertQty},
                template_id = coalesce(${custom?.templateId ?? null}::bigint, p.template_id),
                custom_values = coalesce(${custom ? JSON.stringify(custom.values) : null}::jsonb, p.custom_values),
                updated_at = now()
              where ${mineSql(t, 'p')} and p.id = ${input.id} returning id::int as id`,
        )
      : await rows<{ id: number }>(
          t.db,
          sql`insert into spare_parts (enterprise_id, code, name, type_id, model, unit, sale_price, cost_price,
                personal_commission, team_commission, alert_qty, template_id, custom_values, created_by)
              values (${t.enterpriseId}, ${v.code}, ${v.name}, ${v.typeId ?? null}, ${v.model ?? null},
                ${v.unit ?? null}, ${v.salePrice}, ${v.costPrice}, ${v.personalCommission}, ${v.teamCommission},
                ${v.alertQty}, ${custom!.templateId}, ${JSON.stringify(custom!.values)}::jsonb, ${t.user.id})
              returning id::int as id`,
        );
    return { id: row!.id };
  } catch (e) {
    if (isUniqueViolation(e)) throw spareErrors.CODE_TAKEN({ field: 'code' });
    throw e;
  }
}

/** Soft: the ledger keeps naming it; its stock rows stay for the record. */
export async function deletePart(t: TenantDb, id: number) {
  await partDetail(t, id);
  await t.db.execute(
    sql`update spare_parts p set deleted_at = now() where ${mineSql(t, 'p')} and p.id = ${id}`,
  );
}
