import { describe, expect, it } from 'vitest';
import { orderCreateSchema } from '@fieldline/domain';
import {
  appointmentInPast,
  createBody,
  createFieldNames,
  formPathOf,
  prefillFromParams,
  priceServiceLines,
  type OrderFormValues,
} from './logic';

const items = [
  { id: 1, name: '上门费', unit: '次', price: '80.10' },
  { id: 2, name: '清洗', unit: '台', price: '0.10' },
  { id: 3, name: '大额', unit: '项', price: '9999999999999.99' },
];

describe('service lines: amounts and total in exact decimals', () => {
  it('prices each line and sums without binary floats (0.1 × 3 = 0.30)', () => {
    const priced = priceServiceLines(
      [
        { serviceItemId: 1, quantity: 2 },
        { serviceItemId: 2, quantity: 3 },
      ],
      items,
    );
    expect(priced.lines.map((l) => l.amount)).toEqual(['160.20', '0.30']);
    expect(priced.total).toBe('160.50');
  });

  it('keeps cents exact at 13 integer digits', () => {
    expect(priceServiceLines([{ serviceItemId: 3, quantity: 2 }], items).total).toBe('19999999999999.98');
  });

  it('leaves out lines without an item, an unknown item or a positive quantity', () => {
    const priced = priceServiceLines(
      [undefined, { quantity: 2 }, { serviceItemId: 9, quantity: 1 }, { serviceItemId: 1, quantity: 0 }],
      items,
    );
    expect(priced).toEqual({ lines: [], total: '0.00' });
  });
});

describe('the create call', () => {
  const at = new Date('2026-12-01T02:00:00.000Z');
  const base: OrderFormValues = {
    templateId: 1,
    orderType: 1,
    customerId: 5,
    title: '  空调不制冷 ',
    appointmentAt: at,
  };

  it('is accepted by the domain schema as it is built (spec-business §3 work order)', () => {
    const body = createBody(base, {});
    expect(body).toMatchObject({ title: '空调不制冷', priority: 1, appointmentAt: at.toISOString() });
    expect(orderCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends a contact of the customer, or the one typed, never both', () => {
    expect(
      createBody({ ...base, contactId: 3, contactName: 'x', contactPhone: '13800000000' }, {}),
    ).toMatchObject({
      contactId: 3,
      contactName: null,
      contactPhone: null,
    });
    expect(createBody({ ...base, contactName: ' 王工 ', contactPhone: '13800000000' }, {})).toMatchObject({
      contactId: null,
      contactName: '王工',
      contactPhone: '13800000000',
    });
  });

  it('sends an address of the customer, or the one typed, or none (the default)', () => {
    expect(createBody({ ...base, addressId: 4, address: { province: '北京' } }, {}).address).toBeNull();
    expect(createBody({ ...base, address: { province: '北京', detail: ' 1号 ' } }, {}).address).toEqual({
      province: '北京',
      city: null,
      region: null,
      detail: '1号',
    });
    expect(createBody({ ...base, address: { province: ' ' } }, {}).address).toBeNull();
  });

  it('sends an internal order without a customer: nothing of a customer, the typed contact and address', () => {
    const body = createBody(
      {
        ...base,
        orderType: 2,
        customerId: undefined,
        contactId: 3,
        addressId: 4,
        customerProductId: 6,
        contactName: '郑员工',
        contactPhone: '13800000011',
        address: { province: '上海市', detail: '张江路 88 号 3 楼' },
      },
      {},
    );
    expect(body).toMatchObject({
      orderType: 2,
      customerId: null,
      contactId: null,
      addressId: null,
      customerProductId: null,
      contactName: '郑员工',
      contactPhone: '13800000011',
      address: { province: '上海市', city: null, region: null, detail: '张江路 88 号 3 楼' },
    });
    expect(orderCreateSchema.safeParse(body).success).toBe(true);
  });

  it('an external order without a customer is refused by the domain schema, naming customerId', () => {
    const checked = orderCreateSchema.safeParse(createBody({ ...base, customerId: null }, {}));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.path.join('.'))).toContain('customerId');
  });

  it('an internal order may still have a customer, sent as with an external one', () => {
    expect(createBody({ ...base, orderType: 2, contactId: 3 }, {})).toMatchObject({
      customerId: 5,
      contactId: 3,
    });
  });

  it('sends only complete service lines, and collaborators only with a server', () => {
    const body = createBody(
      { ...base, serviceItems: [{ serviceItemId: 1, quantity: 2 }, { quantity: 1 }], collaboratorIds: [4] },
      {},
    );
    expect(body.serviceItems).toEqual([{ serviceItemId: 1, quantity: 2 }]);
    expect(body.collaboratorIds).toEqual([]);
    expect(createBody({ ...base, serverUserId: 2, collaboratorIds: [4] }, {}).collaboratorIds).toEqual([4]);
  });

  it('an appointment earlier than now warns (spec-business §5), later does not', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    expect(appointmentInPast(new Date('2026-11-22T07:59:00Z'), now)).toBe(true);
    expect(appointmentInPast(new Date('2026-11-22T08:01:00Z'), now)).toBe(false);
    expect(appointmentInPast(null, now)).toBe(false);
  });
});

describe('server refusals map onto the form by field, never by message', () => {
  it('maps fields, lines and the typed address', () => {
    expect(formPathOf('title')).toEqual(['title']);
    expect(formPathOf('serviceItems.1.serviceItemId')).toEqual(['serviceItems', 1, 'serviceItemId']);
    expect(formPathOf('address.detail')).toEqual(['address']);
    expect(formPathOf('somethingElse')).toBeNull();
  });

  it('lists every field name a refusal may carry, lines and custom fields included', () => {
    const names = createFieldNames(2, ['f1']);
    expect(names).toEqual(expect.arrayContaining(['customerId', 'tagIds', 'serviceItems.1.quantity', 'f1']));
  });
});

describe('/createOrder query parameters', () => {
  it('takes customerId, customerProductId with its name, and eventId; ignores the malformed', () => {
    expect(
      prefillFromParams(
        new URLSearchParams('customerId=12&customerProductId=3&customerProductName=空调&eventId=x'),
      ),
    ).toEqual({ customerId: 12, customerProductId: 3, customerProductName: '空调' });
    expect(prefillFromParams(new URLSearchParams('customerProductName=空调'))).toEqual({});
  });
});
