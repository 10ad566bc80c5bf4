import { asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  KNOWLEDGE_CATEGORY_DEPTH_MAX,
  type KnowledgeCategory,
  type KnowledgeKind,
  type knowledgeCategorySaveSchema,
} from '@fieldline/domain';
import type { z } from 'zod';
import { knowledgeCategories, knowledgeItems } from '../../db/schema';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mine, mineSql, type TenantDb } from '../../core/tenant';
import { knowledgeErrors } from './errors';

type CategoryInput = z.infer<typeof knowledgeCategorySaveSchema>;

/** GET the category tree of a kind (FAQ or documents), siblings in creation order. */
export async function categoryTree(t: TenantDb, kind: KnowledgeKind): Promise<KnowledgeCategory[]> {
  const all = await t.db
    .select()
    .from(knowledgeCategories)
    .where(mine(t, knowledgeCategories, eq(knowledgeCategories.kind, kind)))
    .orderBy(asc(knowledgeCategories.id));
  const nodes = new Map<number, KnowledgeCategory>(
    all.map((c) => [
      c.id,
      { id: c.id, kind, parentId: c.parentId, name: c.name, depth: c.depth, children: [] },
    ]),
  );
  const roots: KnowledgeCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function requireCategory(t: TenantDb, id: number, kind: KnowledgeKind, field = 'categoryId') {
  const [found] = await t.db
    .select()
    .from(knowledgeCategories)
    .where(mine(t, knowledgeCategories, eq(knowledgeCategories.id, id)));
  if (!found) throw knowledgeErrors.CATEGORY_NOT_FOUND({ field });
  if (found.kind !== kind) throw knowledgeErrors.CATEGORY_KIND({ field });
  return found;
}

/** The depth of the deepest category below `id` (0 when it has none), to refuse moves past 3 levels. */
async function subtreeHeight(t: TenantDb, id: number) {
  const all = await t.db
    .select({ id: knowledgeCategories.id, parentId: knowledgeCategories.parentId })
    .from(knowledgeCategories)
    .where(mine(t, knowledgeCategories));
  const height = (node: number): number =>
    1 + Math.max(0, ...all.filter((c) => c.parentId === node).map((c) => height(c.id)));
  return height(id) - 1;
}

/**
 * Creates (no id) or renames/moves a category: at most 3 levels (SB:95), a name ≤ 8 (the schema),
 * unique among its siblings; a category cannot move under itself.
 */
export async function saveCategory(t: TenantDb, input: CategoryInput) {
  const current = input.id ? await requireCategory(t, input.id, input.kind, 'id') : undefined;
  const parent = input.parentId
    ? await requireCategory(t, input.parentId, input.kind, 'parentId')
    : undefined;
  const depth = parent ? parent.depth + 1 : 1;
  const below = current ? await subtreeHeight(t, current.id) : 0;
  if (depth + below > KNOWLEDGE_CATEGORY_DEPTH_MAX)
    throw knowledgeErrors.CATEGORY_TOO_DEEP({
      params: { max: KNOWLEDGE_CATEGORY_DEPTH_MAX },
      field: 'parentId',
    });
  if (current && parent) {
    // refuse a move under itself or one of its own descendants
    let up: number | null = parent.id;
    while (up) {
      if (up === current.id)
        throw knowledgeErrors.CATEGORY_TOO_DEEP({
          params: { max: KNOWLEDGE_CATEGORY_DEPTH_MAX },
          field: 'parentId',
        });
      const [next] = await t.db
        .select({ parentId: knowledgeCategories.parentId })
        .from(knowledgeCategories)
        .where(mine(t, knowledgeCategories, eq(knowledgeCategories.id, up)));
      up = next?.parentId ?? null;
    }
  }
  const [taken] = await t.db
    .select({ id: knowledgeCategories.id })
    .from(knowledgeCategories)
    .where(
      mine(
        t,
        knowledgeCategories,
        eq(knowledgeCategories.kind, input.kind),
        parent ? eq(knowledgeCategories.parentId, parent.id) : isNull(knowledgeCategories.parentId),
        eq(knowledgeCategories.name, input.name),
        current ? ne(knowledgeCategories.id, current.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw knowledgeErrors.CATEGORY_NAME_TAKEN({ field: 'name' });
  if (current) {
    await t.db
      .update(knowledgeCategories)
      .set({ name: input.name, parentId: parent?.id ?? null, depth })
      .where(mine(t, knowledgeCategories, eq(knowledgeCategories.id, current.id)));
    if (depth !== current.depth) await redepth(t, current.id, depth);
    return { id: current.id };
  }
  const [created] = await t.db
    .insert(knowledgeCategories)
    .values({
      enterpriseId: t.enterpriseId,
      kind: input.kind,
      parentId: parent?.id ?? null,
      name: input.name,
      depth,
    })
    .returning({ id: knowledgeCategories.id });
  return { id: created!.id };
}

async function redepth(t: TenantDb, id: number, depth: number) {
  const children = await t.db
    .select({ id: knowledgeCategories.id })
    .from(knowledgeCategories)
    .where(mine(t, knowledgeCategories, eq(knowledgeCategories.parentId, id)));
  for (const child of children) {
    await t.db
      .update(knowledgeCategories)
      .set({ depth: depth + 1 })
      .where(mine(t, knowledgeCategories, eq(knowledgeCategories.id, child.id)));
    await redepth(t, child.id, depth + 1);
  }
}

/** Deletes an empty category (no sub-categories and no live items). */
export async function deleteCategory(t: TenantDb, id: number) {
  await t.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: knowledgeCategories.id })
      .from(knowledgeCategories)
      .where(mine(t, knowledgeCategories, eq(knowledgeCategories.id, id)))
      .for('update');
    if (!found) throw knowledgeErrors.CATEGORY_NOT_FOUND({ field: 'id' });
    const [used] = await rows<{ n: number }>(
      tx,
      sql`select (select count(*) from knowledge_categories c where ${mineSql(t, 'c')} and c.parent_id = ${id})
               + (select count(*) from knowledge_items i where ${mineSql(t, 'i')} and i.category_id = ${id}
                    and i.deleted_at is null) as n`,
    );
    if (Number(used?.n ?? 0) > 0) throw knowledgeErrors.CATEGORY_IN_USE({ field: 'id' });
    await tx
      .update(knowledgeItems)
      .set({ categoryId: null })
      .where(mine(t, knowledgeItems, eq(knowledgeItems.categoryId, id)));
    await tx.delete(knowledgeCategories).where(mine(t, knowledgeCategories, eq(knowledgeCategories.id, id)));
  });
}

/** Names of categories by id (for list rows). */
export async function categoryNames(t: TenantDb, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (!wanted.length) return new Map<number, string>();
  const found = await t.db
    .select({ id: knowledgeCategories.id, name: knowledgeCategories.name })
    .from(knowledgeCategories)
    .where(mine(t, knowledgeCategories, sql`${knowledgeCategories.id} in (${idList(wanted)})`));
  return new Map(found.map((c) => [c.id, c.name]));
}

/** A category and every category below it (a list filtered by a category shows its sub-categories' items too). */
export async function categoryWithDescendants(t: TenantDb, id: number) {
  const all = await t.db
    .select({ id: knowledgeCategories.id, parentId: knowledgeCategories.parentId })
    .from(knowledgeCategories)
    .where(mine(t, knowledgeCategories));
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const c of all) if (c.parentId === out[i]) out.push(c.id);
  return out;
}
