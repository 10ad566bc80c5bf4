import { asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CategoryRecord, PageQuery, ProductFilter } from '@fieldline/domain';
import { productCategories, products } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, mineSql, type EnterpriseRef, type TenantDb } from '../../core/tenant';

/* ---------- Categories ---------- */

/** Ids of a category and all its sub-categories, as a subquery. */
export const categorySubtree = (t: EnterpriseRef, categoryId: number): SQL =>
  sql`with recursive sub(id) as (
      select c.id from product_categories c where ${mineSql(t, 'c')} and c.id = ${categoryId}
      union all
      select c.id from product_categories c join sub on c.parent_id = sub.id where ${mineSql(t, 'c')}
    ) select id from sub`;

const categoryColumns = {
  id: productCategories.id,
  parentId: productCategories.parentId,
  level: productCategories.level,
  name: productCategories.name,
  sort: productCategories.sort,
  enabled: productCategories.enabled,
};

/**
 * Every category of the enterprise with the products placed directly in it; without `counts` the
 * counts are 0 and the products are not read (category paths of a list page).
 */
export async function categoryRecords(t: TenantDb, counts = true): Promise<CategoryRecord[]> {
  const [list, perCategory] = await Promise.all([
    t.db
      .select(categoryColumns)
      .from(productCategories)
      .where(mine(t, productCategories))
      .orderBy(asc(productCategories.sort), asc(productCategories.id)),
    counts
      ? t.db
          .select({ categoryId: products.categoryId, n: count() })
          .from(products)
          .where(mine(t, products, isNull(products.deletedAt)))
          .groupBy(products.categoryId)
      : [],
  ]);
  const byCategory = new Map(perCategory.map((c) => [c.categoryId, Number(c.n)]));
  return list.map((c) => ({ ...c, productCount: byCategory.get(c.id) ?? 0 }));
}

/**
 * One category; `lock` holds its row to the end of the transaction: 'key share' while something
 * comes to point at it (a product, a sub-category), 'update' while it is deleted.
 */
export const findCategory = (t: TenantDb, id: number, lock?: 'update' | 'key share') => {
  const query = t.db
    .select(categoryColumns)
    .from(productCategories)
    .where(mine(t, productCategories, eq(productCategories.id, id)));
  return (lock ? query.for(lock) : query).then((r) => r[0]);
};

export const siblingCategoryNamed = (t: TenantDb, parentId: number | null, name: string, exceptId = 0) =>
  t.db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      mine(
        t,
        productCategories,
        parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, parentId),
        eq(productCategories.name, name),
        sql`${productCategories.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);

export const countChildCategories = (t: TenantDb, id: number) =>
  t.db
    .select({ n: count() })
    .from(productCategories)
    .where(mine(t, productCategories, eq(productCategories.parentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

export const countProductsIn = (t: TenantDb, categoryId: number) =>
  t.db
    .select({ n: count() })
    .from(products)
    .where(mine(t, products, eq(products.categoryId, categoryId), isNull(products.deletedAt)))
    .then((r) => Number(r[0]?.n ?? 0));

/* ---------- Products ---------- */

/** The text the keyword searches: the expression of the trigram index `products_search_idx`. */
export const productSearchText = sql`(${products.name} || ' ' || coalesce(${products.number}, '') || ' ' || coalesce(${products.model}, ''))`;

export const productColumns = {
  id: products.id,
  name: products.name,
  number: products.number,
  model: products.model,
  image: products.image,
  categoryId: products.categoryId,
  unit: products.unit,
  price: products.price,
  description: products.description,
  enabled: products.enabled,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
/** The conditions of a product list: my enterprise, not deleted, and the filters. */
export function productWhere(t: EnterpriseRef, f: ProductFilter): SQL | undefined {
  return mine(
    t,
    products,
    isNull(products.deletedAt),
    f.keyword ? ilike(productSearchText, likePattern(f.keyword)) : undefined,
    f.categoryId ? sql`${products.categoryId} in (${categorySubtree(t, f.categoryId)})` : undefined,
    f.enabled === undefined ? undefined : eq(products.enabled, f.enabled),
  );
}

/**
 * One page of products, newest first. The order names `deleted_at` (all null here) so that it is
 * exactly the order of products_list_idx (enterprise_id, deleted_at, id desc nulls last): the planner
 * does not take `deleted_at is null` as a constant and would otherwise sort the whole enterprise.
 */
export const listProducts = (t: TenantDb, f: ProductFilter, page: PageQuery) =>
  t.db
    .select(productColumns)
    .from(products)
    .where(productWhere(t, f))
    .orderBy(asc(products.deletedAt), sql`${products.id} desc nulls last`)
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countProducts = (t: TenantDb, f: ProductFilter) =>
  t.db
    .select({ n: count() })
    .from(products)
    .where(productWhere(t, f))
    .then((r) => Number(r[0]?.n ?? 0));

export const findProduct = (t: TenantDb, id: number) =>
  t.db
    .select(productColumns)
    .from(products)
    .where(mine(t, products, eq(products.id, id), isNull(products.deletedAt)))
    .then((r) => r[0]);

/** Products not deleted among `ids`. */
export const existingProductIds = (t: TenantDb, ids: number[]) =>
  t.db
    .select({ id: products.id })
    .from(products)
    .where(mine(t, products, inArray(products.id, ids), isNull(products.deletedAt)))
    .then((r) => r.map((x) => x.id));

/** The product (not deleted) carrying a number, other than `exceptId`. */
export const productNumbered = (t: TenantDb, number: string, exceptId = 0) =>
  t.db
    .select({ id: products.id })
    .from(products)
    .where(
      mine(
        t,
        products,
        eq(products.number, number),
        isNull(products.deletedAt),
        sql`${products.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r[0]?.id);

/** Ids of the products (not deleted) carrying these numbers, by number. */
export const productIdsByNumber = (t: TenantDb, numbers: string[]) =>
  numbers.length === 0
    ? Promise.resolve(new Map<string, number>())
    : t.db
        .select({ id: products.id, number: products.number })
        .from(products)
        .where(mine(t, products, inArray(products.number, numbers), isNull(products.deletedAt)))
        .then((r) => new Map(r.map((x) => [x.number!, x.id])));
