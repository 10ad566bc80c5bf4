import { and, eq, inArray, isNull } from 'drizzle-orm';
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
import type { Db } from '../../db/client';
import { files, products } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { isUniqueViolation } from '../../core/db-errors';
import { recordErrors } from '../../core/record-errors';
import { humanSize } from '../files';
import { registerTaggableKind } from '../tags';
import { requireCategory } from './categories';
import { productErrors } from './errors';
import * as q from './queries';

type ProductRecord = NonNullable<Awaited<ReturnType<typeof q.findProduct>>>;

const numberTaken = (number: string) =>
  productErrors.PRODUCT_NUMBER_TAKEN({ field: 'number', params: { number } });

/** The category paths of the enterprise ("空调/家用空调"), by category id. */
export const categoryPathMap = async (db: Db, enterpriseId: number) =>
  categoryPaths(buildCategoryTree(await q.categoryRecords(db, enterpriseId, false)));

const toRow = (p: ProductRecord, paths: Map<number, string>): ProductRow => ({
  ...p,
  categoryPath: p.categoryId === null ? null : (paths.get(p.categoryId) ?? null),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** One page of products with the filters, newest first, and the total. */
export async function productPage(db: Db, auth: Auth, filter: ProductFilter, page: PageQuery) {
  const ep = auth.user.enterpriseId;
  const [list, total, paths] = await Promise.all([
    q.listProducts(db, ep, filter, page),
    q.countProducts(db, ep, filter),
    categoryPathMap(db, ep),
  ]);
  return { list: list.map((p) => toRow(p, paths)), total };
}

/** A product of my enterprise; a missing, deleted or foreign id answers "Product ID does not exist". */
export async function requireProduct(db: Db, enterpriseId: number, id: number) {
  const product = await q.findProduct(db, enterpriseId, id);
  if (!product) throw recordErrors.PRODUCT_NOT_FOUND();
  return product;
}

export async function productDetail(db: Db, auth: Auth, id: number): Promise<ProductRow> {
  const ep = auth.user.enterpriseId;
  const product = await requireProduct(db, ep, id);
  return toRow(product, await categoryPathMap(db, ep));
}

/** The image must be an image file of my enterprise, at most 1 MB (spec-business §5 "image limit 1M"). */
export async function checkImage(db: Db, enterpriseId: number, url: string) {
  const id = Number(FILE_URL_PATTERN.exec(url)?.[1]);
  const [file] = Number.isSafeInteger(id)
    ? await db
        .select({ mime: files.mime, size: files.size })
        .from(files)
        .where(and(eq(files.enterpriseId, enterpriseId), eq(files.id, id)))
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

export async function createProduct(db: Db, auth: Auth, input: ProductCreateInput) {
  const ep = auth.user.enterpriseId;
  return guardNumber(input.number, () =>
    db.transaction(async (tx) => {
      if (input.categoryId) await requireCategory(tx, ep, input.categoryId, 'categoryId', 'key share');
      if (input.image) await checkImage(tx, ep, input.image);
      if (input.number && (await q.productNumbered(tx, ep, input.number))) throw numberTaken(input.number);
      const [row] = await tx
        .insert(products)
        .values({ ...input, enterpriseId: ep, createdBy: auth.user.id })
        .returning({ id: products.id });
      return { id: row!.id };
    }),
  );
}

export async function updateProduct(db: Db, auth: Auth, input: ProductUpdateInput) {
  const ep = auth.user.enterpriseId;
  const { id, ...patch } = input;
  await guardNumber(patch.number, () =>
    db.transaction(async (tx) => {
      const product = await requireProduct(tx, ep, id);
      if (patch.categoryId && patch.categoryId !== product.categoryId)
        await requireCategory(tx, ep, patch.categoryId, 'categoryId', 'key share');
      if (patch.image && patch.image !== product.image) await checkImage(tx, ep, patch.image);
      if (patch.number && (await q.productNumbered(tx, ep, patch.number, id)))
        throw numberTaken(patch.number);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length)
        await tx
          .update(products)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(products.enterpriseId, ep), eq(products.id, id)));
    }),
  );
}

/** Deletes products (kept with `deleted_at`); every id must be a product of mine, else nothing changes. */
export async function deleteProducts(db: Db, auth: Auth, ids: number[], field?: string) {
  const ep = auth.user.enterpriseId;
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await q.existingProductIds(tx, ep, wanted);
    if (found.length !== wanted.length) throw recordErrors.PRODUCT_NOT_FOUND(field ? { field } : undefined);
    const now = new Date();
    await tx
      .update(products)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(products.enterpriseId, ep), inArray(products.id, wanted), isNull(products.deletedAt)));
    return { count: wanted.length };
  });
}

/** Which of `ids` are products of the enterprise (tags on products, other modules' checks). */
export const existingProductIds = (db: Db, enterpriseId: number, ids: number[]) =>
  q.existingProductIds(db, enterpriseId, ids);

registerTaggableKind(TAG_OBJECT_KINDS.product, existingProductIds);
