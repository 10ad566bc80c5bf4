import { describe, expect, it } from 'vitest';
import { SERVICE_ITEM_NAME_MAX, SERVICE_ITEM_UNIT_MAX } from '../orders/constants';
import { issueText } from '../validation';
import {
  SERVICE_ITEM_BATCH_MAX,
  SERVICE_ITEM_CATEGORY_MAX,
  SERVICE_ITEM_DESCRIPTION_MAX,
  SERVICE_ITEM_TEMPLATES_MAX,
  serviceItemDeleteQuerySchema,
  serviceItemEnableSchema,
  serviceItemListQuerySchema,
  serviceItemSaveSchema,
} from '.';

const base = { name: '上门检测', price: '80.00', unit: '次' };
const save = (patch: Record<string, unknown>) => serviceItemSaveSchema.safeParse({ ...base, ...patch });

describe('service item limits', () => {
  it('spec-business §3: the name is required and under 50 characters (SERVICE_ITEM_NAME_MAX)', () => {
    expect(SERVICE_ITEM_NAME_MAX).toBe(50);
    expect(save({ name: 'x'.repeat(SERVICE_ITEM_NAME_MAX) }).success).toBe(true);
    expect(save({ name: 'x'.repeat(SERVICE_ITEM_NAME_MAX + 1) }).success).toBe(false);
    expect(save({ name: '   ' }).success).toBe(false);
    expect(save({ name: undefined }).success).toBe(false);
  });

  it('spec-business §5: the service unit is required, at most 5 characters (SERVICE_ITEM_UNIT_MAX)', () => {
    expect(SERVICE_ITEM_UNIT_MAX).toBe(5);
    expect(save({ unit: 'x'.repeat(SERVICE_ITEM_UNIT_MAX) }).success).toBe(true);
    expect(save({ unit: 'x'.repeat(SERVICE_ITEM_UNIT_MAX + 1) }).success).toBe(false);
    expect(save({ unit: '' }).success).toBe(false);
  });

  it('spec-business §5: prices are numbers within 13 digits and two decimals, kept as strings', () => {
    expect(save({ price: '1234567890123.45' }).data?.price).toBe('1234567890123.45');
    expect(save({ price: '080.50' }).data?.price).toBe('80.5');
    expect(save({ price: 12.5 }).data?.price).toBe('12.5');
    expect(save({ price: '0' }).data?.price).toBe('0');
    for (const bad of ['12345678901234', '1.234', '-1', '1e3', 'abc', 0.1 + 0.2, Infinity, null])
      expect(save({ price: bad }).success, String(bad)).toBe(false);
  });

  it('spec-business §5: a refused amount names the 13-digit, two-decimal rule', () => {
    const issue = save({ price: '1.234' }).error!.issues[0]!;
    expect(issueText(issue, '价格', 'zh_CN')).toContain('13');
    expect(issueText(issue, 'Price', 'en_GB')).toContain('two decimals');
    expect(issueText(save({ price: '' }).error!.issues[0]!, 'Price', 'en_GB')).toBe('Price is required');
  });

  it('spec-business §5: commissions follow the same amount rule and are optional', () => {
    expect(save({ individualCommission: '8.5', teamCommission: 20 }).data).toMatchObject({
      individualCommission: '8.5',
      teamCommission: '20',
    });
    expect(save({ individualCommission: '', teamCommission: null }).data).toMatchObject({
      individualCommission: null,
      teamCommission: null,
    });
    expect(save({ individualCommission: '1.001' }).success).toBe(false);
    expect(save({ teamCommission: '12345678901234' }).success).toBe(false);
  });

  it('limits the category to 20 and the description to 500 characters', () => {
    expect(SERVICE_ITEM_CATEGORY_MAX).toBe(20);
    expect(SERVICE_ITEM_DESCRIPTION_MAX).toBe(500);
    expect(save({ category: 'x'.repeat(SERVICE_ITEM_CATEGORY_MAX) }).success).toBe(true);
    expect(save({ category: 'x'.repeat(SERVICE_ITEM_CATEGORY_MAX + 1) }).success).toBe(false);
    expect(save({ category: '' }).data?.category).toBeNull();
    expect(save({ description: 'x'.repeat(SERVICE_ITEM_DESCRIPTION_MAX) }).success).toBe(true);
    expect(save({ description: 'x'.repeat(SERVICE_ITEM_DESCRIPTION_MAX + 1) }).success).toBe(false);
  });

  it('binds at most 50 templates and refuses unknown fields', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(save({ templateIds: ids(SERVICE_ITEM_TEMPLATES_MAX) }).success).toBe(true);
    expect(save({ templateIds: ids(SERVICE_ITEM_TEMPLATES_MAX + 1) }).success).toBe(false);
    expect(save({ templateIds: [0] }).success).toBe(false);
    expect(save({ colour: 'red' }).success).toBe(false);
  });
});

describe('service item list, enable and delete payloads', () => {
  it('reads the list filters from the query string', () => {
    const q = serviceItemListQuerySchema.parse({ enabled: 'false', templateId: '7', category: ' 维修 ' });
    expect(q).toMatchObject({ pageIndex: 0, enabled: false, templateId: 7, category: '维修' });
  });

  it('enables or disables 1 to 500 items at once', () => {
    expect(serviceItemEnableSchema.safeParse({ ids: [1, 2], enabled: true }).success).toBe(true);
    expect(serviceItemEnableSchema.safeParse({ ids: [], enabled: true }).success).toBe(false);
    expect(serviceItemEnableSchema.safeParse({ ids: [1] }).success).toBe(false);
    const many = Array.from({ length: SERVICE_ITEM_BATCH_MAX + 1 }, (_, i) => i + 1);
    expect(serviceItemEnableSchema.safeParse({ ids: many, enabled: true }).success).toBe(false);
  });

  it('takes the ids to delete as "1,2,3"', () => {
    expect(serviceItemDeleteQuerySchema.parse({ ids: '1, 2,3' }).ids).toEqual([1, 2, 3]);
    expect(serviceItemDeleteQuerySchema.parse({ ids: ['4', '5'] }).ids).toEqual([4, 5]);
    for (const bad of ['', 'a', '1,,2', '-1'])
      expect(serviceItemDeleteQuerySchema.safeParse({ ids: bad }).success, bad).toBe(false);
  });
});
