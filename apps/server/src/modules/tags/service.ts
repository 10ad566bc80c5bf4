import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  TAG_OBJECT_KINDS,
  type TagCreateInput,
  type TagObjectKind,
  type TagObjectsInput,
  type TagUpdateInput,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { ShapedQuery } from '../../db/shapes';
import { objectTags, tagGroups, tags } from '../../db/schema';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { isUniqueViolation } from '../../core/db-errors';
import { recordErrors } from '../../core/record-errors';
import { existingUserIds } from '../users';
import { tagErrors } from './errors';
import * as q from './queries';
import { registerTaggableKind, taggableResolver } from './registry';

registerTaggableKind(TAG_OBJECT_KINDS.person, existingUserIds);

const pgArray = (ids: number[]) => `{${ids.join(',')}}`;

const nameTaken = (name: string) => tagErrors.TAG_NAME_TAKEN({ field: 'name', params: { name } });
const groupNameTaken = (name: string) => tagErrors.TAG_GROUP_NAME_TAKEN({ field: 'name', params: { name } });

async function unique<T>(name: string | undefined, error: (n: string) => Error, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (name && isUniqueViolation(err)) throw error(name);
    throw err;
  }
}

export async function requireTag(t: TenantDb, id: number) {
  const tag = await q.findTag(t, id);
  if (!tag) throw recordErrors.TAG_NOT_FOUND();
  return tag;
}

export async function requireGroup(t: TenantDb, id: number, field?: string) {
  const group = await q.findGroup(t, id);
  if (!group) throw tagErrors.TAG_GROUP_NOT_FOUND(field ? { field } : undefined);
  return group;
}

async function checkGroup(t: TenantDb, groupId: number | null | undefined, objectKind: number) {
  if (!groupId) return;
  const group = await requireGroup(t, groupId, 'groupId');
  if (group.objectKind !== objectKind) throw tagErrors.TAG_GROUP_KIND_MISMATCH({ field: 'groupId' });
}

export async function addTag(t: Tenant, input: TagCreateInput) {
  return unique(input.name, nameTaken, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      await checkGroup(tt, input.groupId, input.objectKind);
      if (await q.tagNamed(tt, input.objectKind, input.name)) throw nameTaken(input.name);
      const [row] = await tx
        .insert(tags)
        .values({
          enterpriseId: t.enterpriseId,
          objectKind: input.objectKind,
          name: input.name,
          color: input.color ?? null,
          groupId: input.groupId ?? null,
          sort: input.sort ?? 0,
        })
        .returning({ id: tags.id });
      return { id: row!.id };
    }),
  );
}

export async function updateTag(t: Tenant, input: TagUpdateInput) {
  await unique(input.name, nameTaken, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const tag = await requireTag(tt, input.id);
      await checkGroup(tt, input.groupId, tag.objectKind);
      if (input.name && (await q.tagNamed(tt, tag.objectKind, input.name, tag.id)))
        throw nameTaken(input.name);
      const patch = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.color === undefined ? {} : { color: input.color }),
        ...(input.groupId === undefined ? {} : { groupId: input.groupId }),
        ...(input.sort === undefined ? {} : { sort: input.sort }),
      };
      if (Object.keys(patch).length)
        await tx
          .update(tags)
          .set(patch)
          .where(mine(t, tags, eq(tags.id, tag.id)));
    }),
  );
}

/** Deletes a tag; it comes off every object that carried it. */
export async function deleteTag(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireTag(tt, id);
    await tx.delete(objectTags).where(mine(t, objectTags, eq(objectTags.tagId, id)));
    await tx.delete(tags).where(mine(t, tags, eq(tags.id, id)));
  });
}

export async function addGroup(t: Tenant, input: { objectKind: number; name: string; sort?: number }) {
  return unique(input.name, groupNameTaken, async () => {
    if (await q.groupNamed(t, input.objectKind, input.name)) throw groupNameTaken(input.name);
    const [row] = await t.db
      .insert(tagGroups)
      .values({
        enterpriseId: t.enterpriseId,
        objectKind: input.objectKind,
        name: input.name,
        sort: input.sort ?? 0,
      })
      .returning({ id: tagGroups.id });
    return { id: row!.id };
  });
}

export async function updateGroup(t: Tenant, id: number, input: { name?: string; sort?: number }) {
  await unique(input.name, groupNameTaken, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const group = await requireGroup(tt, id);
      if (input.name && (await q.groupNamed(tt, group.objectKind, input.name, id)))
        throw groupNameTaken(input.name);
      const patch = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.sort === undefined ? {} : { sort: input.sort }),
      };
      if (Object.keys(patch).length)
        await tx
          .update(tagGroups)
          .set(patch)
          .where(mine(t, tagGroups, eq(tagGroups.id, id)));
    }),
  );
}

/** Deletes a group; its tags stay, ungrouped. */
export async function deleteGroup(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireGroup(tt, id);
    await tx
      .update(tags)
      .set({ groupId: null })
      .where(mine(t, tags, eq(tags.groupId, id)));
    await tx.delete(tagGroups).where(mine(t, tagGroups, eq(tagGroups.id, id)));
  });
}

/** Tags and objects must be of the kind; objects are checked by the kind's registered resolver. */
async function checkBatch(t: TenantDb, input: TagObjectsInput) {
  const tagIds = [...new Set(input.tagIds)];
  const found = await q.tagsByIds(t, tagIds);
  if (found.length !== tagIds.length) throw recordErrors.TAG_NOT_FOUND({ field: 'tagIds' });
  if (found.some((tag) => tag.objectKind !== input.objectKind))
    throw tagErrors.TAG_KIND_MISMATCH({ field: 'tagIds' });
  const objectIds = [...new Set(input.objectIds)];
  const resolve = taggableResolver(input.objectKind as TagObjectKind);
  if (resolve && (await resolve(t, objectIds)).length !== objectIds.length)
    throw tagErrors.OBJECT_NOT_FOUND({ field: 'objectIds' });
  return { tagIds, objectIds };
}

export async function batchAdd(t: Tenant, input: TagObjectsInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const { tagIds, objectIds } = await checkBatch(tt, input);
    // one statement with two array parameters: objects × tags may exceed the bind-parameter limit
    const added = await rows(
      tx,
      sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
          select ${t.enterpriseId}, ${input.objectKind}, o.id, t.id
            from unnest(${pgArray(objectIds)}::bigint[]) as o(id) cross join unnest(${pgArray(tagIds)}::bigint[]) as t(id)
          on conflict do nothing returning 1`,
    );
    return { count: added.length };
  });
}

export async function batchRemove(t: Tenant, input: TagObjectsInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const { tagIds, objectIds } = await checkBatch(tt, input);
    const removed = await tx
      .delete(objectTags)
      .where(
        mine(
          t,
          objectTags,
          eq(objectTags.objectKind, input.objectKind),
          inArray(objectTags.objectId, objectIds),
          inArray(objectTags.tagId, tagIds),
        ),
      )
      .returning({ tagId: objectTags.tagId });
    return { count: removed.length };
  });
}

/** Tags of objects of a kind, for the modules that show them: objectId → tags. */
/**
 * The tags of the row an outer query is on, as a JSON array of { id, name, color } in tag order:
 * for a detail that reads its record and its tags in one statement. `enterpriseId` is the outer row's
 * column: the enterprise is joined column to column, not filtered here.
 */
export const objectTagsJson = (objectKind: number, enterpriseId: AnyColumn, objectId: AnyColumn) =>
  sql<{ id: number; name: string; color: string | null }[]>`(select coalesce(json_agg(
      json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.sort, t.id), '[]')
    from object_tags ot join tags t on t.enterprise_id = ot.enterprise_id and t.id = ot.tag_id
   where ${enterpriseId} = ot.enterprise_id and ot.object_kind = ${sql.raw(String(Number(objectKind)))}
     and ot.object_id = ${objectId})`;

const objectTagsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({ objectId: objectTags.objectId, id: tags.id, name: tags.name, color: tags.color })
    .from(objectTags)
    .innerJoin(tags, and(eq(tags.enterpriseId, objectTags.enterpriseId), eq(tags.id, objectTags.tagId)))
    .where(where)
    .orderBy(sql`${tags.sort}`, sql`${tags.id}`);
const objectTagsShapes = new ShapedQuery('object_tags', objectTagsQuery);

export async function tagsOfObjects(t: TenantDb, objectKind: number, objectIds: number[]) {
  if (!objectIds.length) return new Map<number, { id: number; name: string; color: string | null }[]>();
  const found = await objectTagsShapes.run(
    t.db,
    '',
    mine(
      t,
      objectTags,
      eq(objectTags.objectKind, objectKind),
      objectIds.length === 1
        ? eq(objectTags.objectId, objectIds[0]!)
        : inArray(objectTags.objectId, objectIds),
    ),
  );
  const out = new Map<number, { id: number; name: string; color: string | null }[]>();
  for (const { objectId, ...tag } of found) out.set(objectId, [...(out.get(objectId) ?? []), tag]);
  return out;
}
