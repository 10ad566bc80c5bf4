import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  FILE_URL_PATTERN,
  FORM_KINDS,
  IMAGE_MAX_BYTES,
  QR_LOG_ACTIONS,
  type QrLogAction,
  type EquipmentCreateInput,
  type EquipmentDetail,
  type EquipmentFilter,
  type EquipmentRow,
  type EquipmentUpdateInput,
  type FieldDef,
  type FieldValues,
  type Messages,
  type PageQuery,
  systemFieldsOf,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import { customerProducts, files, qrCodeLogs } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { recordErrors } from '../../core/record-errors';
import { actorOf, readerOf, requireCustomer, type CustomerActor } from '../customers';
import { humanSize } from '../files';
import { customFilterSql, fieldDefsOf, validateRecordValues, viewableFields } from '../forms';
import { categoryPathMap, existingProductIds } from '../products';
import { equipmentErrors, systemFieldRequired } from './errors';
import * as q from './queries';

export const KIND = FORM_KINDS.customerProduct;

/**
 * System fields of the customer-product field set (forms' systemFieldsOf(3)) that are columns of
 * ours: a template may mark them required (spec-business §5 "customer product equipment form required").
 */
const SYSTEM_COLUMNS = [
  'serialNumber',
  'warrantyStart',
  'warrantyEnd',
  'purchaseDate',
  'deliveryDate',
  'installDate',
  'productionDate',
  'sceneImage',
] as const;
type SystemColumn = (typeof SYSTEM_COLUMNS)[number];

type Record_ = NonNullable<Awaited<ReturnType<typeof q.equipmentRecord>>>;
type Found = NonNullable<Awaited<ReturnType<typeof q.findEquipment>>>;

/** The caller as the customers module sees them: equipment follows its customer's visibility. */
export const equipmentActor = (db: Db, auth: Auth): Promise<CustomerActor> => actorOf(db, auth);
/** The same, reading (lists, details): the equipment of customers of orders I serve counts too. */
export const equipmentReader = (db: Db, auth: Auth): Promise<CustomerActor> => readerOf(db, auth);

/** A customer product I may see; another enterprise's id answers the same 404. */
export async function requireEquipment(db: Db, actor: CustomerActor, id: number, field?: string) {
  const found = await q.findEquipment(db, actor, id);
  if (!found) throw equipmentErrors.EQUIPMENT_NOT_FOUND(field ? { field } : undefined);
  return found;
}

/** The field set of kind 3 and the fields the caller may see. */
async function fieldSet(db: Db, auth: Auth, templateId?: number) {
  const set = await fieldDefsOf(db, auth.user.enterpriseId, KIND, templateId);
  return { ...set, viewable: viewableFields(auth, set.settings, set.fields) };
}

/** Values of the fields the caller may see. */
function viewableValues(fields: FieldDef[], viewable: FieldDef[], values: FieldValues) {
  if (viewable.length === fields.length) return values;
  const hidden = new Set(fields.filter((f) => !viewable.includes(f)).map((f) => f.id));
  return Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.has(key)));
}

type FoundRow = Omit<Found, 'createdBy' | 'createdByName' | 'openRequests'>;
const toRow = (r: FoundRow, paths: Map<number, string>): EquipmentRow => ({
  ...r,
  warrantyState: Number(r.warrantyState) as EquipmentRow['warrantyState'],
  warrantyExpiring: !!r.warrantyExpiring,
  categoryPath: r.categoryId === null ? null : (paths.get(r.categoryId) ?? null),
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/** GET /v2/customerProduct/list: one page with the filters, newest first, and the total. */
export async function equipmentPage(db: Db, auth: Auth, filter: EquipmentFilter, page: PageQuery) {
  const ep = auth.user.enterpriseId;
  const actor = await equipmentReader(db, auth);
  const set = await fieldSet(db, auth);
  const custom = filter.customFilters?.length
    ? customFilterSql(customerProducts.customValues, filter.customFilters, set.viewable)
    : undefined;
  const f: q.EquipmentListFilter = { ...filter, custom };
  const [list, total, paths] = await Promise.all([
    q.listEquipment(db, actor, f, page),
    q.countEquipment(db, actor, f),
    categoryPathMap({ db, enterpriseId: ep }),
  ]);
  return {
    list: list.map((r) => ({
      ...toRow(r, paths),
      customValues: viewableValues(set.fields, set.viewable, r.customValues),
    })),
    total,
  };
}

/** GET /v2/customerProduct/detail. */
export async function equipmentDetail(db: Db, auth: Auth, id: number): Promise<EquipmentDetail> {
  const ep = auth.user.enterpriseId;
  const found = await requireEquipment(db, await equipmentReader(db, auth), id);
  const set = await fieldSet(db, auth, found.templateId ?? undefined);
  const { createdBy, createdByName, openRequests, ...row } = found;
  return {
    ...toRow(row, await categoryPathMap({ db, enterpriseId: ep })),
    customValues: viewableValues(set.fields, set.viewable, found.customValues),
    createdBy,
    createdByName,
    openRequests: Number(openRequests),
  };
}

/** The scene image must be an image of my enterprise of at most 1 MB (spec-business §5 "image limit 1M"). */
async function checkSceneImage(db: Db, enterpriseId: number, url: string) {
  const id = Number(FILE_URL_PATTERN.exec(url)?.[1]);
  const [file] = Number.isSafeInteger(id)
    ? await db
        .select({ mime: files.mime, size: files.size })
        .from(files)
        .where(and(eq(files.enterpriseId, enterpriseId), eq(files.id, id)))
    : [];
  if (!file || !file.mime.startsWith('image/'))
    throw equipmentErrors.SCENE_IMAGE_INVALID({ field: 'sceneImage' });
  if (file.size > IMAGE_MAX_BYTES)
    throw equipmentErrors.SCENE_IMAGE_TOO_LARGE({
      field: 'sceneImage',
      params: { max: humanSize(IMAGE_MAX_BYTES) },
    });
}

async function checkProduct(db: Db, enterpriseId: number, productId: number) {
  const [found] = await existingProductIds({ db, enterpriseId }, [productId]);
  if (!found) throw recordErrors.PRODUCT_NOT_FOUND({ field: 'productId' });
}

/** System fields the field set marks required must have a value (after the change). */
function checkSystemRequired(
  system: Record<string, { visible: boolean; required: boolean }>,
  values: Partial<Record<SystemColumn, string | null | undefined>>,
) {
  for (const key of SYSTEM_COLUMNS)
    if (system[key]?.required && !values[key])
      throw systemFieldRequired(key, SYSTEM_NAMES[key] ?? { zh_CN: key, en_GB: key });
}

/** Names of the system fields in messages (the forms domain's system field names). */
const SYSTEM_NAMES: Record<string, Messages> = Object.fromEntries(
  systemFieldsOf(KIND).map((f) => [f.key, f.name]),
);

const columnsOf = (input: Partial<EquipmentCreateInput>) => {
  const out: Partial<typeof customerProducts.$inferInsert> = {};
  for (const key of [...SYSTEM_COLUMNS, 'customerId', 'productId'] as const)
    if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  return out;
};

/** POST /v2/customerProduct/save: customer and product required; custom fields of kind 3 checked. */
export async function createEquipment(db: Db, auth: Auth, input: EquipmentCreateInput) {
  const ep = auth.user.enterpriseId;
  const actor = await equipmentActor(db, auth);
  return db.transaction(async (tx) => {
    await requireCustomer(tx, actor, input.customerId, 'customerId');
    await checkProduct(tx, ep, input.productId);
    const set = await fieldDefsOf(tx, ep, KIND);
    checkSystemRequired(set.system, input);
    if (input.sceneImage) await checkSceneImage(tx, ep, input.sceneImage);
    const { templateId, values } = await validateRecordValues(tx, auth, {
      kind: KIND,
      input: input.customValues,
    });
    const [row] = await tx
      .insert(customerProducts)
      .values({
        ...columnsOf(input),
        customerId: input.customerId,
        productId: input.productId,
        enterpriseId: ep,
        templateId,
        customValues: values,
        createdBy: auth.user.id,
      })
      .returning({ id: customerProducts.id });
    return { id: row!.id };
  });
}

/** POST /v2/customerProduct/update: the fields given change; null clears an optional one. */
export async function updateEquipment(db: Db, auth: Auth, input: EquipmentUpdateInput) {
  const ep = auth.user.enterpriseId;
  const actor = await equipmentActor(db, auth);
  await db.transaction(async (tx) => {
    await requireEquipment(tx, actor, input.id);
    const current = (await q.equipmentRecord(tx, ep, input.id, true))!;
    if (input.customerId !== undefined && input.customerId !== current.customerId)
      await requireCustomer(tx, actor, input.customerId, 'customerId');
    if (input.productId !== undefined && input.productId !== current.productId)
      await checkProduct(tx, ep, input.productId);
    if (input.sceneImage && input.sceneImage !== current.sceneImage)
      await checkSceneImage(tx, ep, input.sceneImage);
    const after = { ...current, ...columnsOf(input) } as Record_;
    if (after.warrantyStart && after.warrantyEnd && after.warrantyEnd < after.warrantyStart)
      throw equipmentErrors.WARRANTY_RANGE({ field: 'warrantyEnd' });
    const set = await fieldDefsOf(tx, ep, KIND, current.templateId ?? undefined);
    checkSystemRequired(set.system, after);
    const patch: Partial<typeof customerProducts.$inferInsert> = {
      ...columnsOf(input),
      updatedAt: new Date(),
    };
    if (input.customValues !== undefined) {
      const checked = await validateRecordValues(tx, auth, {
        kind: KIND,
        templateId: current.templateId ?? undefined,
        input: input.customValues,
        previous: current.customValues,
      });
      patch.customValues = checked.values;
      patch.templateId = checked.templateId;
    }
    await tx
      .update(customerProducts)
      .set(patch)
      .where(and(eq(customerProducts.enterpriseId, ep), eq(customerProducts.id, current.id)));
  });
}

/**
 * DELETE /v2/customerProduct/delete?ids=: all must be mine, else nothing changes. Their QR codes
 * return to unused, each with a "released" row in the code's history.
 */
export async function deleteEquipment(db: Db, auth: Auth, ids: number[]) {
  const ep = auth.user.enterpriseId;
  const actor = await equipmentActor(db, auth);
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await q.visibleEquipmentIds(tx, actor, wanted);
    if (found.length !== wanted.length) throw equipmentErrors.EQUIPMENT_NOT_FOUND({ field: 'ids' });
    const held = await q.heldQrCodes(tx, ep, wanted);
    const now = new Date();
    await tx
      .update(customerProducts)
      .set({ deletedAt: now, updatedAt: now, qrCodeId: null, qrBoundAt: null })
      .where(
        and(
          eq(customerProducts.enterpriseId, ep),
          inArray(customerProducts.id, wanted),
          isNull(customerProducts.deletedAt),
        ),
      );
    for (const h of held) await logQrCode(tx, auth, h.qrCodeId, h.id, QR_LOG_ACTIONS.released);
    return { count: wanted.length };
  });
}

/** GET /v2/customerProduct/template: the kind-3 field set: custom fields I may see and the system view. */
export async function equipmentTemplate(db: Db, auth: Auth) {
  const set = await fieldSet(db, auth);
  return { templateId: set.templateId, fields: set.viewable, system: set.system };
}

/* ---------- for the QR codes module ---------- */

/** The customer product (not deleted) holding a QR code, if any. */
export const equipmentHoldingCode = (db: Db, enterpriseId: number, qrCodeId: number) =>
  q.equipmentHolding(db, enterpriseId, qrCodeId);

/** Locks a customer product (not deleted) for a change of its QR code; undefined when missing. */
export const lockEquipment = (db: Db, enterpriseId: number, id: number) =>
  q.equipmentRecord(db, enterpriseId, id, true);

/** Sets (or clears, with null) the QR code a customer product holds. */
export async function setEquipmentQrCode(db: Db, enterpriseId: number, id: number, qrCodeId: number | null) {
  await db
    .update(customerProducts)
    .set({ qrCodeId, qrBoundAt: qrCodeId === null ? null : new Date(), updatedAt: new Date() })
    .where(and(eq(customerProducts.enterpriseId, enterpriseId), eq(customerProducts.id, id)));
}

/** A row of a QR code's history: who bound, unbound or released it, and for which product. */
export async function logQrCode(
  db: Db,
  auth: Auth,
  qrCodeId: number,
  customerProductId: number,
  action: QrLogAction,
) {
  await db.insert(qrCodeLogs).values({
    enterpriseId: auth.user.enterpriseId,
    qrCodeId,
    customerProductId,
    action,
    userId: auth.user.id,
  });
}
