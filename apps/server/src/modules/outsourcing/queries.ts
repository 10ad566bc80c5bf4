import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { outsourceProviders } from '../../db/schema';
import { likePattern } from '../../core/sql';

const staffCount = sql<number>`(select count(*)::int from users u
  where u.enterprise_id = outsource_providers.enterprise_id and u.provider_id = outsource_providers.id)`;

const columns = {
  id: outsourceProviders.id,
  name: outsourceProviders.name,
  contactName: outsourceProviders.contactName,
  contactPhone: outsourceProviders.contactPhone,
  teamId: outsourceProviders.teamId,
  description: outsourceProviders.description,
  enabled: outsourceProviders.enabled,
  createdAt: outsourceProviders.createdAt,
  staffCount,
};

export const findProvider = (db: Db, enterpriseId: number, id: number) =>
  db
    .select(columns)
    .from(outsourceProviders)
    .where(and(eq(outsourceProviders.enterpriseId, enterpriseId), eq(outsourceProviders.id, id)))
    .then((r) => r[0]);

export interface ProviderFilter {
  keyword?: string;
  enabled?: boolean;
}
const where = (enterpriseId: number, f: ProviderFilter): SQL | undefined =>
  and(
    eq(outsourceProviders.enterpriseId, enterpriseId),
    f.enabled === undefined ? undefined : eq(outsourceProviders.enabled, f.enabled),
    f.keyword
      ? or(
          ilike(outsourceProviders.name, likePattern(f.keyword)),
          ilike(outsourceProviders.contactPhone, likePattern(f.keyword)),
        )
      : undefined,
  );

/** One page of providers, in the order of the (enterprise_id, name) unique index. */
export async function listProviders(db: Db, enterpriseId: number, f: ProviderFilter, page: PageQuery) {
  const [list, total] = await Promise.all([
    db
      .select(columns)
      .from(outsourceProviders)
      .where(where(enterpriseId, f))
      .orderBy(asc(outsourceProviders.name), asc(outsourceProviders.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    db
      .select({ n: count() })
      .from(outsourceProviders)
      .where(where(enterpriseId, f))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const providerNamed = (db: Db, enterpriseId: number, name: string, exceptId = 0) =>
  db
    .select({ id: outsourceProviders.id })
    .from(outsourceProviders)
    .where(
      and(
        eq(outsourceProviders.enterpriseId, enterpriseId),
        eq(outsourceProviders.name, name),
        sql`${outsourceProviders.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);
