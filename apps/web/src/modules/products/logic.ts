import {
  IMAGE_MAX_BYTES,
  canAddChildCategory,
  findCategory,
  productFilterSchema,
  type CategoryNode,
} from '@fieldline/domain';
import { defineList } from '../../components/DataTable/list-state';
import type { ProductInput } from './api';

/** antd Tree data of the category tree: titles carry the products under each node. */
export interface CategoryTreeItem {
  key: number;
  title: string;
  disabled?: boolean;
  children: CategoryTreeItem[];
}
export function categoryTreeItems(
  nodes: readonly CategoryNode[],
  title: (node: CategoryNode) => string = (n) => `${n.name} (${n.totalProductCount})`,
): CategoryTreeItem[] {
  return nodes.map((n) => ({ key: n.id, title: title(n), children: categoryTreeItems(n.children, title) }));
}

/** antd TreeSelect data for picking a product's category; disabled categories cannot be picked. */
export interface CategoryOption {
  value: number;
  title: string;
  disabled: boolean;
  children: CategoryOption[];
}
export function categoryOptions(nodes: readonly CategoryNode[], keep?: number | null): CategoryOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: !n.enabled && n.id !== keep,
    children: categoryOptions(n.children, keep),
  }));
}

/** The nodes a category page shows: the whole tree, or the sub-tree under /categories/:id. */
export function visibleCategories(nodes: readonly CategoryNode[], rootId?: number): CategoryNode[] | null {
  if (rootId === undefined) return [...nodes];
  const root = findCategory(nodes, rootId);
  return root ? [root] : null;
}

/** Whether a node may take a sub-category (spec-business §5: at most 3 levels). */
export const mayAddChild = (node: Pick<CategoryNode, 'level'>) => canAddChildCategory(node.level);

/** Why a picked file cannot be a product image, or null: images only, at most 1 MB. */
export function imageProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!file.type.startsWith('image/')) return 'type';
  return file.size > IMAGE_MAX_BYTES ? 'size' : null;
}

/** A price for display: thousands grouped, the two decimals kept ("12800.00" → "12,800.00"). */
export function formatPrice(price: string | null | undefined): string {
  if (!price) return '';
  const [whole = '', decimals] = price.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** The form's values as the save call takes them: trimmed, blanks cleared (null). */
export function productPayload(values: Record<string, unknown>): ProductInput {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    name: typeof values.name === 'string' ? values.name.trim() : '',
    number: text(values.number),
    model: text(values.model),
    image: text(values.image),
    categoryId: typeof values.categoryId === 'number' ? values.categoryId : null,
    unit: text(values.unit),
    price: values.price === undefined || values.price === null ? null : text(String(values.price)),
    description: text(values.description),
    enabled: values.enabled !== false,
  };
}

/** /allProduct's URL: keyword and category (with its sub-categories) as the server reads them. */
export const PRODUCT_LIST = defineList({
  filters: productFilterSchema.pick({ keyword: true, categoryId: true }),
});
