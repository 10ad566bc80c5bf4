import { sql } from 'drizzle-orm';
import type {
  FaultListQuery,
  FaultOption,
  FaultPhenomenon,
  FaultSaveInput,
  PageQuery,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { isUniqueViolation } from '../../core/db-errors';
import { categoryPathMap } from '../products';
import { faultErrors } from './errors';

/** The fault dictionary (issue 28): list, add, change, delete, and the picker's options. */

const columns = sql`f.id::int as id, f.name, f.category_id::int as "categoryId", f.description,
  f.sort, f.enabled`;

/** GET: live phenomena by sort then newest, filtered by keyword, category (exactly) and enabled. */
export async function listFaults(t: TenantDb, q: FaultListQuery & PageQuery) {
  const where = sql`${mineSql(t, 'f')} and f.deleted_at is null
    ${q.keyword ? sql`and f.name ilike ${likePattern(q.keyword)}` : sql``}
    ${q.categoryId ? sql`and f.category_id = ${q.categoryId}` : sql``}
    ${q.enabled === undefined ? sql`` : sql`and f.enabled = ${q.enabled}`}`;
  const [list, [total], paths] = await Promise.all([
    rows<Omit<FaultPhenomenon, 'categoryPath'>>(
      t.db,
      sql`select ${columns},
                 (select count(*)::int from order_faults o
                   where ${mineSql(t, 'o')} and o.fault_id = f.id) as uses
            from fault_phenomena f where ${where}
           order by f.sort, f.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from fault_phenomena f where ${where}`),
    categoryPathMap(t),
  ]);
  return {
    list: list.map((f) => ({
      ...f,
      categoryPath: f.categoryId === null ? null : (paths.get(f.categoryId) ?? null),
    })),
    total: total?.n ?? 0,
  };
}

async function requireFault(t: TenantDb, id: number) {
  const [found] = await rows<{ id: number }>(
    t.db,
    sql`select f.id::int as id from fault_phenomena f
         where ${mineSql(t, 'f')} and f.id = ${id} and f.deleted_at is null`,
  );
  if (!found) throw faultErrors.FAULT_NOT_FOUND({ field: 'id' });
}

async function requireCategory(t: TenantDb, id: number) {
  const [found] = await rows<{ id: number }>(
    t.db,
    sql`select c.id::int as id from product_categories c where ${mineSql(t, 'c')} and c.id = ${id}`,
  );
  if (!found) throw faultErrors.CATEGORY_NOT_FOUND({ field: 'categoryId' });
}

const nameTaken = (e: unknown) => {
  if (isUniqueViolation(e)) throw faultErrors.NAME_TAKEN({ field: 'name' });
  throw e;
};

/** POST: adds a phenomenon; the name is unique within its category (or among the general ones). */
export async function createFault(t: Tenant, input: FaultSaveInput) {
  if (input.categoryId) await requireCategory(t, input.categoryId);
  const [row] = await rows<{ id: number }>(
    t.db,
    sql`insert into fault_phenomena (enterprise_id, name, category_id, description, sort, enabled, created_by)
        values (${t.enterpriseId}, ${input.name}, ${input.categoryId ?? null}, ${input.description ?? null},
                ${input.sort ?? 0}, ${input.enabled ?? true}, ${t.user.id})
        returning id::int as id`,
  ).catch(nameTaken);
  return { id: row!.id };
}

/** PUT: changes a phenomenon; fields left out keep their value. */
export async function updateFault(t: TenantDb, id: number, input: FaultSaveInput) {
  await requireFault(t, id);
  if (input.categoryId) await requireCategory(t, input.categoryId);
  const set = [sql`name = ${input.name}`, sql`updated_at = now()`];
  if (input.categoryId !== undefined) set.push(sql`category_id = ${input.categoryId}`);
  if (input.description !== undefined) set.push(sql`description = ${input.description}`);
  if (input.sort !== undefined) set.push(sql`sort = ${input.sort}`);
  if (input.enabled !== undefined) set.push(sql`enabled = ${input.enabled}`);
  await t.db
    .execute(
      sql`update fault_phenomena f set ${sql.join(set, sql`, `)} where ${mineSql(t, 'f')} and f.id = ${id}`,
    )
    .catch(nameTaken);
  return { id };
}

/** DELETE: a soft delete, so orders and reports that named it keep its name. */
export async function deleteFault(t: TenantDb, id: number) {
  await requireFault(t, id);
  await t.db.execute(
    sql`update fault_phenomena f set deleted_at = now() where ${mineSql(t, 'f')} and f.id = ${id}`,
  );
}

/** The categories a category sits in (itself first, then up to the top). */
const lineageSql = (t: TenantDb, categoryId: number) => sql`with recursive up as (
    select c.id, c.parent_id from product_categories c where ${mineSql(t, 'c')} and c.id = ${categoryId}
    union all
    select c.id, c.parent_id from product_categories c join up on c.id = up.parent_id
     where ${mineSql(t, 'c')})
  select id from up`;

/** Where a phenomenon fits an order's product category (null: the order names no product). */
export const applicableSql = (t: TenantDb, categoryId: number | null) =>
  categoryId === null
    ? sql`f.category_id is null`
    : sql`(f.category_id is null or f.category_id in (${lineageSql(t, categoryId)}))`;

/** The product category of an order's customer product, or null. */
export async function categoryOfCustomerProduct(t: TenantDb, customerProductId: number | null) {
  if (!customerProductId) return null;
  const [row] = await rows<{ categoryId: number | null }>(
    t.db,
    sql`select p.category_id::int as "categoryId"
          from customer_products cp join products p on p.enterprise_id = cp.enterprise_id and p.id = cp.product_id
         where ${mineSql(t, 'cp')} and cp.id = ${customerProductId}`,
  );
  return row?.categoryId ?? null;
}

/** The picker: enabled live phenomena fitting a product category (or all of them when none is given). */
export async function faultOptions(t: TenantDb, categoryId: number | null | undefined) {
  return rows<FaultOption>(
    t.db,
    sql`select f.id::int as id, f.name, f.category_id::int as "categoryId" from fault_phenomena f
         where ${mineSql(t, 'f')} and f.deleted_at is null and f.enabled
           ${categoryId === undefined ? sql`` : sql`and ${applicableSql(t, categoryId)}`}
         order by f.category_id nulls last, f.sort, f.id limit 500`,
  );
}
