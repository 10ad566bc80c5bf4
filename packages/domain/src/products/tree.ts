import { CATEGORY_LEVEL_MAX, CATEGORY_PATH_SEPARATOR } from './limits';
import type { CategoryNode } from './product.schema';

/** A category row as stored, with the products placed directly in it. */
export interface CategoryRecord {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  sort: number;
  enabled: boolean;
  productCount: number;
}

/** The tree of category rows (ordered by sort, then id), with product counts summed upwards. */
export function buildCategoryTree(rows: readonly CategoryRecord[]): CategoryNode[] {
  const ordered = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const nodes = new Map<number, CategoryNode>(
    ordered.map((r) => [r.id, { ...r, totalProductCount: 0, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const total = (n: CategoryNode): number =>
    (n.totalProductCount = n.productCount + n.children.reduce((s, c) => s + total(c), 0));
  roots.forEach(total);
  return roots;
}

/** Every node, depth first. */
export function flattenCategories(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flattenCategories(n.children)]);
}

export const findCategory = (nodes: readonly CategoryNode[], id: number) =>
  flattenCategories(nodes).find((n) => n.id === id);

/** The path of every category from the top, joined by '/' ("空调/家用空调/挂机"). */
export function categoryPaths(nodes: readonly CategoryNode[]): Map<number, string> {
  const out = new Map<number, string>();
  const visit = (list: readonly CategoryNode[], prefix: string) => {
    for (const n of list) {
      const path = prefix ? `${prefix}${CATEGORY_PATH_SEPARATOR}${n.name}` : n.name;
      out.set(n.id, path);
      visit(n.children, path);
    }
  };
  visit(nodes, '');
  return out;
}

/** spec-business §5: categories nest at most 3 levels, so only levels 1-2 take children. */
export const canAddChildCategory = (level: number) => level < CATEGORY_LEVEL_MAX;

/** A category can be deleted once it has no sub-categories and no products. */
export const canDeleteCategory = (node: Pick<CategoryNode, 'children' | 'productCount'>) =>
  node.children.length === 0 && node.productCount === 0;

/** A path as written in an import cell: separators with or without spaces, full-width slashes. */
export const normaliseCategoryPath = (text: string) =>
  text
    .split(/[/／]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(CATEGORY_PATH_SEPARATOR);

/**
 * Finds the category an import cell names: its full path, or a bare name that only one category
 * carries. Answers undefined when none or several match.
 */
export function resolveCategoryPath(paths: ReadonlyMap<number, string>, text: string): number | undefined {
  const wanted = normaliseCategoryPath(text);
  if (!wanted) return undefined;
  for (const [id, path] of paths) if (path === wanted) return id;
  if (wanted.includes(CATEGORY_PATH_SEPARATOR)) return undefined;
  const byName = [...paths].filter(([, path]) => path.split(CATEGORY_PATH_SEPARATOR).at(-1) === wanted);
  return byName.length === 1 ? byName[0]![0] : undefined;
}
