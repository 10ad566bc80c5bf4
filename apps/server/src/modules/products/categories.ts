import { eq, isNotNull } from 'drizzle-orm';
import {
  CATEGORY_LEVEL_MAX,
  buildCategoryTree,
  canAddChildCategory,
  type CategoryCreateInput,
  type CategoryNode,
  type CategoryUpdateInput,
} from '@fieldline/domain';
import { productCategories, products } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { productErrors } from './errors';
import * as q from './queries';

const nameTaken = (name: string) => productErrors.CATEGORY_NAME_TAKEN({ field: 'name', params: { name } });

/** The enterprise's category tree with product counts (direct and with sub-categories). */
export async function categoryTree(t: TenantDb, enabled?: boolean): Promise<CategoryNode[]> {
  const records = await q.categoryRecords(t);
  const tree = buildCategoryTree(records);
  if (enabled === undefined) return tree;
  const keep = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.filter((n) => n.enabled === enabled).map((n) => ({ ...n, children: keep(n.children) }));
  return keep(tree);
}

export async function requireCategory(
  t: TenantDb,
  id: number,
  field?: string,
  lock?: 'update' | 'key share',
) {
  const category = await q.findCategory(t, id, lock);
  if (!category) throw productErrors.CATEGORY_NOT_FOUND(field ? { field } : undefined);
  return category;
}

async function unique<T>(name: string | undefined, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (name && isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

/** Adds a category at the top or under a parent; at most 3 levels (spec-business §5). */
export async function addCategory(t: Tenant, input: CategoryCreateInput) {
  return unique(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const parentId = input.parentId ?? null;
      let level = 1;
      if (parentId !== null) {
        const parent = await requireCategory(tt, parentId, 'parentId', 'key share');
        if (!canAddChildCategory(parent.level))
          throw productErrors.CATEGORY_TOO_DEEP({ field: 'parentId', params: { max: CATEGORY_LEVEL_MAX } });
        level = parent.level + 1;
      }
      if (await q.siblingCategoryNamed(tt, parentId, input.name)) throw nameTaken(input.name);
      const [row] = await tx
        .insert(productCategories)
        .values({
          enterpriseId: t.enterpriseId,
          parentId,
          level,
          name: input.name,
          sort: input.sort ?? 0,
          enabled: input.enabled ?? true,
        })
        .returning({ id: productCategories.id });
      return { id: row!.id };
    }),
  );
}

/** Renames, reorders, enables or disables a category. */
export async function updateCategory(t: Tenant, input: CategoryUpdateInput) {
  await unique(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const category = await requireCategory(tt, input.id);
      if (input.name && (await q.siblingCategoryNamed(tt, category.parentId, input.name, category.id)))
        throw nameTaken(input.name);
      const patch = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.sort === undefined ? {} : { sort: input.sort }),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      };
      if (Object.keys(patch).length)
        await tx
          .update(productCategories)
          .set({ ...patch, updatedAt: new Date() })
          .where(mine(t, productCategories, eq(productCategories.id, category.id)));
    }),
  );
}

/** Deletes a category that has no sub-categories and no products (deleted products let go of it). */
export async function deleteCategory(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const category = await requireCategory(tt, id, undefined, 'update');
    const children = await q.countChildCategories(tt, category.id);
    if (children) throw productErrors.CATEGORY_HAS_CHILDREN({ params: { count: children } });
    const inUse = await q.countProductsIn(tt, category.id);
    if (inUse) throw productErrors.CATEGORY_HAS_PRODUCTS({ params: { count: inUse } });
    await tx
      .update(products)
      .set({ categoryId: null })
      .where(mine(t, products, eq(products.categoryId, category.id), isNotNull(products.deletedAt)));
    await tx
      .delete(productCategories)
      .where(mine(t, productCategories, eq(productCategories.id, category.id)));
  });
}
