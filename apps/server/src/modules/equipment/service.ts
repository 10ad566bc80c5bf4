import { eq, inArray, isNull } from 'drizzle-orm';
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
import { recordErrors } from '../../core/record-errors';
import type { ScopeActor } from '../../core/scope';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
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
export const equipmentActor = (t: TenantDb & ScopeActor): Promise<CustomerActor> => actorOf(t);
/** The same, reading (lists, details): the equipment of customers of orders I serve counts too. */
export const equipmentReader = (t: TenantDb & ScopeActor): Promise<CustomerActor> => readerOf(t);

/** A customer product I may see; another enterprise's id answers the same 404. */
export async function requireEquipment(db: Db, actor: CustomerActor, id: number, field?: string) {
  const found = await q.findEquipment(db, actor, id);
  if (!found) throw equipmentErrors.EQUIPMENT_NOT_FOUND(field ? { field } : undefined);
  return found;
}

/** The field set of kind 3 and the fields the caller may see. */
async function fieldSet(t: Tenant, templateId?: number) {
  const set = await fieldDefsOf(t, KIND, templateId);
  return { ...set, viewable: viewableFields(t.auth, set.settings, set.fields) };
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
export async function equipmentPage(t: Tenant, filter: EquipmentFilter, page: PageQuery) {
  const actor = await equipmentReader(t);
  const set = await fieldSet(t);
  const custom = filter.customFilters?.length
    ? customFilterSql(customerProducts.customValues, filter.customFilters, set.viewable)
    : undefined;
  const f: q.EquipmentListFilter = { ...filter, custom };
  const [list, total, paths] = await Promise.all([
    q.listEquipment(t.db, actor, f, page),
    q.countEquipment(t.db, actor, f),
    categoryPathMap(t),
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
export async function equipmentDetail(t: Tenant, id: number): Promise<EquipmentDetail> {
  const found = await requireEquipment(t.db, await equipmentReader(t), id);
  const set = await fieldSet(t, found.templateId ?? undefined);
  const { createdBy, createdByName, openRequests, ...row } = found;
  return {
    ...toRow(row, await categoryPathMap(t)),
    customValues: viewableValues(set.fields, set.viewable, found.customValues),
    createdBy,
    createdByName,
    openRequests: Number(openRequests),
  };
}

/** The scene image must be an image of my enterprise of at most 1 MB (spec-business §5 "image limit 1M"). */
async function checkSceneImage(t: TenantDb, url: string) {
  const id = Number(FILE_URL_PATTERN.exec(url)?.[1]);
  const [file] = Number.isSafeInteger(id)
    ? await t.db
        .select({ mime: files.mime, size: files.size })
        .from(files)
        .where(mine(t, files, eq(files.id, id)))
    : [];
  if (!file || !file.mime.startsWith('image/'))
    throw equipmentErrors.SCENE_IMAGE_INVALID({ field: 'sceneImage' });
  if (file.size > IMAGE_MAX_BYTES)
    throw equipmentErrors.SCENE_IMAGE_TOO_LARGE({
      field: 'sceneImage',
      params: { max: humanSize(IMAGE_MAX_BYTES) },
    });
}

async function checkProduct(t: TenantDb, productId: number) {
  const [found] = await existingProductIds(t, [productId]);
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
export async function createEquipment(t: Tenant, input: EquipmentCreateInput) {
  const actor = await equipmentActor(t);
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireCustomer(tx, actor, input.customerId, 'customerId');
    await checkProduct(tt, input.productId);
    const set = await fieldDefsOf(tt, KIND);
    checkSystemRequired(set.system, input);
    if (input.sceneImage) await checkSceneImage(tt, input.sceneImage);
    const { templateId, values } = await validateRecordValues(tt, {
      kind: KIND,
      input: input.customValues,
    });
    const [row] = await tx
      .insert(customerProducts)
      .values({
        ...columnsOf(input),
        customerId: input.customerId,
        productId: input.productId,
        enterpriseId: t.enterpriseId,
        templateId,
        customValues: values,
        createdBy: t.user.id,
      })
      .returning({ id: customerProducts.id });
    return { id: row!.id };
  });
}

/** POST /v2/customerProduct/update: the fields given change; null clears an optional one. */
export async function updateEquipment(t: Tenant, input: EquipmentUpdateInput) {
  const actor = await equipmentActor(t);
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireEquipment(tx, actor, input.id);
    const current = (await q.equipmentRecord(tt, input.id, true))!;
    if (input.customerId !== undefined && input.customerId !== current.customerId)
      await requireCustomer(tx, actor, input.customerId, 'customerId');
    if (input.productId !== undefined && input.productId !== current.productId)
      await checkProduct(tt, input.productId);
    if (input.sceneImage && input.sceneImage !== current.sceneImage)
      await checkSceneImage(tt, input.sceneImage);
    const after = { ...current, ...columnsOf(input) } as Record_;
    if (after.warrantyStart && after.warrantyEnd && after.warrantyEnd < after.warrantyStart)
      throw equipmentErrors.WARRANTY_RANGE({ field: 'warrantyEnd' });
    const set = await fieldDefsOf(tt, KIND, current.templateId ?? undefined);
    checkSystemRequired(set.system, after);
    const patch: Partial<typeof customerProducts.$inferInsert> = {
      ...columnsOf(input),
      updatedAt: new Date(),
    };
    if (input.customValues !== undefined) {
      const checked = await validateRecordValues(tt, {
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
      .where(mine(t, customerProducts, eq(customerProducts.id, current.id)));
  });
}

/**
 * DELETE /v2/customerProduct/delete?ids=: all must be mine, else nothing changes. Their QR codes
 * return to unused, each with a "released" row in the code's history.
 */
export async function deleteEquipment(t: Tenant, ids: number[]) {
  const actor = await equipmentActor(t);
  const wanted = [...new Set(ids)];
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const found = await q.visibleEquipmentIds(tx, actor, wanted);
    if (found.length !== wanted.length) throw equipmentErrors.EQUIPMENT_NOT_FOUND({ field: 'ids' });
    const held = await q.heldQrCodes(tt, wanted);
    const now = new Date();
    await tx
      .update(customerProducts)
      .set({ deletedAt: now, updatedAt: now, qrCodeId: null, qrBoundAt: null })
      .where(
        mine(t, customerProducts, inArray(customerProducts.id, wanted), isNull(customerProducts.deletedAt)),
      );
    for (const h of held) await logQrCode(tt, h.qrCodeId, h.id, QR_LOG_ACTIONS.released);
    return { count: wanted.length };
  });
}

/** GET /v2/customerProduct/template: the kind-3 field set: custom fields I may see and the system view. */
export async function equipmentTemplate(t: Tenant) {
  const set = await fieldSet(t);
  return { templateId: set.templateId, fields: set.viewable, system: set.system };
}

/* ---------- for the QR codes module ---------- */

/** The customer product (not deleted) holding a QR code, if any. */
export const equipmentHoldingCode = (t: TenantDb, qrCodeId: number) => q.equipmentHolding(t, qrCodeId);

/** Locks a customer product (not deleted) for a change of its QR code; undefined when missing. */
export const lockEquipment = (t: TenantDb, id: number) => q.equipmentRecord(t, id, true);

/** Sets (or clears, with null) the QR code a customer product holds. */
export async function setEquipmentQrCode(t: TenantDb, id: number, qrCodeId: number | null) {
  await t.db
    .update(customerProducts)
    .set({ qrCodeId, qrBoundAt: qrCodeId === null ? null : new Date(), updatedAt: new Date() })
    .where(mine(t, customerProducts, eq(customerProducts.id, id)));
}

/** A row of a QR code's history: who bound, unbound or released it, and for which product. */
export async function logQrCode(
  t: Pick<Tenant, 'db' | 'enterpriseId' | 'user'>,
  qrCodeId: number,
  customerProductId: number,
  action: QrLogAction,
) {
  await t.db.insert(qrCodeLogs).values({
    enterpriseId: t.enterpriseId,
    qrCodeId,
    customerProductId,
    action,
    userId: t.user.id,
  });
}
