import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CategoryRecord, PageQuery, ProductFilter } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { productCategories, products } from '../../db/schema';
import { likePattern } from '../../core/sql';

/* ---------- Categories ---------- */

/** Ids of a category and all its sub-categories, as a subquery. */
export const categorySubtree = (enterpriseId: number, categoryId: number): SQL =>
  sql`with recursive sub(id) as (
      select c.id from product_categories c where c.enterprise_id = ${enterpriseId} and c.id = ${categoryId}
      union all
      select c.id from product_categories c join sub on c.parent_id = sub.id where c.enterprise_id = ${enterpriseId}
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
export async function categoryRecords(
  db: Db,
  enterpriseId: number,
  counts = true,
): Promise<CategoryRecord[]> {
  const [list, perCategory] = await Promise.all([
    db
      .select(categoryColumns)
      .from(productCategories)
      .where(eq(productCategories.enterpriseId, enterpriseId))
      .orderBy(asc(productCategories.sort), asc(productCategories.id)),
    counts
      ? db
          .select({ categoryId: products.categoryId, n: count() })
          .from(products)
          .where(and(eq(products.enterpriseId, enterpriseId), isNull(products.deletedAt)))
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
export const findCategory = (db: Db, enterpriseId: number, id: number, lock?: 'update' | 'key share') => {
  const query = db
    .select(categoryColumns)
    .from(productCategories)
    .where(and(eq(productCategories.enterpriseId, enterpriseId), eq(productCategories.id, id)));
  return (lock ? query.for(lock) : query).then((r) => r[0]);
};

export const siblingCategoryNamed = (
  db: Db,
  enterpriseId: number,
  parentId: number | null,
  name: string,
  exceptId = 0,
) =>
  db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.enterpriseId, enterpriseId),
        parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, parentId),
        eq(productCategories.name, name),
        sql`${productCategories.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);

export const countChildCategories = (db: Db, enterpriseId: number, id: number) =>
  db
    .select({ n: count() })
    .from(productCategories)
    .where(and(eq(productCategories.enterpriseId, enterpriseId), eq(productCategories.parentId, id)))
    .then((r) => Number(r[0]?.n ?? 0));

export const countProductsIn = (db: Db, enterpriseId: number, categoryId: number) =>
  db
    .select({ n: count() })
    .from(products)
    .where(
      and(
        eq(products.enterpriseId, enterpriseId),
        eq(products.categoryId, categoryId),
        isNull(products.deletedAt),
      ),
    )
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
export function productWhere(enterpriseId: number, f: ProductFilter): SQL | undefined {
  return and(
    eq(products.enterpriseId, enterpriseId),
    isNull(products.deletedAt),
    f.keyword ? ilike(productSearchText, likePattern(f.keyword)) : undefined,
    f.categoryId
      ? sql`${products.categoryId} in (${categorySubtree(enterpriseId, f.categoryId)})`
      : undefined,
    f.enabled === undefined ? undefined : eq(products.enabled, f.enabled),
  );
}

/**
 * One page of products, newest first. The order names `deleted_at` (all null here) so that it is
 * exactly the order of products_list_idx (enterprise_id, deleted_at, id desc nulls last): the planner
 * does not take `deleted_at is null` as a constant and would otherwise sort the whole enterprise.
 */
export const listProducts = (db: Db, enterpriseId: number, f: ProductFilter, page: PageQuery) =>
  db
    .select(productColumns)
    .from(products)
    .where(productWhere(enterpriseId, f))
    .orderBy(asc(products.deletedAt), sql`${products.id} desc nulls last`)
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countProducts = (db: Db, enterpriseId: number, f: ProductFilter) =>
  db
    .select({ n: count() })
    .from(products)
    .where(productWhere(enterpriseId, f))
    .then((r) => Number(r[0]?.n ?? 0));

export const findProduct = (db: Db, enterpriseId: number, id: number) =>
  db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.enterpriseId, enterpriseId), eq(products.id, id), isNull(products.deletedAt)))
    .then((r) => r[0]);

/** Products not deleted among `ids`. */
export const existingProductIds = (db: Db, enterpriseId: number, ids: number[]) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.enterpriseId, enterpriseId), inArray(products.id, ids), isNull(products.deletedAt)),
    )
    .then((r) => r.map((x) => x.id));

/** The product (not deleted) carrying a number, other than `exceptId`. */
export const productNumbered = (db: Db, enterpriseId: number, number: string, exceptId = 0) =>
  db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.enterpriseId, enterpriseId),
        eq(products.number, number),
        isNull(products.deletedAt),
        sql`${products.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r[0]?.id);

/** Ids of the products (not deleted) carrying these numbers, by number. */
export const productIdsByNumber = (db: Db, enterpriseId: number, numbers: string[]) =>
  numbers.length === 0
    ? Promise.resolve(new Map<string, number>())
    : db
        .select({ id: products.id, number: products.number })
        .from(products)
        .where(
          and(
            eq(products.enterpriseId, enterpriseId),
            inArray(products.number, numbers),
            isNull(products.deletedAt),
          ),
        )
        .then((r) => new Map(r.map((x) => [x.number!, x.id])));
