import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  EVAL_IMAGE_TYPES,
  EVAL_UPLOAD_WINDOW_MS,
  EVAL_UPLOADS_MAX,
  EVAL_UPLOADS_PER_IP_PER_HOUR,
  FILE_URL_PATTERN,
  IMAGE_MAX_BYTES,
  ORDER_STATES,
  ORDER_TYPES,
  type EvaluationPage,
  type EvaluationSubmitInput,
  type InternalEvaluationInput,
} from '@fieldline/domain';
import { mine, withDb, type Tenant } from '../../core/tenant';
import { rows, type Db } from '../../db/client';
import { orderEvalUploads, orderEvaluations, orders } from '../../db/schema';
import { appendEvent } from '../events';
import { receiveFile, saveUpload } from '../files';
import { orderErrors } from './errors';
import { writeLog } from './log';
import { checkFiles } from './parts';
import { lockOrder } from './transition';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** GET /public/eval/:token (no sign-in): what the customer's evaluation page shows. */
export async function evaluationPage(db: Db, token: string): Promise<EvaluationPage> {
  const [found] = await rows<{
    order_no: string;
    title: string;
    enterprise_name: string;
    server_name: string | null;
    completed_at: Date | null;
    evaluated: boolean;
  }>(
    db,
    sql`select o.order_no, o.title, e.name as enterprise_name, u.name as server_name, o.completed_at,
          exists (select 1 from order_evaluations v where v.enterprise_id = o.enterprise_id and v.order_id = o.id) as evaluated
        from orders o
        join enterprises e on e.id = o.enterprise_id
        left join users u on u.enterprise_id = o.enterprise_id and u.id = o.server_user_id
        where o.eval_token = ${token} and o.deleted_at is null`,
  );
  if (!found) throw orderErrors.EVALUATION_NOT_FOUND();
  return {
    orderNo: found.order_no,
    title: found.title,
    enterpriseName: found.enterprise_name,
    serverName: found.server_name,
    completedAt: iso(found.completed_at),
    evaluated: found.evaluated,
  };
}

/**
 * The order behind an evaluation link while it may still be rated: it exists, is completed and has
 * no evaluation yet (404 / 409 otherwise). `lock` holds the order row to the end of the transaction,
 * so an upload and the answer, or two answers, cannot interleave.
 */
async function rateableOrder(db: Db, token: string, lock = false) {
  const query = db
    .select({
      enterpriseId: orders.enterpriseId,
      id: orders.id,
      state: orders.state,
      evaluated: sql<boolean>`exists (select 1 from ${orderEvaluations} v
        where v.enterprise_id = ${orders.enterpriseId} and v.order_id = ${orders.id})`,
    })
    .from(orders)
    .where(and(eq(orders.evalToken, token), isNull(orders.deletedAt)));
  const [order] = lock ? await query.for('update', { of: orders }) : await query;
  if (!order) throw orderErrors.EVALUATION_NOT_FOUND();
  if (order.evaluated) throw orderErrors.ALREADY_EVALUATED();
  if (order.state !== ORDER_STATES.completed) throw orderErrors.EVALUATION_NOT_READY();
  return order;
}

/** Refuses one more upload once the link has taken EVAL_UPLOADS_MAX of them. */
async function assertUploadRoom(db: Db, order: { enterpriseId: number; id: number }) {
  const [taken] = await db
    .select({ n: count() })
    .from(orderEvalUploads)
    .where(mine(order, orderEvalUploads, eq(orderEvalUploads.orderId, order.id)));
  if ((taken?.n ?? 0) >= EVAL_UPLOADS_MAX)
    throw orderErrors.EVALUATION_UPLOADS_FULL({ params: { max: EVAL_UPLOADS_MAX }, field: 'file' });
}

/**
 * The client's address as recorded with an upload, and the range the hourly limit counts it in: the
 * address itself for IPv4, its /64 for IPv6 (one subscriber's usual allocation). An IPv4-mapped
 * IPv6 address counts as the IPv4 one, and an IPv6 zone (`%eth0`) is dropped. req.ip follows
 * TRUST_PROXY; when it is not an address at all every such client shares one null bucket rather
 * than escaping the limit.
 */
function clientAddress(ip: string | undefined): { ip: string | null; range: string | null } {
  const plain = ip?.replace(/%.*$/, '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = plain ? isIP(plain) : 0;
  if (!plain || !family) return { ip: null, range: null };
  return { ip: plain, range: family === 4 ? `${plain}/32` : `${plain}/64` };
}

type Client = ReturnType<typeof clientAddress>;
/** Advisory lock class (first key) of the per-address upload count; the second is the range's hash. */
const ADDRESS_LOCK_CLASS = 7_001;

/**
 * Refuses (429) once the client's address has uploaded EVAL_UPLOADS_PER_IP_PER_HOUR photos through
 * any link in the last hour (index order_eval_uploads_ip_idx). With `lock`, holds the address's
 * advisory lock to the end of the transaction, so concurrent uploads from one address count one another.
 */
async function assertAddressRoom(db: Db, client: Client, lock = false) {
  if (lock)
    await db.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${client.range ?? ''}))`,
    );
  const since = new Date(Date.now() - EVAL_UPLOAD_WINDOW_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(orderEvalUploads)
    .where(
      and(
        client.range
          ? sql`${orderEvalUploads.clientIp} <<= ${client.range}::inet`
          : isNull(orderEvalUploads.clientIp),
        gt(orderEvalUploads.createdAt, since),
      ),
    );
  if (Number(recent?.n ?? 0) >= EVAL_UPLOADS_PER_IP_PER_HOUR)
    throw orderErrors.EVALUATION_UPLOADS_RATE_LIMITED({ params: { max: EVAL_UPLOADS_PER_IP_PER_HOUR } });
}

/**
 * POST /public/eval/:token/upload (no sign-in, issue 7): one photo for the evaluation (jpeg, png or
 * webp, at most IMAGE_MAX_BYTES), stored under the order's enterprise through the files module and
 * recorded as an upload of this order's link with the client's address. Refused before anything is
 * read or stored while the link cannot be rated, the client's address is over its hourly limit or
 * the link is full; and again under the order's and the address's locks before the file is recorded
 * (the stored bytes are then removed).
 */
export async function uploadEvaluationImage(req: FastifyRequest, token: string) {
  const { db } = req.server.ctx;
  const client = clientAddress(req.ip);
  const open = await rateableOrder(db, token);
  await assertAddressRoom(db, client);
  await assertUploadRoom(db, open);
  const stored = await receiveFile(req, {
    enterpriseId: open.enterpriseId,
    maxBytes: IMAGE_MAX_BYTES,
    types: EVAL_IMAGE_TYPES,
  });
  return saveUpload(req.server.ctx, stored, null, async (tx, fileId) => {
    const order = await rateableOrder(tx, token, true);
    await assertAddressRoom(tx, client, true);
    await assertUploadRoom(tx, order);
    await tx
      .insert(orderEvalUploads)
      .values({ enterpriseId: order.enterpriseId, orderId: order.id, fileId, clientIp: client.ip });
  });
}

/**
 * The evaluation's photos, each one uploaded through this order's link (never another's file), marked
 * `named` so the sweep of unused photos leaves them alone.
 */
async function evaluationImages(db: Db, order: { enterpriseId: number; id: number }, urls: string[]) {
  const unique = [...new Set(urls)];
  const ids = unique.map((u) => Number(FILE_URL_PATTERN.exec(u)?.[1]));
  if (!ids.length) return [];
  if (ids.some((id) => !Number.isSafeInteger(id)))
    throw orderErrors.EVALUATION_IMAGE_INVALID({ field: 'images' });
  const named = await db
    .update(orderEvalUploads)
    .set({ named: true })
    .where(
      mine(
        order,
        orderEvalUploads,
        eq(orderEvalUploads.orderId, order.id),
        inArray(orderEvalUploads.fileId, ids),
      ),
    )
    .returning({ fileId: orderEvalUploads.fileId });
  if (named.length !== ids.length) throw orderErrors.EVALUATION_IMAGE_INVALID({ field: 'images' });
  return unique;
}

/**
 * POST /public/eval/:token (no sign-in): the customer's answer, once per order, only on a completed
 * order, with photos uploaded through the same link. The order's row lock, and the evaluation's
 * primary key (enterprise, order), make a second answer, even a concurrent one, lose.
 */
export async function submitEvaluation(db: Db, token: string, input: EvaluationSubmitInput) {
  return db.transaction(async (tx) => {
    const order = await rateableOrder(tx, token, true);
    const images = await evaluationImages(tx, order, input.images ?? []);
    return saveEvaluation(tx, order, null, input, images, { events: 0 });
  });
}

/**
 * POST /v2/order/evaluate (issue 7, spec-business §6 "Ordinary employee: starts and rates internal
 * orders"): the creator of an internal order rates it in the app once it is completed, once, with
 * photos uploaded as themselves. External orders are rated by their customer through the link.
 */
export async function rateInternalOrder(t: Tenant, input: InternalEvaluationInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const order = await lockOrder(tt, input.orderId);
    if (order.deletedAt) throw orderErrors.ORDER_NOT_FOUND({ field: 'orderId' });
    if (order.orderType !== ORDER_TYPES.internal) throw orderErrors.RATED_BY_CUSTOMER({ field: 'orderId' });
    if (order.createdBy !== t.user.id) throw orderErrors.NOT_ORDER_CREATOR({ field: 'orderId' });
    if (order.state !== ORDER_STATES.completed) throw orderErrors.EVALUATION_NOT_READY({ field: 'orderId' });
    const images = [...new Set(input.images ?? [])];
    await checkFiles(tt, images, 'images', true);
    return saveEvaluation(tx, order, t.user.id, input, images, t.written);
  });
}

/** Writes the one evaluation of an order and its timeline entry; a second one loses on the key. */
async function saveEvaluation(
  tx: Db,
  order: { enterpriseId: number; id: number },
  userId: number | null,
  input: EvaluationSubmitInput,
  images: string[],
  written: { events: number },
) {
  const saved = await tx
    .insert(orderEvaluations)
    .values({
      enterpriseId: order.enterpriseId,
      orderId: order.id,
      solved: input.solved,
      quality: input.quality,
      attitude: input.attitude,
      speed: input.speed,
      suggestion: input.suggestion ?? null,
      images,
    })
    .onConflictDoNothing()
    .returning({ orderId: orderEvaluations.orderId });
  if (!saved.length) throw orderErrors.ALREADY_EVALUATED();
  await writeLog({ db: tx, enterpriseId: order.enterpriseId }, order.id, userId, {
    action: 'evaluated',
    fromState: ORDER_STATES.completed,
    toState: ORDER_STATES.completed,
    // the scores stay in order_evaluations, where each reader labels them in its own language
    note: input.suggestion ?? null,
  });
  // order.evaluated (docs/events.md): return visits after evaluation, messages. The public route
  // wakes the dispatcher itself (no signed-in request's tally does).
  await appendEvent(
    { db: tx, enterpriseId: order.enterpriseId, user: userId ? { id: userId } : null, written },
    'order.evaluated',
    order.id,
    { fromState: ORDER_STATES.completed, toState: ORDER_STATES.completed, note: input.suggestion ?? null },
  );
  return null;
}
