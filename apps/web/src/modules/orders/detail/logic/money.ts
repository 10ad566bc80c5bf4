import { formatCents, toCents } from '@fieldline/domain';

/** spec-business §5: within 13 digits and two decimals; what the amount inputs accept. */
export const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

/** One service line as the expenses editor holds it: the item's price and the quantity used. */
export interface ExpenseLine {
  serviceItemId: number;
  name: string;
  unit: string;
  price: string;
  quantity: number;
}

/** The three amounts of the expenses block, as typed (empty = 0). */
export interface ExpenseAmounts {
  sparepartAmount?: string | null;
  otherAmount?: string | null;
  preferentialAmount?: string | null;
}

export interface PaymentTotals {
  /** Sum of price × quantity over the lines. */
  serviceAmount: string;
  /** Service + spare parts + other, before the preferential amount. */
  grossAmount: string;
  /** Gross less the preferential amount (what the customer pays). */
  totalAmount: string;
  /** The preferential amount exceeds the gross (the server refuses it: PREFERENTIAL_TOO_HIGH). */
  preferentialTooHigh: boolean;
}

/** Cents of a typed amount; anything that is not a valid amount counts as 0 (the field shows why). */
const cents = (amount: string | null | undefined): bigint => {
  const text = (amount ?? '').trim();
  return AMOUNT_PATTERN.test(text) ? toCents(text) : 0n;
};

/** A quantity as the server takes it: a whole number from 1; anything else counts as 0. */
const wholeQuantity = (quantity: number) =>
  Number.isSafeInteger(quantity) && quantity > 0 ? BigInt(quantity) : 0n;

/** The amount of one line, exact (integer cents, never binary floats). */
export const lineAmount = (line: Pick<ExpenseLine, 'price' | 'quantity'>) =>
  formatCents(cents(line.price) * wholeQuantity(line.quantity));

/** The totals the server will store for these lines and amounts (same rule as its saveLines). */
export function paymentTotals(lines: readonly ExpenseLine[], amounts: ExpenseAmounts): PaymentTotals {
  const service = lines.reduce((sum, l) => sum + cents(l.price) * wholeQuantity(l.quantity), 0n);
  const gross = service + cents(amounts.sparepartAmount) + cents(amounts.otherAmount);
  const total = gross - cents(amounts.preferentialAmount);
  return {
    serviceAmount: formatCents(service),
    grossAmount: formatCents(gross),
    totalAmount: formatCents(total),
    preferentialTooHigh: total < 0n,
  };
}

/** An amount for the payload: trimmed text, or undefined when left empty. */
export const amountOrUndefined = (amount: string | null | undefined) => {
  const text = (amount ?? '').trim();
  return text === '' ? undefined : text;
};
