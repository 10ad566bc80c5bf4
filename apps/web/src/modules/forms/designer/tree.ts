import { MULTISTAGE_LEVELS_MAX, type CascadeOption } from '@fieldline/domain';

/** A node's place in a cascade tree: its index at each level from the root. */
export type TreePath = number[];

/** The tree with `fn` applied to the children list that holds the node at `parent` + one index. */
function atList(tree: CascadeOption[], parent: TreePath, fn: (list: CascadeOption[]) => CascadeOption[]) {
  if (parent.length === 0) return fn(tree);
  const [head, ...rest] = parent;
  return tree.map((node, i): CascadeOption => {
    if (i !== head) return node;
    const children = atList(node.children ?? [], rest, fn);
    return children.length ? { ...node, children } : { label: node.label };
  });
}

export function renameNode(tree: CascadeOption[], path: TreePath, label: string) {
  const i = path.at(-1)!;
  return atList(tree, path.slice(0, -1), (list) => list.map((n, j) => (j === i ? { ...n, label } : n)));
}

export function removeNode(tree: CascadeOption[], path: TreePath) {
  const i = path.at(-1)!;
  return atList(tree, path.slice(0, -1), (list) => list.filter((_n, j) => j !== i));
}

/** Adds a node under `parent` (the root for []), unless that would make a fourth level. */
export function addNode(tree: CascadeOption[], parent: TreePath, label: string) {
  if (parent.length >= MULTISTAGE_LEVELS_MAX) return tree;
  return atList(tree, parent, (list) => [...list, { label }]);
}

/** Whether a node at `path` may have children (three levels at most). */
export const canHaveChildren = (path: TreePath) => path.length < MULTISTAGE_LEVELS_MAX;
