import { describe, expect, it } from 'vitest';
import { ORDER_TITLE_MAX } from '../limits';
import { CANCEL_REASON_MAX, ORDER_IMAGES_MAX } from './constants';
import { money, amountSchema } from './money';
import {
  examineSchema,
  orderCancelSchema,
  orderCreateSchema,
  orderEditSchema,
  orderListQuerySchema,
} from './order.schema';

const base = {
  templateId: 1,
  customerId: 2,
  title: '空调不制冷',
  appointmentAt: '2026-11-23T09:00:00+08:00',
};

describe('order validation (spec-business §5)', () => {
  it('customer and title are required', () => {
    expect(orderCreateSchema.safeParse({ ...base, customerId: undefined }).success).toBe(false);
    expect(orderCreateSchema.safeParse({ ...base, title: '  ' }).success).toBe(false);
  });
  it("an internal order (orderType 2, an employee's own request) may have no customer", () => {
    const internal = { ...base, customerId: undefined, orderType: 2 };
    expect(orderCreateSchema.safeParse(internal).success).toBe(true);
    expect(orderCreateSchema.safeParse({ ...internal, customerId: null }).success).toBe(true);
    const external = orderCreateSchema.safeParse({ ...internal, orderType: 1 });
    expect(external.error?.issues[0]).toMatchObject({ path: ['customerId'], message: 'required' });
  });
  it(`title is at most ${ORDER_TITLE_MAX} characters`, () => {
    expect(orderCreateSchema.safeParse({ ...base, title: 'x'.repeat(ORDER_TITLE_MAX) }).success).toBe(true);
    expect(orderCreateSchema.safeParse({ ...base, title: 'x'.repeat(ORDER_TITLE_MAX + 1) }).success).toBe(
      false,
    );
  });
  it('appointment time cannot be empty', () => {
    expect(orderCreateSchema.safeParse({ ...base, appointmentAt: undefined }).success).toBe(false);
    expect(orderCreateSchema.safeParse({ ...base, appointmentAt: 'tomorrow' }).success).toBe(false);
  });
  it('the estimated completion cannot be before the appointment', () => {
    const r = orderCreateSchema.safeParse({ ...base, estimatedAt: '2026-11-22T09:00:00+08:00' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['estimatedAt']);
  });
  it('description is under 500 characters and at most 9 images', () => {
    expect(orderCreateSchema.safeParse({ ...base, description: 'x'.repeat(501) }).success).toBe(false);
    const images = Array.from({ length: ORDER_IMAGES_MAX + 1 }, (_, i) => `/api/file/download/${i + 1}`);
    expect(orderCreateSchema.safeParse({ ...base, images }).success).toBe(false);
  });
  it('priority is 1 normal, 2 urgent or 3 very urgent, default normal', () => {
    expect(orderCreateSchema.parse(base).priority).toBe(1);
    expect(orderCreateSchema.safeParse({ ...base, priority: 4 }).success).toBe(false);
  });
  it(`cancellation reason is required and under ${CANCEL_REASON_MAX} characters`, () => {
    expect(orderCancelSchema.safeParse({ orderId: 1, reason: '' }).success).toBe(false);
    expect(
      orderCancelSchema.safeParse({ orderId: 1, reason: 'x'.repeat(CANCEL_REASON_MAX + 1) }).success,
    ).toBe(false);
    expect(orderCancelSchema.safeParse({ orderId: 1, reason: '客户取消' }).success).toBe(true);
  });
  it('approval reason is optional for approve and required for reject', () => {
    expect(examineSchema.safeParse({ orderId: 1, approved: true }).success).toBe(true);
    expect(examineSchema.safeParse({ orderId: 1, approved: false }).success).toBe(false);
  });
  it('an edit leaves the fields it does not name untouched', () => {
    expect(orderEditSchema.parse({ id: 1, title: 'x' })).toEqual({ id: 1, title: 'x' });
  });
  it('list filters parse the state lists of the spec', () => {
    expect(orderListQuerySchema.parse({ orderStateList: '1,2,2' }).orderStateList).toEqual([1, 2]);
    expect(orderListQuerySchema.safeParse({ orderStateList: '1,9' }).success).toBe(false);
  });
});

describe('amounts (spec-business §5: 13 digits, two decimals, exact)', () => {
  it('accepts up to 13 digits with two decimals and formats them', () => {
    expect(amountSchema.parse('12.5')).toBe('12.50');
    expect(amountSchema.parse(3)).toBe('3.00');
    expect(amountSchema.safeParse('12345678901234').success).toBe(false);
    expect(amountSchema.safeParse('1.234').success).toBe(false);
    expect(amountSchema.safeParse('-1').success).toBe(false);
  });
  it('adds and multiplies without binary floats', () => {
    expect(money.sum('0.10', '0.20')).toBe('0.30');
    expect(money.times('19.99', 3)).toBe('59.97');
    expect(money.minus('100.00', '0.01')).toBe('99.99');
  });
});
