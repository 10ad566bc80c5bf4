import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryRecord } from '@fieldline/domain';
import {
  categoryOptions,
  categoryTreeItems,
  PRODUCT_LIST,
  formatPrice,
  imageProblem,
  mayAddChild,
  productPayload,
  visibleCategories,
} from './logic';
import { readListState, writeListState } from '../../components/DataTable/list-state';

const rec = (id: number, parentId: number | null, level: number, name: string, enabled = true, n = 0) =>
  ({ id, parentId, level, name, sort: 0, enabled, productCount: n }) satisfies CategoryRecord;
const tree = buildCategoryTree([
  rec(1, null, 1, '空调', true, 1),
  rec(2, 1, 2, '家用', true, 2),
  rec(3, 2, 3, '挂机', false, 3),
  rec(4, null, 1, '净水器'),
]);

describe('category trees', () => {
  it('titles nodes with the products under them', () => {
    const items = categoryTreeItems(tree);
    expect(items.map((i) => i.title)).toEqual(['空调 (6)', '净水器 (0)']);
    expect(items[0]!.children[0]!.children[0]).toMatchObject({ key: 3, title: '挂机 (3)' });
  });

  it('offers disabled categories as unpickable, unless the product already has it', () => {
    const leaf = (opts: ReturnType<typeof categoryOptions>) => opts[0]!.children[0]!.children[0]!;
    expect(leaf(categoryOptions(tree))).toMatchObject({ value: 3, disabled: true });
    expect(leaf(categoryOptions(tree, 3))).toMatchObject({ value: 3, disabled: false });
  });

  it('shows the whole tree, or the sub-tree of /categories/:id (null when it is not there)', () => {
    expect(visibleCategories(tree)?.map((n) => n.id)).toEqual([1, 4]);
    expect(visibleCategories(tree, 2)?.map((n) => n.id)).toEqual([2]);
    expect(visibleCategories(tree, 99)).toBeNull();
  });

  it('spec-business §5 "at most 3 levels": level-3 categories take no sub-category', () => {
    expect(mayAddChild({ level: 1 })).toBe(true);
    expect(mayAddChild({ level: 2 })).toBe(true);
    expect(mayAddChild({ level: 3 })).toBe(false);
  });
});

describe('product form', () => {
  it('takes images of at most 1 MB only', () => {
    expect(imageProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe('size');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('type');
  });

  it('trims and clears blanks before saving', () => {
    expect(
      productPayload({
        name: ' 空调 ',
        number: ' ',
        model: 'M1 ',
        price: 12.5,
        categoryId: 3,
        enabled: false,
      }),
    ).toEqual({
      name: '空调',
      number: null,
      model: 'M1',
      image: null,
      categoryId: 3,
      unit: null,
      price: '12.5',
      description: null,
      enabled: false,
    });
    expect(productPayload({ name: 'a' })).toMatchObject({ price: null, enabled: true, categoryId: null });
  });

  it('groups thousands in prices and keeps the decimals', () => {
    expect(formatPrice('12800.00')).toBe('12,800.00');
    expect(formatPrice('1234567890123.45')).toBe('1,234,567,890,123.45');
    expect(formatPrice('999')).toBe('999');
    expect(formatPrice(null)).toBe('');
  });
});

describe('list filters in the address', () => {
  it('reads and writes keyword and category, ignoring bad values', () => {
    const read = (query: string) => readListState(PRODUCT_LIST, new URLSearchParams(query)).filters;
    expect(read('keyword=%20KT%20&categoryId=7')).toEqual({ keyword: 'KT', categoryId: 7 });
    expect(read('categoryId=abc&enabled=true')).toEqual({});
    const url = writeListState(PRODUCT_LIST, {
      filters: { keyword: 'KT', categoryId: 7 },
      pageIndex: 0,
      pageSize: 10,
    });
    expect(url.toString()).toBe('keyword=KT&categoryId=7');
  });
});
