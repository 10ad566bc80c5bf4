import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export interface UserFilter {
  keyword?: string;
  enabled?: boolean;
}

function where(enterpriseId: number, f: UserFilter): SQL | undefined {
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(users.enterpriseId, enterpriseId),
    f.enabled === undefined ? undefined : eq(users.enabled, f.enabled),
    like ? or(ilike(users.name, like), ilike(users.phone, like)) : undefined,
  );
}

const columns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  departmentId: users.departmentId,
  enabled: users.enabled,
  createdAt: users.createdAt,
};

/** One page of an enterprise's users, ordered on the (enterprise_id, created_at, id) index. */
export const listUsers = (db: Db, enterpriseId: number, f: UserFilter, page: PageQuery) =>
  db
    .select(columns)
    .from(users)
    .where(where(enterpriseId, f))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countUsers = (db: Db, enterpriseId: number, f: UserFilter) =>
  db
    .select({ n: count() })
    .from(users)
    .where(where(enterpriseId, f))
    .then((r) => Number(r[0]?.n ?? 0));

export const namesByIds = (db: Db, enterpriseId: number, ids: number[]) =>
  ids.length
    ? db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.id, ids)))
    : Promise.resolve([]);
