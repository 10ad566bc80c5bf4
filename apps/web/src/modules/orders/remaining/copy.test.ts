import { describe, expect, it } from 'vitest';
import { copyFormValues } from './copy';
import { copyOrderPath, copySourceOf } from './paths';

describe('copy an order into the create form', () => {
  const draft = {
    templateId: 3,
    orderType: 1 as const,
    customerId: 7,
    customerProductId: null,
    title: '空调不制冷',
    priority: 2 as const,
    description: null,
    images: [],
    attachments: [],
    tagIds: [4],
    serviceItems: [{ serviceItemId: 9, quantity: 2 }],
    customValues: { f1: 'x' },
    contactName: '王伟',
    contactPhone: '13910000000',
    address: { province: '上海市', city: '上海市', region: '静安区', detail: '南京西路1号' },
    copiedFrom: { id: 12, orderNo: '20261127-0001' },
  };
  it('fills the fields but not the appointment or the people', () => {
    const v = copyFormValues(draft);
    expect(v).toMatchObject({ templateId: 3, customerId: 7, title: '空调不制冷', tagIds: [4] });
    expect(v.customValues).toEqual({ f1: 'x' });
    expect(v).not.toHaveProperty('appointmentAt');
    expect(v).not.toHaveProperty('serverUserId');
  });
  it('reads the source order from the create page’s query', () => {
    expect(copySourceOf(new URLSearchParams(copyOrderPath(12).split('?')[1]))).toBe(12);
    expect(copySourceOf(new URLSearchParams('copyFrom=abc'))).toBeUndefined();
    expect(copySourceOf(new URLSearchParams(''))).toBeUndefined();
  });
});
