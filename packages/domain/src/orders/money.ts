import { z } from 'zod';
import { NUMBER_DECIMALS, NUMBER_INTEGER_DIGITS } from '../forms/limits';
import { VALIDATION_MESSAGES } from '../validation';

Object.assign(VALIDATION_MESSAGES, {
  amount: {
    zh_CN: `{field}须为不超过${NUMBER_INTEGER_DIGITS}位整数、最多两位小数的非负金额`,
    en_GB: `{field} must be a non-negative amount of at most ${NUMBER_INTEGER_DIGITS} digits and two decimals`,
  },
});

const AMOUNT = new RegExp(`^\\d{1,${NUMBER_INTEGER_DIGITS}}(\\.\\d{1,${NUMBER_DECIMALS}})?$`);

/** spec-business §5: numbers within 13 digits and two decimals; amounts travel as "12.50" strings. */
export const amountSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const text = String(v).trim();
  if (!AMOUNT.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'amount' });
    return z.NEVER;
  }
  return formatCents(toCents(text));
});

/** Integer cents of a two-decimal amount string (exact; no binary floats). */
export function toCents(amount: string | null | undefined): bigint {
  if (!amount) return 0n;
  const negative = amount.startsWith('-');
  const [whole, frac = ''] = amount.replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Exact arithmetic on amounts. */
export const money = {
  times: (price: string, quantity: number) => formatCents(toCents(price) * BigInt(quantity)),
  sum: (...amounts: (string | null | undefined)[]) =>
    formatCents(amounts.reduce<bigint>((acc, a) => acc + toCents(a), 0n)),
  minus: (a: string, b: string | null | undefined) => formatCents(toCents(a) - toCents(b)),
};
