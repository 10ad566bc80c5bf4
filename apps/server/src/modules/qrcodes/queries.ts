import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QR_CODE_STATES, type PageQuery, type QrCodeState } from '@fieldline/domain';
import {
  customerProducts,
  customers,
  products,
  qrBatches,
  qrCodeLogs,
  qrCodes,
  users,
} from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type TenantDb } from '../../core/tenant';

const cp = customerProducts;

/* ---------- batches ---------- */

// Correlated subqueries name the outer table literally (see customers/queries.ts).
const usedCount = sql<number>`(select count(*)::int from qr_codes q
  join customer_products p on p.enterprise_id = q.enterprise_id and p.qr_code_id = q.id
  where q.enterprise_id = qr_batches.enterprise_id and q.batch_id = qr_batches.id)`;

const batchWhere = (t: TenantDb, keyword?: string) =>
  mine(t, qrBatches, keyword ? ilike(qrBatches.name, likePattern(keyword)) : undefined);

const batchColumns = {
  id: qrBatches.id,
  name: qrBatches.name,
  count: qrBatches.count,
  usedCount,
  createdByName: users.name,
  createdAt: qrBatches.createdAt,
};
const onCreator = and(eq(users.enterpriseId, qrBatches.enterpriseId), eq(users.id, qrBatches.createdBy));

export const listBatches = (t: TenantDb, keyword: string | undefined, page: PageQuery) =>
  t.db
    .select(batchColumns)
    .from(qrBatches)
    .leftJoin(users, onCreator)
    .where(batchWhere(t, keyword))
    .orderBy(desc(qrBatches.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countBatches = (t: TenantDb, keyword?: string) =>
  t.db
    .select({ n: count() })
    .from(qrBatches)
    .where(batchWhere(t, keyword))
    .then((r) => Number(r[0]?.n ?? 0));

export const findBatch = (t: TenantDb, id: number) =>
  t.db
    .select(batchColumns)
    .from(qrBatches)
    .leftJoin(users, onCreator)
    .where(mine(t, qrBatches, eq(qrBatches.id, id)))
    .then((r) => r[0]);

export const batchNamed = (t: TenantDb, name: string) =>
  t.db
    .select({ id: qrBatches.id })
    .from(qrBatches)
    .where(mine(t, qrBatches, eq(qrBatches.name, name)))
    .then((r) => r[0]?.id);

/* ---------- codes ---------- */

/** A code is used exactly while a customer product (not deleted) holds it. */
const holder = and(eq(cp.enterpriseId, qrCodes.enterpriseId), eq(cp.qrCodeId, qrCodes.id));
const onBatch = and(eq(qrBatches.enterpriseId, qrCodes.enterpriseId), eq(qrBatches.id, qrCodes.batchId));
const onProduct = and(eq(products.enterpriseId, cp.enterpriseId), eq(products.id, cp.productId));
const onCustomer = and(eq(customers.enterpriseId, cp.enterpriseId), eq(customers.id, cp.customerId));

const codeColumns = {
  id: qrCodes.id,
  batchId: qrCodes.batchId,
  batchName: qrBatches.name,
  code: qrCodes.code,
  state: sql<QrCodeState>`(case when ${cp.id} is null then ${QR_CODE_STATES.unused} else ${QR_CODE_STATES.used} end)::int`,
  customerProductId: cp.id,
  serialNumber: cp.serialNumber,
  productName: products.name,
  customerName: customers.name,
  boundAt: cp.qrBoundAt,
  createdAt: qrCodes.createdAt,
};

export interface CodeListFilter {
  batchId: number;
  state?: QrCodeState;
  keyword?: string;
}

function codeWhere(t: TenantDb, f: CodeListFilter): SQL | undefined {
  const pattern = f.keyword ? likePattern(f.keyword) : undefined;
  return mine(
    t,
    qrCodes,
    eq(qrCodes.batchId, f.batchId),
    f.state === QR_CODE_STATES.unused
      ? isNull(cp.id)
      : f.state === QR_CODE_STATES.used
        ? isNotNull(cp.id)
        : undefined,
    pattern ? or(ilike(qrCodes.code, pattern), ilike(cp.serialNumber, pattern)) : undefined,
  );
}

/** The codes of a batch in the order they were made (the print order). */
export const listCodes = (t: TenantDb, f: CodeListFilter, page: PageQuery) =>
  t.db
    .select(codeColumns)
    .from(qrCodes)
    .innerJoin(qrBatches, onBatch)
    .leftJoin(cp, holder)
    .leftJoin(products, onProduct)
    .leftJoin(customers, onCustomer)
    .where(codeWhere(t, f))
    .orderBy(asc(qrCodes.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countCodes = (t: TenantDb, f: CodeListFilter) =>
  t.db
    .select({ n: count() })
    .from(qrCodes)
    .leftJoin(cp, holder)
    .where(codeWhere(t, f))
    .then((r) => Number(r[0]?.n ?? 0));

export const findCode = (t: TenantDb, id: number) =>
  t.db
    .select(codeColumns)
    .from(qrCodes)
    .innerJoin(qrBatches, onBatch)
    .leftJoin(cp, holder)
    .leftJoin(products, onProduct)
    .leftJoin(customers, onCustomer)
    .where(mine(t, qrCodes, eq(qrCodes.id, id)))
    .then((r) => r[0]);

/** A code of my enterprise, by id or by its token, locked for binding or unbinding. */
export const lockCode = (t: TenantDb, by: { id: number } | { code: string }) =>
  t.db
    .select({ id: qrCodes.id, code: qrCodes.code })
    .from(qrCodes)
    .where(mine(t, qrCodes, 'id' in by ? eq(qrCodes.id, by.id) : eq(qrCodes.code, by.code)))
    .for('update')
    .then((r) => r[0]);

/* ---------- history ---------- */

const logWhere = (t: TenantDb, qrCodeId: number) => mine(t, qrCodeLogs, eq(qrCodeLogs.qrCodeId, qrCodeId));

export const listLogs = (t: TenantDb, qrCodeId: number, page: PageQuery) =>
  t.db
    .select({
      id: qrCodeLogs.id,
      action: qrCodeLogs.action,
      customerProductId: qrCodeLogs.customerProductId,
      productName: products.name,
      serialNumber: cp.serialNumber,
      userName: users.name,
      createdAt: qrCodeLogs.createdAt,
    })
    .from(qrCodeLogs)
    .leftJoin(cp, and(eq(cp.enterpriseId, qrCodeLogs.enterpriseId), eq(cp.id, qrCodeLogs.customerProductId)))
    .leftJoin(products, onProduct)
    .leftJoin(users, and(eq(users.enterpriseId, qrCodeLogs.enterpriseId), eq(users.id, qrCodeLogs.userId)))
    .where(logWhere(t, qrCodeId))
    .orderBy(desc(qrCodeLogs.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countLogs = (t: TenantDb, qrCodeId: number) =>
  t.db
    .select({ n: count() })
    .from(qrCodeLogs)
    .where(logWhere(t, qrCodeId))
    .then((r) => Number(r[0]?.n ?? 0));
