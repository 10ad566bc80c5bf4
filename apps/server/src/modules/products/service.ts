import { eq, inArray, isNull } from 'drizzle-orm';
import {
  FILE_URL_PATTERN,
  IMAGE_MAX_BYTES,
  TAG_OBJECT_KINDS,
  buildCategoryTree,
  categoryPaths,
  type PageQuery,
  type ProductCreateInput,
  type ProductFilter,
  type ProductRow,
  type ProductUpdateInput,
} from '@fieldline/domain';
import { files, products } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { recordErrors } from '../../core/record-errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { humanSize } from '../files';
import { registerTaggableKind } from '../tags';
import { requireCategory } from './categories';
import { productErrors } from './errors';
import * as q from './queries';

type ProductRecord = NonNullable<Awaited<ReturnType<typeof q.findProduct>>>;

const numberTaken = (number: string) =>
  productErrors.PRODUCT_NUMBER_TAKEN({ field: 'number', params: { number } });

/** The category paths of the enterprise ("空调/家用空调"), by category id. */
export const categoryPathMap = async (t: TenantDb) =>
  categoryPaths(buildCategoryTree(await q.categoryRecords(t, false)));

const toRow = (p: ProductRecord, paths: Map<number, string>): ProductRow => ({
  ...p,
  categoryPath: p.categoryId === null ? null : (paths.get(p.categoryId) ?? null),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** One page of products with the filters, newest first, and the total. */
export async function productPage(t: Tenant, filter: ProductFilter, page: PageQuery) {
  const [list, total, paths] = await Promise.all([
    q.listProducts(t, filter, page),
    q.countProducts(t, filter),
    categoryPathMap(t),
  ]);
  return { list: list.map((p) => toRow(p, paths)), total };
}

/** A product of my enterprise; a missing, deleted or foreign id answers "Product ID does not exist". */
export async function requireProduct(t: TenantDb, id: number) {
  const product = await q.findProduct(t, id);
  if (!product) throw recordErrors.PRODUCT_NOT_FOUND();
  return product;
}

export async function productDetail(t: Tenant, id: number): Promise<ProductRow> {
  const product = await requireProduct(t, id);
  return toRow(product, await categoryPathMap(t));
}

/** The image must be an image file of my enterprise, at most 1 MB (spec-business §5 "image limit 1M"). */
export async function checkImage(t: TenantDb, url: string) {
  const id = Number(FILE_URL_PATTERN.exec(url)?.[1]);
  const [file] = Number.isSafeInteger(id)
    ? await t.db
        .select({ mime: files.mime, size: files.size })
        .from(files)
        .where(mine(t, files, eq(files.id, id)))
    : [];
  if (!file || !file.mime.startsWith('image/')) throw productErrors.PRODUCT_IMAGE_INVALID({ field: 'image' });
  if (file.size > IMAGE_MAX_BYTES)
    throw productErrors.PRODUCT_IMAGE_TOO_LARGE({
      field: 'image',
      params: { max: humanSize(IMAGE_MAX_BYTES) },
    });
}

async function guardNumber<T>(number: string | null | undefined, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (number && isUniqueViolation(err)) throw numberTaken(number);
    throw err;
  }
}

export async function createProduct(t: Tenant, input: ProductCreateInput) {
  return guardNumber(input.number, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      if (input.categoryId) await requireCategory(tt, input.categoryId, 'categoryId', 'key share');
      if (input.image) await checkImage(tt, input.image);
      if (input.number && (await q.productNumbered(tt, input.number))) throw numberTaken(input.number);
      const [row] = await tx
        .insert(products)
        .values({ ...input, enterpriseId: t.enterpriseId, createdBy: t.user.id })
        .returning({ id: products.id });
      return { id: row!.id };
    }),
  );
}

export async function updateProduct(t: Tenant, input: ProductUpdateInput) {
  const { id, ...patch } = input;
  await guardNumber(patch.number, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const product = await requireProduct(tt, id);
      if (patch.categoryId && patch.categoryId !== product.categoryId)
        await requireCategory(tt, patch.categoryId, 'categoryId', 'key share');
      if (patch.image && patch.image !== product.image) await checkImage(tt, patch.image);
      if (patch.number && (await q.productNumbered(tt, patch.number, id))) throw numberTaken(patch.number);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length)
        await tx
          .update(products)
          .set({ ...changes, updatedAt: new Date() })
          .where(mine(t, products, eq(products.id, id)));
    }),
  );
}

/** Deletes products (kept with `deleted_at`); every id must be a product of mine, else nothing changes. */
export async function deleteProducts(t: Tenant, ids: number[], field?: string) {
  const wanted = [...new Set(ids)];
  return t.db.transaction(async (tx) => {
    const found = await q.existingProductIds(withDb(t, tx), wanted);
    if (found.length !== wanted.length) throw recordErrors.PRODUCT_NOT_FOUND(field ? { field } : undefined);
    const now = new Date();
    await tx
      .update(products)
      .set({ deletedAt: now, updatedAt: now })
      .where(mine(t, products, inArray(products.id, wanted), isNull(products.deletedAt)));
    return { count: wanted.length };
  });
}

/** Which of `ids` are products of the enterprise (tags on products, other modules' checks). */
export const existingProductIds = (t: TenantDb, ids: number[]) => q.existingProductIds(t, ids);

registerTaggableKind(TAG_OBJECT_KINDS.product, existingProductIds);
