import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  REPORT_WINDOW_MS,
  REPORTS_PER_CODE_PER_HOUR,
  maskName,
  type ScanInfo,
  type ScanReportInput,
  type WarrantyState,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import {
  customerProducts,
  customers,
  enterprises,
  products,
  qrCodes,
  serviceRequests,
} from '../../db/schema';
import { asTenant, mine } from '../../core/tenant';
import { warrantyStateSql } from '../equipment';
import { createScanOrder } from '../orders';
import { qrErrors } from './errors';

const cp = customerProducts;

/**
 * The bound product of a code, found by the code alone (the public scan has no session): the
 * product (not deleted) holding it and a customer not in the recycle bin, else nothing.
 */
const lookup = (db: Db, code: string) =>
  db
    .select({
      enterpriseId: qrCodes.enterpriseId,
      qrCodeId: qrCodes.id,
      customerProductId: cp.id,
      code: qrCodes.code,
      enterpriseName: enterprises.name,
      productName: products.name,
      productModel: products.model,
      serialNumber: cp.serialNumber,
      warrantyState: warrantyStateSql,
      warrantyEnd: cp.warrantyEnd,
      customerId: customers.id,
      customerName: customers.name,
    })
    .from(qrCodes)
    .innerJoin(enterprises, eq(enterprises.id, qrCodes.enterpriseId))
    .innerJoin(
      cp,
      and(eq(cp.enterpriseId, qrCodes.enterpriseId), eq(cp.qrCodeId, qrCodes.id), isNull(cp.deletedAt)),
    )
    .innerJoin(customers, and(eq(customers.enterpriseId, cp.enterpriseId), eq(customers.id, cp.customerId)))
    .innerJoin(products, and(eq(products.enterpriseId, cp.enterpriseId), eq(products.id, cp.productId)))
    .where(and(eq(qrCodes.code, code), isNull(customers.deletedAt)))
    .limit(1)
    .then((r) => r[0]);

async function requireBound(db: Db, code: string) {
  const found = await lookup(db, code);
  if (!found) throw qrErrors.SCAN_NOT_FOUND();
  return found;
}

/** GET /api/public/scan/:qrCode: what a stranger holding the sticker may see; the customer's name masked. */
export async function scanInfo(db: Db, code: string): Promise<ScanInfo> {
  const f = await requireBound(db, code);
  return {
    code: f.code,
    enterpriseName: f.enterpriseName,
    productName: f.productName,
    productModel: f.productModel,
    serialNumber: f.serialNumber,
    warrantyState: Number(f.warrantyState) as WarrantyState,
    warrantyEnd: f.warrantyEnd,
    customerName: maskName(f.customerName),
  };
}

/**
 * POST /api/public/scan/:qrCode/report: a fault report without sign-in becomes a service request of
 * the code's enterprise and, with it, a work order waiting for reception (its number is answered so
 * the customer has a reference). At most REPORTS_PER_CODE_PER_HOUR per code in a rolling hour (429); the
 * code row is locked so concurrent reports count one another. Once the code is found, the work is the
 * code's enterprise's (asTenant: the tenant guard checks it).
 */
export async function reportFault(db: Db, code: string, input: ScanReportInput) {
  return db.transaction(async (tx) => {
    const f = await requireBound(tx, code);
    return asTenant(f.enterpriseId, () => report(tx, f, input));
  });
}

async function report(tx: Db, f: NonNullable<Awaited<ReturnType<typeof lookup>>>, input: ScanReportInput) {
  await tx
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(mine(f, qrCodes, eq(qrCodes.id, f.qrCodeId)))
    .for('update');
  const since = new Date(Date.now() - REPORT_WINDOW_MS);
  const [recent] = await tx
    .select({ n: count() })
    .from(serviceRequests)
    .where(
      mine(
        f,
        serviceRequests,
        eq(serviceRequests.qrCodeId, f.qrCodeId),
        gt(serviceRequests.createdAt, since),
      ),
    );
  if (Number(recent?.n ?? 0) >= REPORTS_PER_CODE_PER_HOUR)
    throw qrErrors.REPORT_RATE_LIMITED({ params: { max: REPORTS_PER_CODE_PER_HOUR } });
  const order = await createScanOrder(tx, {
    enterpriseId: f.enterpriseId,
    customerId: f.customerId,
    customerName: f.customerName,
    customerProductId: f.customerProductId,
    contactName: input.name,
    phone: input.phone,
    description: input.description,
  });
  const [row] = await tx
    .insert(serviceRequests)
    .values({
      enterpriseId: f.enterpriseId,
      customerProductId: f.customerProductId,
      qrCodeId: f.qrCodeId,
      contactName: input.name,
      phone: input.phone,
      description: input.description,
      orderId: order.id,
    })
    .returning({ createdAt: serviceRequests.createdAt });
  return { createdAt: new Date(row!.createdAt).toISOString(), orderNo: order.orderNo };
}
