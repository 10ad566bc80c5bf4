import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '@fieldline/domain';
import { createTypeChoice, customerRequired, customerShown, typedContactChange } from './internal-orders';

const { external, internal } = ORDER_TYPES;
const me = { name: '郑员工', phone: '13800000011' };

describe('the order type on the create page', () => {
  it('lets a user who may see customers choose on /createOrder, external first', () => {
    expect(createTypeChoice(undefined, true)).toEqual({ initial: external, choosable: true, refused: false });
  });

  it("keeps the route's type fixed", () => {
    expect(createTypeChoice(internal, true)).toEqual({ initial: internal, choosable: false, refused: false });
    expect(createTypeChoice(external, true)).toEqual({ initial: external, choosable: false, refused: false });
  });

  it('fixes the type to internal for a user who may not see customers (an ordinary employee)', () => {
    expect(createTypeChoice(undefined, false)).toEqual({
      initial: internal,
      choosable: false,
      refused: false,
    });
    expect(createTypeChoice(internal, false)).toEqual({
      initial: internal,
      choosable: false,
      refused: false,
    });
  });

  it('refuses the external route to such a user rather than create an internal order from it', () => {
    expect(createTypeChoice(external, false).refused).toBe(true);
  });

  it('asks for a customer on external orders only', () => {
    expect(customerRequired(external)).toBe(true);
    expect(customerRequired(internal)).toBe(false);
  });
});

describe('the typed contact of an order without a customer', () => {
  it('is the user, filled in where both are blank', () => {
    expect(typedContactChange(false, {}, me)).toEqual({ contactName: me.name, contactPhone: me.phone });
    expect(typedContactChange(false, { contactName: ' ', contactPhone: '' }, me)).toEqual({
      contactName: me.name,
      contactPhone: me.phone,
    });
  });

  it('keeps what the user typed', () => {
    expect(typedContactChange(false, { contactName: '前台小王' }, me)).toBeNull();
    expect(typedContactChange(true, { contactName: me.name, contactPhone: '13912345678' }, me)).toBeNull();
  });

  it("takes the user's own details out once a customer is chosen (it brings its contact)", () => {
    expect(typedContactChange(true, { contactName: me.name, contactPhone: me.phone }, me)).toEqual({
      contactName: undefined,
      contactPhone: undefined,
    });
    expect(typedContactChange(true, {}, me)).toBeNull();
  });

  it('leaves the contact alone while the user is not known', () => {
    expect(typedContactChange(false, {}, null)).toBeNull();
  });
});

describe("an order's customer in the lists", () => {
  it('names the customer, says "internal" without one, and "hidden" when withheld', () => {
    expect(customerShown({ customerId: 4, customerName: '华联' })).toEqual({ kind: 'name', name: '华联' });
    expect(customerShown({ customerId: null, customerName: '' })).toEqual({ kind: 'internal' });
    expect(customerShown({ customerId: null, customerName: null })).toEqual({ kind: 'internal' });
    expect(customerShown({ customerId: 4, customerName: null })).toEqual({ kind: 'hidden' });
  });
});
