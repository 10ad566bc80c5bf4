import { describe, expect, it } from 'vitest';
import {
  CATEGORY_LEVEL_MAX,
  CATEGORY_NAME_MAX,
  PRODUCT_NAME_MAX,
  buildCategoryTree,
  canAddChildCategory,
  canDeleteCategory,
  categoryCreateSchema,
  categoryPaths,
  importColumnOf,
  productCreateSchema,
  resolveCategoryPath,
  type CategoryRecord,
} from '.';

const rec = (id: number, parentId: number | null, name: string, productCount = 0, sort = 0) =>
  ({ id, parentId, level: 0, name, sort, enabled: true, productCount }) satisfies CategoryRecord;

describe('product schema', () => {
  it('requires a name of at most 50 characters', () => {
    expect(productCreateSchema.safeParse({ name: 'x'.repeat(PRODUCT_NAME_MAX) }).success).toBe(true);
    expect(productCreateSchema.safeParse({ name: 'x'.repeat(PRODUCT_NAME_MAX + 1) }).success).toBe(false);
    expect(productCreateSchema.safeParse({ name: '  ' }).success).toBe(false);
  });

  it('keeps prices as strings with 13 digits and two decimals at most (spec-business §5)', () => {
    const price = (p: unknown) => productCreateSchema.safeParse({ name: 'a', price: p });
    expect(price('1234567890123.45').data?.price).toBe('1234567890123.45');
    expect(price(12.5).data?.price).toBe('12.5');
    expect(price('').data?.price).toBeNull();
    for (const bad of ['12345678901234', '1.234', '-1', '1e3', 'abc', 0.1 + 0.2, Infinity])
      expect(price(bad).success, String(bad)).toBe(false);
  });

  it('takes only images of our files module', () => {
    const image = (v: unknown) => productCreateSchema.safeParse({ name: 'a', image: v });
    expect(image('/api/file/download/12').success).toBe(true);
    expect(image('').data?.image).toBeNull();
    expect(image('https://evil.example/x.png').success).toBe(false);
  });
});

describe('categories', () => {
  it('spec-business §5: a category name has 1-8 characters and no path separator', () => {
    const name = (n: string) => categoryCreateSchema.safeParse({ name: n }).success;
    expect(name('x'.repeat(CATEGORY_NAME_MAX))).toBe(true);
    expect(name('x'.repeat(CATEGORY_NAME_MAX + 1))).toBe(false);
    expect(name('')).toBe(false);
    expect(name('空调/暖通')).toBe(false);
  });

  it('spec-business §5: at most 3 levels, so only levels 1 and 2 take children', () => {
    expect(CATEGORY_LEVEL_MAX).toBe(3);
    expect(canAddChildCategory(1)).toBe(true);
    expect(canAddChildCategory(2)).toBe(true);
    expect(canAddChildCategory(3)).toBe(false);
  });

  it('builds the tree in sort order with product counts summed upwards', () => {
    const tree = buildCategoryTree([
      rec(3, 1, '挂机', 2),
      rec(1, null, '空调', 1, 2),
      rec(2, null, '热水器', 0, 1),
      rec(4, 3, '变频', 4),
    ]);
    expect(tree.map((n) => n.name)).toEqual(['热水器', '空调']);
    expect(tree[1]).toMatchObject({ productCount: 1, totalProductCount: 7 });
    expect(canDeleteCategory(tree[0]!)).toBe(true);
    expect(canDeleteCategory(tree[1]!)).toBe(false);
    expect(canDeleteCategory(tree[1]!.children[0]!.children[0]!)).toBe(false);
  });

  it('resolves import paths, and bare names only when one category carries them', () => {
    const paths = categoryPaths(
      buildCategoryTree([rec(1, null, '空调'), rec(2, 1, '家用'), rec(3, null, '热水器'), rec(4, 3, '家用')]),
    );
    expect(paths.get(2)).toBe('空调/家用');
    expect(resolveCategoryPath(paths, ' 空调 / 家用 ')).toBe(2);
    expect(resolveCategoryPath(paths, '热水器／家用')).toBe(4);
    expect(resolveCategoryPath(paths, '家用')).toBeUndefined();
    expect(resolveCategoryPath(paths, '热水器')).toBe(3);
    expect(resolveCategoryPath(paths, '净水器')).toBeUndefined();
  });
});

describe('import columns', () => {
  it('reads headers in either language, with or without the required mark', () => {
    expect(importColumnOf('产品名称*')).toBe('name');
    expect(importColumnOf(' product NAME ')).toBe('name');
    expect(importColumnOf('Category')).toBe('category');
    expect(importColumnOf('备注')).toBeUndefined();
  });
});
