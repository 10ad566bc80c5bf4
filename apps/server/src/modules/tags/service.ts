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
import type { Auth } from '../../core/auth';
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

export async function requireTag(db: Db, enterpriseId: number, id: number) {
  const tag = await q.findTag(db, enterpriseId, id);
  if (!tag) throw recordErrors.TAG_NOT_FOUND();
  return tag;
}

export async function requireGroup(db: Db, enterpriseId: number, id: number, field?: string) {
  const group = await q.findGroup(db, enterpriseId, id);
  if (!group) throw tagErrors.TAG_GROUP_NOT_FOUND(field ? { field } : undefined);
  return group;
}

async function checkGroup(
  tx: Db,
  enterpriseId: number,
  groupId: number | null | undefined,
  objectKind: number,
) {
  if (!groupId) return;
  const group = await requireGroup(tx, enterpriseId, groupId, 'groupId');
  if (group.objectKind !== objectKind) throw tagErrors.TAG_GROUP_KIND_MISMATCH({ field: 'groupId' });
}

export async function addTag(db: Db, auth: Auth, input: TagCreateInput) {
  const ep = auth.user.enterpriseId;
  return unique(input.name, nameTaken, () =>
    db.transaction(async (tx) => {
      await checkGroup(tx, ep, input.groupId, input.objectKind);
      if (await q.tagNamed(tx, ep, input.objectKind, input.name)) throw nameTaken(input.name);
      const [row] = await tx
        .insert(tags)
        .values({
          enterpriseId: ep,
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

export async function updateTag(db: Db, auth: Auth, input: TagUpdateInput) {
  const ep = auth.user.enterpriseId;
  await unique(input.name, nameTaken, () =>
    db.transaction(async (tx) => {
      const tag = await requireTag(tx, ep, input.id);
      await checkGroup(tx, ep, input.groupId, tag.objectKind);
      if (input.name && (await q.tagNamed(tx, ep, tag.objectKind, input.name, tag.id)))
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
          .where(and(eq(tags.enterpriseId, ep), eq(tags.id, tag.id)));
    }),
  );
}

/** Deletes a tag; it comes off every object that carried it. */
export async function deleteTag(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    await requireTag(tx, ep, id);
    await tx.delete(objectTags).where(and(eq(objectTags.enterpriseId, ep), eq(objectTags.tagId, id)));
    await tx.delete(tags).where(and(eq(tags.enterpriseId, ep), eq(tags.id, id)));
  });
}

export async function addGroup(
  db: Db,
  auth: Auth,
  input: { objectKind: number; name: string; sort?: number },
) {
  const ep = auth.user.enterpriseId;
  return unique(input.name, groupNameTaken, async () => {
    if (await q.groupNamed(db, ep, input.objectKind, input.name)) throw groupNameTaken(input.name);
    const [row] = await db
      .insert(tagGroups)
      .values({ enterpriseId: ep, objectKind: input.objectKind, name: input.name, sort: input.sort ?? 0 })
      .returning({ id: tagGroups.id });
    return { id: row!.id };
  });
}

export async function updateGroup(db: Db, auth: Auth, id: number, input: { name?: string; sort?: number }) {
  const ep = auth.user.enterpriseId;
  await unique(input.name, groupNameTaken, () =>
    db.transaction(async (tx) => {
      const group = await requireGroup(tx, ep, id);
      if (input.name && (await q.groupNamed(tx, ep, group.objectKind, input.name, id)))
        throw groupNameTaken(input.name);
      const patch = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.sort === undefined ? {} : { sort: input.sort }),
      };
      if (Object.keys(patch).length)
        await tx
          .update(tagGroups)
          .set(patch)
          .where(and(eq(tagGroups.enterpriseId, ep), eq(tagGroups.id, id)));
    }),
  );
}

/** Deletes a group; its tags stay, ungrouped. */
export async function deleteGroup(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    await requireGroup(tx, ep, id);
    await tx
      .update(tags)
      .set({ groupId: null })
      .where(and(eq(tags.enterpriseId, ep), eq(tags.groupId, id)));
    await tx.delete(tagGroups).where(and(eq(tagGroups.enterpriseId, ep), eq(tagGroups.id, id)));
  });
}

/** Tags and objects must be of the kind; objects are checked by the kind's registered resolver. */
async function checkBatch(tx: Db, enterpriseId: number, input: TagObjectsInput) {
  const tagIds = [...new Set(input.tagIds)];
  const found = await q.tagsByIds(tx, enterpriseId, tagIds);
  if (found.length !== tagIds.length) throw recordErrors.TAG_NOT_FOUND({ field: 'tagIds' });
  if (found.some((t) => t.objectKind !== input.objectKind))
    throw tagErrors.TAG_KIND_MISMATCH({ field: 'tagIds' });
  const objectIds = [...new Set(input.objectIds)];
  const resolve = taggableResolver(input.objectKind as TagObjectKind);
  if (resolve && (await resolve(tx, enterpriseId, objectIds)).length !== objectIds.length)
    throw tagErrors.OBJECT_NOT_FOUND({ field: 'objectIds' });
  return { tagIds, objectIds };
}

export async function batchAdd(db: Db, auth: Auth, input: TagObjectsInput) {
  const ep = auth.user.enterpriseId;
  return db.transaction(async (tx) => {
    const { tagIds, objectIds } = await checkBatch(tx, ep, input);
    // one statement with two array parameters: objects × tags may exceed the bind-parameter limit
    const added = await rows(
      tx,
      sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
          select ${ep}, ${input.objectKind}, o.id, t.id
            from unnest(${pgArray(objectIds)}::bigint[]) as o(id) cross join unnest(${pgArray(tagIds)}::bigint[]) as t(id)
          on conflict do nothing returning 1`,
    );
    return { count: added.length };
  });
}

export async function batchRemove(db: Db, auth: Auth, input: TagObjectsInput) {
  const ep = auth.user.enterpriseId;
  return db.transaction(async (tx) => {
    const { tagIds, objectIds } = await checkBatch(tx, ep, input);
    const removed = await tx
      .delete(objectTags)
      .where(
        and(
          eq(objectTags.enterpriseId, ep),
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
 * for a detail that reads its record and its tags in one statement.
 */
export const objectTagsJson = (objectKind: number, enterpriseId: AnyColumn, objectId: AnyColumn) =>
  sql<{ id: number; name: string; color: string | null }[]>`(select coalesce(json_agg(
      json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.sort, t.id), '[]')
    from object_tags ot join tags t on t.enterprise_id = ot.enterprise_id and t.id = ot.tag_id
   where ot.enterprise_id = ${enterpriseId} and ot.object_kind = ${sql.raw(String(Number(objectKind)))}
     and ot.object_id = ${objectId})`;

const objectTagsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({ objectId: objectTags.objectId, id: tags.id, name: tags.name, color: tags.color })
    .from(objectTags)
    .innerJoin(tags, and(eq(tags.enterpriseId, objectTags.enterpriseId), eq(tags.id, objectTags.tagId)))
    .where(where)
    .orderBy(sql`${tags.sort}`, sql`${tags.id}`);
const objectTagsShapes = new ShapedQuery('object_tags', objectTagsQuery);

export async function tagsOfObjects(db: Db, enterpriseId: number, objectKind: number, objectIds: number[]) {
  if (!objectIds.length) return new Map<number, { id: number; name: string; color: string | null }[]>();
  const found = await objectTagsShapes.run(
    db,
    '',
    and(
      eq(objectTags.enterpriseId, enterpriseId),
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
