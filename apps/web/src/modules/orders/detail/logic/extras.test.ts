import { describe, expect, it } from 'vitest';
import { ORDER_ACCESS, ORDER_DATA_CODES, type OrderAction, type OrderState } from '@fieldline/domain';
import { extraOps } from './extras';

const order = (actions: OrderAction[], state: OrderState = 4, archived = false) => ({
  actions,
  state,
  archived,
});
const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('operations beside the lifecycle actions', () => {
  it('offers the server in service the payment editor (they may complete the order)', () => {
    expect(extraOps(order(['complete', 'pause']), holding(), false).ops).toEqual(['print', 'payment', 'cc']);
  });

  it('offers the payment editor to roles with "edit service payment" (105) but not on cancelled orders', () => {
    expect(extraOps(order([], 5), holding(ORDER_DATA_CODES.editPayment), false).ops).toContain('payment');
    expect(extraOps(order([], 6), holding(ORDER_DATA_CODES.editPayment), false).ops).not.toContain('payment');
  });

  it('lets approvers with "edit spare parts" (106) change only the spare-part amount, and transfer', () => {
    const r = extraOps(order(['approve', 'reject'], 7), holding(ORDER_DATA_CODES.approverEditsParts), false);
    expect(r.ops).toEqual(['print', 'payment', 'transfer', 'cc']);
    expect(r.paymentOnlyParts).toBe(true);
  });

  it('archives, unarchives, deletes and restores by permission', () => {
    const admin = holding(ORDER_ACCESS.archive, ORDER_ACCESS.delete, ORDER_ACCESS.recycleBin);
    expect(extraOps(order([], 5), admin, false).ops).toEqual(['print', 'cc', 'archive', 'delete']);
    expect(extraOps(order([], 5, true), admin, false).ops).toEqual(['print', 'cc', 'unarchive', 'delete']);
    expect(extraOps(order([], 5), admin, true).ops).toEqual(['print', 'restore']);
    expect(extraOps(order([], 5), holding(), true).ops).toEqual(['print']);
  });
});
