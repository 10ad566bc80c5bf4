import { DEFAULT_ROLES, TEAM_LEVEL_MAX, type Locale, type PermissionGroup } from '@fieldline/domain';

/** Any node with children, as the department and team trees answer. */
export interface TreeLike<N> {
  id: number;
  name: string;
  children: N[];
}

/** Depth-first list of all nodes. */
export function flattenTree<N extends TreeLike<N>>(nodes: readonly N[]): N[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}

export function findNode<N extends TreeLike<N>>(nodes: readonly N[], id: number): N | undefined {
  return flattenTree(nodes).find((n) => n.id === id);
}

/** The ids of a node and everything under it. */
export function subtreeIds<N extends TreeLike<N>>(node: N): Set<number> {
  return new Set(flattenTree([node]).map((n) => n.id));
}

/** Height of a subtree: 1 for a leaf. */
export function subtreeHeight<N extends TreeLike<N>>(node: N): number {
  return 1 + Math.max(0, ...node.children.map((c) => subtreeHeight(c)));
}

export interface PickerNode {
  value: number;
  title: string;
  disabled?: boolean;
  children: PickerNode[];
}

/**
 * The tree a parent picker shows: the node being moved (`movingId`) and its descendants cannot be
 * picked, since a node cannot move under itself.
 */
export function parentPickerTree<N extends TreeLike<N>>(
  nodes: readonly N[],
  movingId?: number,
): PickerNode[] {
  const moving = movingId === undefined ? undefined : findNode(nodes, movingId);
  const blocked = moving ? subtreeIds(moving) : new Set<number>();
  const map = (n: N): PickerNode => ({
    value: n.id,
    title: n.name,
    disabled: blocked.has(n.id),
    children: n.children.map(map),
  });
  return nodes.map(map);
}

/**
 * Team parents a team may take: at most TEAM_LEVEL_MAX levels in all, so a parent at level L
 * takes a subtree of height H only when L + H <= TEAM_LEVEL_MAX. New teams have height 1.
 */
export function teamParentTree<N extends TreeLike<N> & { level: number }>(
  nodes: readonly N[],
  movingId?: number,
): PickerNode[] {
  const moving = movingId === undefined ? undefined : findNode(nodes, movingId);
  const blocked = moving ? subtreeIds(moving) : new Set<number>();
  const height = moving ? subtreeHeight(moving) : 1;
  const map = (n: N): PickerNode => ({
    value: n.id,
    title: n.name,
    disabled: blocked.has(n.id) || n.level + height > TEAM_LEVEL_MAX,
    children: n.children.map(map),
  });
  return nodes.map(map);
}

/* ---------- Permission tree (role editor) ---------- */

export const GROUP_KEY_PREFIX = 'group:';

export interface PermissionTreeNode {
  key: string;
  title: string;
  children?: PermissionTreeNode[];
}

/** The antd Tree data of the permission groups, in the language on screen. */
export function permissionTreeData(groups: readonly PermissionGroup[], locale: Locale): PermissionTreeNode[] {
  return groups.map((g) => ({
    key: `${GROUP_KEY_PREFIX}${g.key}`,
    title: g.name[locale],
    children: g.permissions.map((p) => ({ key: p.code, title: `${p.name[locale]}` })),
  }));
}

/**
 * The checked keys the antd Tree takes for a role's codes: leaves only (antd derives the groups'
 * full and half states); codes the tree does not show are left out.
 */
export function checkedKeysOf(groups: readonly PermissionGroup[], codes: readonly string[]): string[] {
  const known = new Set(groups.flatMap((g) => g.permissions.map((p) => p.code)));
  return codes.filter((c) => known.has(c));
}

/** The codes to save from the Tree's checked keys: group keys dropped, each code once, in tree order. */
export function codesOfChecked(groups: readonly PermissionGroup[], checked: readonly string[]): string[] {
  const set = new Set(checked);
  return groups
    .flatMap((g) => g.permissions.map((p) => p.code))
    .filter((c, i, all) => set.has(c) && all.indexOf(c) === i);
}

/** How a group shows in a summary: all, some or none of its codes. */
export function groupState(group: PermissionGroup, codes: readonly string[]): 'all' | 'some' | 'none' {
  const set = new Set(codes);
  const n = group.permissions.filter((p) => set.has(p.code)).length;
  return n === 0 ? 'none' : n === group.permissions.length ? 'all' : 'some';
}

/* ---------- Roles ---------- */

/**
 * A built-in role shows its name in the language on screen while it still carries its default name
 * (in either language); a renamed built-in role and custom roles show their own name.
 */
export function roleDisplayName(
  role: { name: string; type: number | null; builtIn?: boolean },
  locale: Locale,
): string {
  if (role.builtIn === false || role.type === null) return role.name;
  const def = DEFAULT_ROLES.find((r) => r.type === role.type);
  if (!def) return role.name;
  return Object.values(def.name).includes(role.name) ? def.name[locale] : role.name;
}
