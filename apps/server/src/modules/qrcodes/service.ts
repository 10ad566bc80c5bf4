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
import type { Db } from '../../db/client';
import { qrBatches, qrCodes } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { isUniqueViolation } from '../../core/db-errors';
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
export async function createBatch(db: Db, auth: Auth, input: QrBatchCreateInput) {
  const ep = auth.user.enterpriseId;
  try {
    return await db.transaction(async (tx) => {
      if (await q.batchNamed(tx, ep, input.name)) throw nameTaken(input.name);
      const [batch] = await tx
        .insert(qrBatches)
        .values({ enterpriseId: ep, name: input.name, count: input.count, createdBy: auth.user.id })
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

export async function batchPage(db: Db, auth: Auth, query: { keyword?: string } & PageQuery) {
  const ep = auth.user.enterpriseId;
  const [list, total] = await Promise.all([
    q.listBatches(db, ep, query.keyword, query),
    q.countBatches(db, ep, query.keyword),
  ]);
  return { list: list.map(toBatch), total };
}

export async function batchDetail(db: Db, auth: Auth, id: number) {
  const found = await q.findBatch(db, auth.user.enterpriseId, id);
  if (!found) throw qrErrors.BATCH_NOT_FOUND();
  return toBatch(found);
}

/** GET /v2/qrcode/list: the codes of one batch, in print order; another enterprise's batch is a 404. */
export async function codePage(db: Db, auth: Auth, query: QrCodeListQuery) {
  const ep = auth.user.enterpriseId;
  if (!(await q.findBatch(db, ep, query.batchId))) throw qrErrors.BATCH_NOT_FOUND({ field: 'batchId' });
  const [list, total] = await Promise.all([q.listCodes(db, ep, query, query), q.countCodes(db, ep, query)]);
  return { list: list.map(toCode), total };
}

export async function codeDetail(db: Db, auth: Auth, id: number) {
  const found = await q.findCode(db, auth.user.enterpriseId, id);
  if (!found) throw qrErrors.QR_CODE_NOT_FOUND();
  return toCode(found);
}

/**
 * POST /v2/qrcode/bind: a code (scanned or typed) to a customer product I may see. A used code is
 * refused (spec-business §4: unused → used once), as is a product that already holds a code. The
 * code row is locked, so two binds of one code cannot both pass; the unique index on
 * customer_products.qr_code_id backs it.
 */
export async function bindCode(db: Db, auth: Auth, input: { qrCode: string; customerProductId: number }) {
  const ep = auth.user.enterpriseId;
  const actor = await equipmentActor(db, auth);
  try {
    await db.transaction(async (tx) => {
      const code = await q.lockCode(tx, ep, { code: input.qrCode });
      if (!code) throw qrErrors.QR_CODE_NOT_FOUND({ field: 'qrCode' });
      await requireEquipment(tx, actor, input.customerProductId, 'customerProductId');
      const product = (await lockEquipment(tx, ep, input.customerProductId))!;
      if (product.qrCodeId === code.id) throw qrErrors.QR_CODE_USED({ field: 'qrCode' });
      if (await equipmentHoldingCode(tx, ep, code.id)) throw qrErrors.QR_CODE_USED({ field: 'qrCode' });
      if (product.qrCodeId !== null) throw qrErrors.PRODUCT_HAS_CODE({ field: 'customerProductId' });
      await setEquipmentQrCode(tx, ep, product.id, code.id);
      await logQrCode(tx, auth, code.id, product.id, QR_LOG_ACTIONS.bind);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'customer_products_qr_uq')) throw qrErrors.QR_CODE_USED({ field: 'qrCode' });
    throw err;
  }
}

/** POST /v2/qrcode/unbind: the code returns to unused and its product holds no code. */
export async function unbindCode(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const code = await q.lockCode(tx, ep, { id });
    if (!code) throw qrErrors.QR_CODE_NOT_FOUND({ field: 'id' });
    const holder = await equipmentHoldingCode(tx, ep, code.id);
    if (!holder) throw qrErrors.QR_CODE_NOT_BOUND({ field: 'id' });
    await setEquipmentQrCode(tx, ep, holder, null);
    await logQrCode(tx, auth, code.id, holder, QR_LOG_ACTIONS.unbind);
  });
}

/** GET /v2/qrcode/logs: a code's history, newest first; another enterprise's code is a 404. */
export async function codeLogPage(db: Db, auth: Auth, query: { qrCodeId: number } & PageQuery) {
  const ep = auth.user.enterpriseId;
  if (!(await q.findCode(db, ep, query.qrCodeId))) throw qrErrors.QR_CODE_NOT_FOUND({ field: 'qrCodeId' });
  const [list, total] = await Promise.all([
    q.listLogs(db, ep, query.qrCodeId, query),
    q.countLogs(db, ep, query.qrCodeId),
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
