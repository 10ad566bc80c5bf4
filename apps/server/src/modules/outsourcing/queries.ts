import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fieldline/domain';
import { outsourceProviders } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type TenantDb } from '../../core/tenant';

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

export const findProvider = (t: TenantDb, id: number) =>
  t.db
    .select(columns)
    .from(outsourceProviders)
    .where(mine(t, outsourceProviders, eq(outsourceProviders.id, id)))
    .then((r) => r[0]);

export interface ProviderFilter {
  keyword?: string;
  enabled?: boolean;
}
const where = (t: TenantDb, f: ProviderFilter): SQL =>
  mine(
    t,
    outsourceProviders,
    f.enabled === undefined ? undefined : eq(outsourceProviders.enabled, f.enabled),
    f.keyword
      ? or(
          ilike(outsourceProviders.name, likePattern(f.keyword)),
          ilike(outsourceProviders.contactPhone, likePattern(f.keyword)),
        )
      : undefined,
  );

/** One page of providers, in the order of the (enterprise_id, name) unique index. */
export async function listProviders(t: TenantDb, f: ProviderFilter, page: PageQuery) {
  const [list, total] = await Promise.all([
    t.db
      .select(columns)
      .from(outsourceProviders)
      .where(where(t, f))
      .orderBy(asc(outsourceProviders.name), asc(outsourceProviders.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(outsourceProviders)
      .where(where(t, f))
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const providerNamed = (t: TenantDb, name: string, exceptId = 0) =>
  t.db
    .select({ id: outsourceProviders.id })
    .from(outsourceProviders)
    .where(
      mine(
        t,
        outsourceProviders,
        eq(outsourceProviders.name, name),
        sql`${outsourceProviders.id} <> ${exceptId}`,
      ),
    )
    .limit(1)
    .then((r) => r.length > 0);
