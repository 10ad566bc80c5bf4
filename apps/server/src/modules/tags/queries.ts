import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import { tagGroups, tags } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type TenantDb } from '../../core/tenant';

export const tagColumns = {
  id: tags.id,
  objectKind: tags.objectKind,
  groupId: tags.groupId,
  groupName: tagGroups.name,
  name: tags.name,
  color: tags.color,
  sort: tags.sort,
  createdAt: tags.createdAt,
};
const groupJoin = and(eq(tagGroups.enterpriseId, tags.enterpriseId), eq(tagGroups.id, tags.groupId));

export const findTag = (t: TenantDb, id: number) =>
  t.db
    .select(tagColumns)
    .from(tags)
    .leftJoin(tagGroups, groupJoin)
    .where(mine(t, tags, eq(tags.id, id)))
    .then((r) => r[0]);

export interface TagFilter {
  objectKind: number;
  groupId?: number;
  keyword?: string;
}
const where = (t: TenantDb, f: TagFilter): SQL | undefined =>
  mine(
    t,
    tags,
    eq(tags.objectKind, f.objectKind),
    f.groupId ? eq(tags.groupId, f.groupId) : undefined,
    f.keyword ? ilike(tags.name, likePattern(f.keyword)) : undefined,
  );

/** One page of a kind's tags, ordered by group (ungrouped last), then the tags' own order. */
export async function listTags(t: TenantDb, f: TagFilter, page: PageQuery) {
  const [list, total] = await Promise.all([
    t.db
      .select(tagColumns)
      .from(tags)
      .leftJoin(tagGroups, groupJoin)
      .where(where(t, f))
      .orderBy(
        sql`${tagGroups.sort} asc nulls last`,
        sql`${tagGroups.id} asc nulls last`,
        asc(tags.sort),
        asc(tags.id),
      )
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(tags)
      .where(where(t, f))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const tagsByIds = (t: TenantDb, ids: number[]) =>
  t.db
    .select({ id: tags.id, objectKind: tags.objectKind })
    .from(tags)
    .where(mine(t, tags, inArray(tags.id, ids)));

export const tagNamed = (t: TenantDb, objectKind: number, name: string, exceptId = 0) =>
  t.db
    .select({ id: tags.id })
    .from(tags)
    .where(
      mine(t, tags, eq(tags.objectKind, objectKind), eq(tags.name, name), sql`${tags.id} <> ${exceptId}`),
    )
    .limit(1)
    .then((r) => r.length > 0);

const groupColumns = {
  id: tagGroups.id,
  objectKind: tagGroups.objectKind,
  name: tagGroups.name,
  sort: tagGroups.sort,
  tagCount: sql<number>`(select count(*)::int from tags t where t.enterprise_id = tag_groups.enterprise_id and t.group_id = tag_groups.id)`,
};

export const findGroup = (t: TenantDb, id: number) =>
  t.db
    .select(groupColumns)
    .from(tagGroups)
    .where(mine(t, tagGroups, eq(tagGroups.id, id)))
    .then((r) => r[0]);

export async function listGroups(t: TenantDb, objectKind: number, page: PageQuery) {
  const w = mine(t, tagGroups, eq(tagGroups.objectKind, objectKind));
  const [list, total] = await Promise.all([
    t.db
      .select(groupColumns)
      .from(tagGroups)
      .where(w)
      .orderBy(asc(tagGroups.sort), asc(tagGroups.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(tagGroups)
      .where(w)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const groupNamed = (t: TenantDb, objectKind: number, name: string, exceptId = 0) =>
  t.db
    .select({ id: tagGroups.id })
    .from(tagGroups)
    .where(
      mine(
        t,
        tagGroups,
        eq(tagGroups.objectKind, objectKind),
        eq(tagGroups.name, name),
        sql`${tagGroups.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);
