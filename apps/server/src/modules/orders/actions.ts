import { eq, sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  ORDER_DATA_CODES,
  ORDER_MEMBER_ROLES,
  ORDER_STATES,
  ORDER_TYPES,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MS,
  nodeEnabled,
  type OrderState,
  type ProcessSettings,
  type ServiceCompleteInput,
} from '@fieldline/domain';
import type { z } from 'zod';
import type {
  examineSchema,
  orderAppointmentSchema,
  orderAssignSchema,
  orderNoteSchema,
  startServiceSchema,
} from '@fieldline/domain';
import { coreErrors } from '../../core/errors';
import { newToken, sha256 } from '../../core/crypto';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { orderMembers, orderServiceLines, orders } from '../../db/schema';
import { validateRecordValues } from '../forms';
import { setOrderFaults } from '../faults';
import { addMembers } from './create';
import { orderErrors } from './errors';
import { checkFiles, priceLines, saveLines } from './parts';
import { requireParticipants, requireServer } from './people';
import { requiredError } from './system-fields';
import { applyTransition, runTransition } from './transition';
import type { OrderRecord } from './queries';
import { computedSpareAmount } from './spare-amount';

type Note = z.infer<typeof orderNoteSchema>;
const note = (n: { note?: string | null }) => ({ log: { note: n.note ?? null } });

/** Reception accepts a portal, chat, call-centre or QR order (0 → 1); also re-accepts an invalid one. */
export const receptionAccept = (t: Tenant, input: Note) =>
  runTransition(t, input.orderId, 'receptionAccept', {
    ...note(input),
    before: () => ({ invalid: false }),
  });

/** Reception marks the request invalid: it stays at 0 with the invalid flag (DECISIONS.md). */
export const markInvalid = (t: Tenant, input: Note) =>
  runTransition(t, input.orderId, 'markInvalid', {
    ...note(input),
    before: () => ({ invalid: true }),
  });

/**
 * Assigns orders (1 → 2) to a server with collaborators, from the list or the detail. More than one
 * order at once is a batch operation (data permission 120). All or none: the first refusal names
 * the order.
 */
export async function assignOrders(t: Tenant, input: z.infer<typeof orderAssignSchema>) {
  if (input.orderIds.length > 1 && !t.powers.includes(ORDER_DATA_CODES.batch))
    throw coreErrors.NO_PERMISSION();
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const server = await requireServer(tt, input.serverUserId);
    await requireParticipants(tt, input.collaboratorIds, 'collaborator', 'collaboratorIds');
    const done = [];
    for (const orderId of new Set(input.orderIds))
      done.push(
        await applyTransition(tt, orderId, 'assign', {
          log: { note: input.note ?? server.name },
          before: () => ({ serverUserId: server.id, assignedBy: t.user.id, grabbedAt: null }),
          after: async (order) => {
            await replaceMembers(tt, order.id, ORDER_MEMBER_ROLES.collaborator, input.collaboratorIds);
          },
        }),
      );
    return done;
  });
}

async function replaceMembers(t: TenantDb, orderId: number, role: number, userIds: number[]) {
  await t.db
    .delete(orderMembers)
    .where(mine(t, orderMembers, eq(orderMembers.orderId, orderId), eq(orderMembers.role, role)));
  await addMembers(t, orderId, role as 1 | 2 | 3, userIds);
}

/** The server accepts the assigned order (2 → 3). */
export const acceptOrder = (t: Tenant, input: Note) =>
  runTransition(t, input.orderId, 'accept', {
    ...note(input),
    before: () => ({ acceptedAt: new Date() }),
  });

/** The server refuses (2 → 1) with a reason, only if the template allows it; the order goes back to assignment. */
export const refuseOrder = (t: Tenant, input: { orderId: number; reason: string }) =>
  t.db.transaction((tx) => {
    const tt = withDb(t, tx);
    return applyTransition(tt, input.orderId, 'refuse', {
      log: { note: input.reason },
      before: () => ({ serverUserId: null, assignedBy: null }),
      after: (order) => replaceMembers(tt, order.id, ORDER_MEMBER_ROLES.collaborator, []),
    });
  });

type Appointment = z.infer<typeof orderAppointmentSchema>;
const appointment = (input: Appointment) => ({
  log: { note: input.note ?? null },
  before: () => ({
    appointmentAt: new Date(input.appointmentAt),
    ...(input.estimatedAt !== undefined
      ? { estimatedAt: input.estimatedAt ? new Date(input.estimatedAt) : null }
      : {}),
  }),
});
/** The dispatcher changes the appointment (keep date, states 2-3). */
export const keepDate = (t: Tenant, input: Appointment) =>
  runTransition(t, input.orderId, 'keepDate', appointment(input));
/** The server agrees an appointment with the customer (worker bespoke date, states 2-3). */
export const bespokeDate = (t: Tenant, input: Appointment) =>
  runTransition(t, input.orderId, 'bespokeDate', appointment(input));

/** The first check-in (3 → 4): time, location and photos. */
export async function startService(t: Tenant, input: z.infer<typeof startServiceSchema>) {
  await checkFiles(t, input.images, 'images', true);
  return runTransition(t, input.orderId, 'startService', {
    log: {
      note: input.note ?? null,
      lng: input.lng,
      lat: input.lat,
      location: input.location,
      images: input.images,
    },
    before: () => ({ startedAt: new Date() }),
  });
}

export const pauseOrder = (t: Tenant, input: Note) =>
  runTransition(t, input.orderId, 'pause', { ...note(input), before: () => ({ paused: true }) });
export const resumeOrder = (t: Tenant, input: Note) =>
  runTransition(t, input.orderId, 'resume', { ...note(input), before: () => ({ paused: false }) });

/**
 * What completing (or approving) an order writes: completion time and, for an external order, the
 * customer's evaluation link token (an internal order is rated by its creator in the app).
 */
const completion = (order: { orderType: number }, to: OrderState) =>
  to !== ORDER_STATES.completed
    ? {}
    : { completedAt: new Date(), evalToken: order.orderType === ORDER_TYPES.external ? newToken() : null };

/** The customer's confirmation per the template's receipt mode, when the receipt node is on. */
function checkReceipt(order: OrderRecord, settings: ProcessSettings, input: ServiceCompleteInput) {
  if (!nodeEnabled(settings, 'receipt')) return {};
  const signature = input.signature ?? null;
  const code = input.receiptCode ?? null;
  const mode = settings.receiptMode;
  if (mode === 'signature' && !signature) throw orderErrors.SIGNATURE_REQUIRED({ field: 'signature' });
  if (mode === 'code' && !code) throw orderErrors.RECEIPT_CODE_REQUIRED({ field: 'receiptCode' });
  if (mode === 'either' && !signature && !code) throw orderErrors.RECEIPT_REQUIRED({ field: 'signature' });
  if (code && (!signature || mode === 'code')) {
    const fresh =
      order.receiptCodeSentAt &&
      Date.now() - new Date(order.receiptCodeSentAt).getTime() < VERIFICATION_CODE_TTL_MS;
    if (
      !fresh ||
      order.receiptCodeTries >= VERIFICATION_CODE_MAX_TRIES ||
      order.receiptCodeHash !== sha256(code)
    )
      return { wrongCode: true as const };
  }
  return { signature, receiptAt: new Date() };
}

/**
 * The second check-in (4 → 5, or 7 when the template requires completion approval): location,
 * finish photos, service time, the customer's confirmation (signature or SMS receipt code, as the
 * template's receipt mode says) and, when the collection node is on, the expenses (all required).
 */
export async function completeService(t: Tenant, input: ServiceCompleteInput) {
  await checkFiles(t, input.images, 'images', true);
  if (input.signature) await checkFiles(t, [input.signature], 'signature', true);
  let wrongCode = false;
  const result = await t.db
    .transaction((tx) => {
      const tt = withDb(t, tx);
      return applyTransition(tt, input.orderId, 'complete', {
        log: {
          note: input.note ?? null,
          lng: input.lng,
          lat: input.lat,
          location: input.location,
          images: input.images,
        },
        before: async (order, to, settings) => {
          const receipt = checkReceipt(order, settings, input);
          if ('wrongCode' in receipt) {
            wrongCode = true;
            throw orderErrors.RECEIPT_CODE_WRONG({ field: 'receiptCode' });
          }
          const payment = input.payment;
          if (nodeEnabled(settings, 'collection')) {
            for (const f of [
              'serviceItems',
              'sparepartAmount',
              'otherAmount',
              'preferentialAmount',
            ] as const) {
              const v = payment?.[f];
              if (v === undefined || (Array.isArray(v) && !v.length)) throw requiredError(`payment.${f}`);
            }
          }
          let paymentColumns = {};
          // parts recorded on the order make its spare-part amount (spare parts, issue 24)
          const partsAmount = payment ? await computedSpareAmount(tt, order.id) : null;
          if (payment) {
            const lines = payment.serviceItems
              ? await priceLines(tt, order.templateId, payment.serviceItems)
              : null;
            const amounts = { ...payment, sparepartAmount: partsAmount ?? payment.sparepartAmount };
            paymentColumns = lines
              ? await saveLines(tt, order.id, lines, amounts)
              : await saveLines(tt, order.id, await currentLines(tt, order.id), amounts);
          }
          const values = input.customValues
            ? (
                await validateRecordValues(tt, {
                  kind: FORM_KINDS.order,
                  templateId: order.templateId,
                  input: input.customValues,
                  previous: order.customValues,
                })
              ).values
            : order.customValues;
          if (input.faultIds) await setOrderFaults(tt, order, input.faultIds);
          const started = order.startedAt ? new Date(order.startedAt).getTime() : Date.now();
          return {
            ...receipt,
            ...paymentColumns,
            customValues: values,
            serviceMinutes: input.serviceMinutes ?? Math.max(0, Math.round((Date.now() - started) / 60_000)),
            receiptCodeHash: null,
            ...completion(order, to),
          };
        },
      });
    })
    .catch(async (err) => {
      if (wrongCode)
        await t.db
          .update(orders)
          .set({ receiptCodeTries: sql`${orders.receiptCodeTries} + 1` })
          .where(mine(t, orders, eq(orders.id, input.orderId)));
      throw err;
    });
  return result;
}

async function currentLines(t: TenantDb, orderId: number) {
  const rows = await t.db
    .select()
    .from(orderServiceLines)
    .where(mine(t, orderServiceLines, eq(orderServiceLines.orderId, orderId)));
  return rows.map(({ serviceItemId, name, unit, price, quantity, amount }) => ({
    serviceItemId,
    name,
    unit,
    price,
    quantity,
    amount,
  }));
}

/** Approve (7 → 5, reason optional) or reject (7 → 4, reason required) the completion. */
export const examineOrder = (t: Tenant, input: z.infer<typeof examineSchema>) =>
  runTransition(t, input.orderId, input.approved ? 'approve' : 'reject', {
    log: { note: input.reason ?? null },
    before: (order, to) => completion(order, to),
  });

/** Cancel (0-4, 7 → 6) with a reason under 500 characters. */
export const cancelOrder = (t: Tenant, input: { orderId: number; reason: string }) =>
  runTransition(t, input.orderId, 'cancel', {
    log: { note: input.reason },
    before: () => ({
      cancelledAt: new Date(),
      cancelReason: input.reason,
      paused: false,
      pooledAt: null,
      poolExpiresAt: null,
    }),
  });
