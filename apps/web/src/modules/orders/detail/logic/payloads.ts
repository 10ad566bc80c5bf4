import { nodeEnabled, type OrderPayment, type ProcessSettings, type ReceiptMode } from '@fieldline/domain';
import { amountOrUndefined, type ExpenseAmounts, type ExpenseLine } from './money';
import type { Position } from './geo';

/** How the customer confirms the service in the completion form, from the template's settings. */
export type ReceiptChoice = 'none' | ReceiptMode;

export function receiptChoice(settings: Pick<ProcessSettings, 'nodes' | 'receiptMode'> | undefined) {
  if (!settings || !nodeEnabled(settings, 'receipt')) return 'none' as const;
  return settings.receiptMode;
}

/** With the collection node on, every expenses field is required (spec-business §3 "Expenses fields"). */
export const expensesRequired = (settings: Pick<ProcessSettings, 'nodes'> | undefined) =>
  !!settings && nodeEnabled(settings, 'collection');

const text = (v: string | null | undefined) => {
  const trimmed = (v ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

const where = (position: Position | null, location: string | undefined) => ({
  lng: position?.lng,
  lat: position?.lat,
  location: text(location),
});

/** POST /order/startService (first check-in). */
export function startServicePayload(
  orderId: number,
  v: { images?: string[]; note?: string; location?: string },
  position: Position | null,
) {
  return { orderId, ...where(position, v.location), images: v.images ?? [], note: text(v.note) };
}

export interface ExpensesValues extends ExpenseAmounts {
  serviceItems?: ExpenseLine[];
}

/** The expenses as the payment schema takes them: lines by item and quantity, typed amounts. */
export function paymentPayload(v: ExpensesValues) {
  return {
    serviceItems: (v.serviceItems ?? []).map((l) => ({
      serviceItemId: l.serviceItemId,
      quantity: l.quantity,
    })),
    sparepartAmount: amountOrUndefined(v.sparepartAmount),
    otherAmount: amountOrUndefined(v.otherAmount),
    preferentialAmount: amountOrUndefined(v.preferentialAmount),
  };
}

const ZERO = /^0*(\.0*)?$/;

/** Whether the user entered any expenses (without the collection node they are optional; 0 is none). */
const hasExpenses = (v: ExpensesValues) =>
  !!v.serviceItems?.length ||
  [v.sparepartAmount, v.otherAmount, v.preferentialAmount].some(
    (a) => !ZERO.test(amountOrUndefined(a) ?? '0'),
  );

export interface CompleteValues extends ExpensesValues {
  images?: string[];
  note?: string;
  location?: string;
  serviceMinutes?: number | null;
  receiptCode?: string;
  /** The fault phenomena found (issue 28). */
  faultIds?: number[];
}

/**
 * POST /order/serviceComplete (second check-in). The receipt goes as the chosen mode says: the
 * signature's file URL, or the SMS code; the expenses go when the collection node is on or the
 * server entered some.
 */
export function completePayload(
  orderId: number,
  v: CompleteValues,
  opts: {
    position: Position | null;
    signature: string | null;
    receipt: ReceiptChoice;
    /** With receipt mode "either": which one the server used. */
    receiptBy: 'signature' | 'code';
    expensesRequired: boolean;
  },
) {
  const useCode = opts.receipt === 'code' || (opts.receipt === 'either' && opts.receiptBy === 'code');
  const useSignature =
    opts.receipt === 'signature' || (opts.receipt === 'either' && opts.receiptBy === 'signature');
  return {
    orderId,
    ...where(opts.position, v.location),
    images: v.images ?? [],
    note: text(v.note),
    serviceMinutes: v.serviceMinutes ?? undefined,
    signature: useSignature ? (opts.signature ?? undefined) : undefined,
    receiptCode: useCode ? text(v.receiptCode) : undefined,
    payment: opts.expensesRequired || hasExpenses(v) ? paymentPayload(v) : undefined,
    faultIds: v.faultIds?.length ? v.faultIds : undefined,
  };
}

/** Minutes between the start of service and now: the completion form's suggested service time. */
export function minutesSince(startedAt: string | null | undefined, now = Date.now()) {
  if (!startedAt) return null;
  const started = new Date(startedAt).getTime();
  if (Number.isNaN(started)) return null;
  return Math.max(0, Math.round((now - started) / 60_000));
}

export const initialExpenses = (payment: OrderPayment): ExpensesValues => ({
  serviceItems: payment.lines.map((l) => ({
    serviceItemId: l.serviceItemId,
    name: l.name,
    unit: l.unit,
    price: l.price,
    quantity: l.quantity,
  })),
  sparepartAmount: payment.sparepartAmount,
  otherAmount: payment.otherAmount,
  preferentialAmount: payment.preferentialAmount,
});
