import { randomBytes } from 'node:crypto';
import {
  QR_CODE_RANDOM_BYTES,
  QR_LOG_ACTIONS,
  type QrCodeLogRow,
  type QrLogAction,
  type PageQuery,
  type QrBatchCreateInput,
  type QrBatchRow,
  type QrCodeListQuery,
  type QrCodeRow,
  type QrCodeState,
} from '@fieldline/domain';
import { qrBatches, qrCodes } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { withDb, type Tenant } from '../../core/tenant';
import {
  equipmentActor,
  equipmentHoldingCode,
  lockEquipment,
  logQrCode,
  requireEquipment,
  setEquipmentQrCode,
} from '../equipment';
import { qrErrors } from './errors';
import * as q from './queries';

/** A new code: 12 random bytes as base64url, 16 url-safe characters (96 bits, not guessable). */
export const newCode = () => randomBytes(QR_CODE_RANDOM_BYTES).toString('base64url');

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toBatch = (b: NonNullable<Awaited<ReturnType<typeof q.findBatch>>>): QrBatchRow => ({
  ...b,
  usedCount: Number(b.usedCount),
  createdAt: iso(b.createdAt)!,
});
const toCode = (c: NonNullable<Awaited<ReturnType<typeof q.findCode>>>): QrCodeRow => ({
  ...c,
  state: Number(c.state) as QrCodeState,
  boundAt: iso(c.boundAt),
  createdAt: iso(c.createdAt)!,
});

const nameTaken = (name: string) => qrErrors.BATCH_NAME_TAKEN({ field: 'name', params: { name } });

/** POST /v2/qrcode/batch/save: a named batch of `count` (≤ 1000) new, unused codes. */
export async function createBatch(t: Tenant, input: QrBatchCreateInput) {
  const ep = t.enterpriseId;
  try {
    return await t.db.transaction(async (tx) => {
      if (await q.batchNamed(withDb(t, tx), input.name)) throw nameTaken(input.name);
      const [batch] = await tx
        .insert(qrBatches)
        .values({ enterpriseId: ep, name: input.name, count: input.count, createdBy: t.user.id })
        .returning({ id: qrBatches.id });
      const codes = new Set<string>();
      while (codes.size < input.count) codes.add(newCode());
      await tx
        .insert(qrCodes)
        .values([...codes].map((code) => ({ enterpriseId: ep, batchId: batch!.id, code })));
      return { id: batch!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'qr_batches_name_uq')) throw nameTaken(input.name);
    throw err;
  }
}

export async function batchPage(t: Tenant, query: { keyword?: string } & PageQuery) {
  const [list, total] = await Promise.all([
    q.listBatches(t, query.keyword, query),
    q.countBatches(t, query.keyword),
  ]);
  return { list: list.map(toBatch), total };
}

export async function batchDetail(t: Tenant, id: number) {
  const found = await q.findBatch(t, id);
  if (!found) throw qrErrors.BATCH_NOT_FOUND();
  return toBatch(found);
}

/** GET /v2/qrcode/list: the codes of one batch, in print order; another enterprise's batch is a 404. */
export async function codePage(t: Tenant, query: QrCodeListQuery) {
  if (!(await q.findBatch(t, query.batchId))) throw qrErrors.BATCH_NOT_FOUND({ field: 'batchId' });
  const [list, total] = await Promise.all([q.listCodes(t, query, query), q.countCodes(t, query)]);
  return { list: list.map(toCode), total };
}

export async function codeDetail(t: Tenant, id: number) {
  const found = await q.findCode(t, id);
  if (!found) throw qrErrors.QR_CODE_NOT_FOUND();
  return toCode(found);
}

/**
 * POST /v2/qrcode/bind: a code (scanned or typed) to a customer product I may see. A used code is
 * refused (spec-business §4: unused → used once), as is a product that already holds a code. The
 * code row is locked, so two binds of one code cannot both pass; the unique index on
 * customer_products.qr_code_id backs it.
 */
export async function bindCode(t: Tenant, input: { qrCode: string; customerProductId: number }) {
  const actor = await equipmentActor(t);
  try {
    await t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const code = await q.lockCode(tt, { code: input.qrCode });
      if (!code) throw qrErrors.QR_CODE_NOT_FOUND({ field: 'qrCode' });
      await requireEquipment(tx, actor, input.customerProductId, 'customerProductId');
      const product = (await lockEquipment(tt, input.customerProductId))!;
      if (product.qrCodeId === code.id) throw qrErrors.QR_CODE_USED({ field: 'qrCode' });
      if (await equipmentHoldingCode(tt, code.id)) throw qrErrors.QR_CODE_USED({ field: 'qrCode' });
      if (product.qrCodeId !== null) throw qrErrors.PRODUCT_HAS_CODE({ field: 'customerProductId' });
      await setEquipmentQrCode(tt, product.id, code.id);
      await logQrCode(tt, code.id, product.id, QR_LOG_ACTIONS.bind);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'customer_products_qr_uq')) throw qrErrors.QR_CODE_USED({ field: 'qrCode' });
    throw err;
  }
}

/** POST /v2/qrcode/unbind: the code returns to unused and its product holds no code. */
export async function unbindCode(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const code = await q.lockCode(tt, { id });
    if (!code) throw qrErrors.QR_CODE_NOT_FOUND({ field: 'id' });
    const holder = await equipmentHoldingCode(tt, code.id);
    if (!holder) throw qrErrors.QR_CODE_NOT_BOUND({ field: 'id' });
    await setEquipmentQrCode(tt, holder, null);
    await logQrCode(tt, code.id, holder, QR_LOG_ACTIONS.unbind);
  });
}

/** GET /v2/qrcode/logs: a code's history, newest first; another enterprise's code is a 404. */
export async function codeLogPage(t: Tenant, query: { qrCodeId: number } & PageQuery) {
  if (!(await q.findCode(t, query.qrCodeId))) throw qrErrors.QR_CODE_NOT_FOUND({ field: 'qrCodeId' });
  const [list, total] = await Promise.all([
    q.listLogs(t, query.qrCodeId, query),
    q.countLogs(t, query.qrCodeId),
  ]);
  return {
    list: list.map((r): QrCodeLogRow => ({
      ...r,
      action: r.action as QrLogAction,
      createdAt: iso(r.createdAt)!,
    })),
    total,
  };
}
