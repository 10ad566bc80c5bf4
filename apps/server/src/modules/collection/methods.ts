import type { Readable } from 'node:stream';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { imageSize } from 'image-size';
import {
  COLLECTION_METHODS_MAX,
  FILE_URL_PATTERN,
  FORM_KINDS,
  PAYMENT_KINDS,
  PAYMENT_QR_MAX_BYTES,
  qrRatioFits,
  type CollectionMethod,
  type MethodSaveInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { collectionMethods, files, formTemplates } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { idList } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { humanSize } from '../files';
import { collectionErrors } from './errors';
import { ensureSigningKey } from './provider';

const live = (t: TenantDb, ...rest: Parameters<typeof mine>[2][]) =>
  mine(t, collectionMethods, isNull(collectionMethods.deletedAt), ...rest);

/** GET /v2/collection/method/list: every live method with the names of the templates it is bound to. */
export const listMethods = (t: TenantDb) =>
  rows<CollectionMethod>(
    t.db,
    sql`select m.id::int as id, m.name, m.kind, m.enabled, m.template_ids as "templateIds",
               coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.id)
                  from form_templates f where f.enterprise_id = m.enterprise_id
                   and m.template_ids @> to_jsonb(f.id) and f.deleted_at is null), '[]'::json) as templates,
               m.qr_image as "qrImage", m.note
          from collection_methods m where ${mineSql(t, 'm')} and m.deleted_at is null order by m.kind, m.id`,
  );

async function requireTemplates(t: TenantDb, ids: number[]) {
  if (!ids.length) return;
  const [found] = await t.db
    .select({ n: count() })
    .from(formTemplates)
    .where(
      mine(
        t,
        formTemplates,
        eq(formTemplates.kind, FORM_KINDS.order),
        isNull(formTemplates.deletedAt),
        sql`${formTemplates.id} in (${idList(ids)})`,
      ),
    );
  if ((found?.n ?? 0) !== ids.length) throw collectionErrors.TEMPLATE_NOT_FOUND({ field: 'templateIds' });
}

async function head(stream: Readable, max: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= max) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, max);
}

const QR_MIMES = new Set(['image/png', 'image/jpeg']);
const QR_KINDS = new Set(['png', 'jpg']);

/**
 * spec-business §5 (SB:98): a payment QR image is an upload of this enterprise (the files module),
 * PNG or JPG by its content, at most 200 KB, 1:1 by its own dimensions (2% tolerance).
 */
export async function checkQrImage(t: Tenant, url: string) {
  const field = 'qrImage';
  const id = Number(FILE_URL_PATTERN.exec(url)?.[1]);
  const [file] = Number.isSafeInteger(id)
    ? await t.db
        .select({ mime: files.mime, size: files.size, key: files.storageKey })
        .from(files)
        .where(mine(t, files, eq(files.id, id)))
    : [];
  if (!file || !QR_MIMES.has(file.mime)) throw collectionErrors.QR_INVALID({ field });
  const tooLarge = () =>
    collectionErrors.QR_TOO_LARGE({ field, params: { max: humanSize(PAYMENT_QR_MAX_BYTES) } });
  if (file.size > PAYMENT_QR_MAX_BYTES) throw tooLarge();
  const { storage } = t.app;
  if (!(await storage.exists(file.key))) throw collectionErrors.QR_INVALID({ field });
  const bytes = await head(storage.get(file.key), PAYMENT_QR_MAX_BYTES + 1);
  if (bytes.length > PAYMENT_QR_MAX_BYTES) throw tooLarge();
  let size: { type?: string; width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw collectionErrors.QR_INVALID({ field });
  }
  if (!QR_KINDS.has(size.type ?? '')) throw collectionErrors.QR_INVALID({ field });
  if (!qrRatioFits(size.width, size.height))
    throw collectionErrors.QR_NOT_SQUARE({ field, params: { width: size.width, height: size.height } });
}

/** POST /v2/collection/method/save: creates (no id) or replaces a method; names are unique. */
export async function saveMethod(t: Tenant, input: MethodSaveInput) {
  await requireTemplates(t, input.templateIds);
  if (input.qrImage) await checkQrImage(t, input.qrImage);
  if (input.kind === PAYMENT_KINDS.online) await ensureSigningKey(t);
  const values = {
    name: input.name,
    kind: input.kind,
    enabled: input.enabled,
    templateIds: input.templateIds,
    qrImage: input.qrImage,
    note: input.note ?? null,
  };
  try {
    if (input.id) {
      const [done] = await t.db
        .update(collectionMethods)
        .set({ ...values, updatedAt: new Date() })
        .where(live(t, eq(collectionMethods.id, input.id)))
        .returning({ id: collectionMethods.id });
      if (!done) throw collectionErrors.METHOD_NOT_FOUND({ field: 'id' });
      return { id: done.id };
    }
    const [n] = await t.db.select({ n: count() }).from(collectionMethods).where(live(t));
    if ((n?.n ?? 0) >= COLLECTION_METHODS_MAX)
      throw collectionErrors.METHODS_FULL({ params: { max: COLLECTION_METHODS_MAX } });
    const [made] = await t.db
      .insert(collectionMethods)
      .values({ ...values, enterpriseId: t.enterpriseId, createdBy: t.user.id })
      .returning({ id: collectionMethods.id });
    return { id: made!.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw collectionErrors.METHOD_NAME_TAKEN({ field: 'name' });
    throw err;
  }
}

/**
 * DELETE /v2/collection/method/delete/:id: "a collection method bound to a work-order template
 * cannot be deleted" (SB:99): refused while it names a live template. Payments keep its name.
 */
export async function deleteMethod(t: Tenant, id: number) {
  const [m] = await rows<{ bound: boolean }>(
    t.db,
    sql`select exists (select 1 from form_templates f where f.enterprise_id = m.enterprise_id
                        and m.template_ids @> to_jsonb(f.id) and f.deleted_at is null) as bound
          from collection_methods m where ${mineSql(t, 'm')} and m.id = ${id} and m.deleted_at is null`,
  );
  if (!m) throw collectionErrors.METHOD_NOT_FOUND();
  if (m.bound) throw collectionErrors.METHOD_BOUND();
  await t.db
    .update(collectionMethods)
    .set({ deletedAt: new Date() })
    .where(live(t, eq(collectionMethods.id, id)));
}
