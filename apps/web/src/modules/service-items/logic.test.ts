import { describe, expect, it } from 'vitest';
import { serviceItemSaveSchema, type ServiceItemRow } from '@fieldline/domain';
import { commissionAbovePrice, formValuesOf, formatAmount, itemPayload, SERVICE_ITEM_LIST } from './logic';
import { hasListFilters, readListState, writeListState } from '../../components/DataTable/list-state';

const row: ServiceItemRow = {
  id: 7,
  name: '空调深度清洗',
  category: '清洗保养',
  price: '120.00',
  unit: '台',
  individualCommission: '30.00',
  teamCommission: null,
  description: null,
  enabled: true,
  sort: 3,
  templates: [{ id: 2, name: '安装' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('amounts', () => {
  it('shows two decimals and grouped thousands, exactly', () => {
    expect(formatAmount('120')).toBe('120.00');
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount('1234567890123.45')).toBe('1,234,567,890,123.45');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatAmount(' 80.05 ')).toBe('80.05');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('')).toBe('');
  });
});

describe('commission above the price (a warning, not a refusal)', () => {
  it('warns only when both are valid amounts and the commission is the larger, compared exactly', () => {
    expect(commissionAbovePrice('80.01', '80')).toBe(true);
    expect(commissionAbovePrice('80.00', '80')).toBe(false);
    expect(commissionAbovePrice('9', '10.5')).toBe(false);
    expect(commissionAbovePrice('100', '')).toBe(false);
    expect(commissionAbovePrice('', '10')).toBe(false);
    expect(commissionAbovePrice('1.234', '1')).toBe(false);
    expect(commissionAbovePrice(undefined, '1')).toBe(false);
  });
});

describe('list filters in the address', () => {
  it('reads keyword, category and status, and writes back only what is set', () => {
    const read = (query: string) => readListState(SERVICE_ITEM_LIST, new URLSearchParams(query));
    const state = read('keyword=%20空调%20&category=安装&enabled=false');
    expect(state.filters).toEqual({ keyword: '空调', category: '安装', enabled: false });
    expect(Object.fromEntries(writeListState(SERVICE_ITEM_LIST, state))).toEqual({
      keyword: '空调',
      category: '安装',
      enabled: '0',
    });
    expect(read('enabled=maybe&keyword=%20').filters).toEqual({});
    expect(hasListFilters({})).toBe(false);
    expect(hasListFilters(read('enabled=false').filters)).toBe(true);
  });
});

describe('the add/edit form', () => {
  it('starts from the item, and a new item starts enabled with no templates', () => {
    expect(formValuesOf()).toEqual({ enabled: true, sort: 0, templateIds: [] });
    expect(formValuesOf(row)).toMatchObject({
      name: '空调深度清洗',
      price: '120.00',
      teamCommission: undefined,
      templateIds: [2],
    });
  });

  it('sends trimmed values, blanks as null, numbers as text; the shared schema accepts it', () => {
    const body = itemPayload(
      {
        name: ' 空调移机 ',
        category: '  ',
        price: 350.5,
        unit: '台',
        individualCommission: '',
        teamCommission: ' 30 ',
        templateIds: [2, 2, 3],
        enabled: false,
      },
      9,
    );
    expect(body).toEqual({
      id: 9,
      name: '空调移机',
      category: null,
      price: '350.5',
      unit: '台',
      individualCommission: null,
      teamCommission: '30',
      description: null,
      sort: 0,
      enabled: false,
      templateIds: [2, 3],
    });
    expect(serviceItemSaveSchema.safeParse(body).success).toBe(true);
    expect(itemPayload({ name: 'x', price: '1', unit: '次' })).not.toHaveProperty('id');
  });
});
