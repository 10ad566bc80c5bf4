import { count, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { PageQuery, TravelFilter } from '@fieldline/domain';
import { userTravels } from '../../db/schema';
import { recordErrors } from '../../core/record-errors';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { userVisible } from './queries';

function where(t: TenantDb, f: TravelFilter): SQL | undefined {
  return mine(
    t,
    userTravels,
    eq(userTravels.userId, f.userId),
    f.startTime ? gte(userTravels.travelledAt, f.startTime) : undefined,
    f.endTime ? lte(userTravels.travelledAt, f.endTime) : undefined,
  );
}

/** The user must be within my data scope (personal scope: only my own records). */
async function visible(t: Tenant, userId: number) {
  if (!(await userVisible(t, userId))) throw recordErrors.USER_NOT_FOUND({ field: 'userId' });
}

export async function travelList(t: Tenant, f: TravelFilter, page: PageQuery) {
  await visible(t, f.userId);
  const [list, total] = await Promise.all([
    t.db
      .select({
        id: userTravels.id,
        userId: userTravels.userId,
        objectKind: userTravels.objectKind,
        objectId: userTravels.objectId,
        distanceMeters: userTravels.distanceMeters,
        fromText: userTravels.fromText,
        toText: userTravels.toText,
        travelledAt: userTravels.travelledAt,
      })
      .from(userTravels)
      .where(where(t, f))
      .orderBy(desc(userTravels.travelledAt), desc(userTravels.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    travelCount(t, f),
  ]);
  return { list, total };
}

const travelCount = (t: TenantDb, f: TravelFilter) =>
  t.db
    .select({ n: count() })
    .from(userTravels)
    .where(where(t, f))
    .then((r) => Number(r[0]?.n ?? 0));

export async function travelCountVisible(t: Tenant, f: TravelFilter) {
  await visible(t, f.userId);
  return travelCount(t, f);
}

/** Total distance in metres and in kilometres (a decimal string, two places, rounded in SQL). */
export async function travelTotal(t: Tenant, f: TravelFilter) {
  await visible(t, f.userId);
  const [row] = await t.db
    .select({
      meters: sum(userTravels.distanceMeters),
      kilometres: sql<string>`round(coalesce(sum(${userTravels.distanceMeters}), 0) / 1000.0, 2)::text`,
      n: count(),
    })
    .from(userTravels)
    .where(where(t, f));
  const meters = Number(row?.meters ?? 0);
  return { userId: f.userId, count: Number(row?.n ?? 0), meters, kilometres: row?.kilometres ?? '0.00' };
}
