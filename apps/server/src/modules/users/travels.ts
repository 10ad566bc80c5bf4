import { and, count, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { PageQuery, TravelFilter } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { userTravels } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { recordErrors } from '../../core/record-errors';
import { userVisible } from './queries';

function where(enterpriseId: number, f: TravelFilter): SQL | undefined {
  return and(
    eq(userTravels.enterpriseId, enterpriseId),
    eq(userTravels.userId, f.userId),
    f.startTime ? gte(userTravels.travelledAt, f.startTime) : undefined,
    f.endTime ? lte(userTravels.travelledAt, f.endTime) : undefined,
  );
}

/** The user must be within my data scope (personal scope: only my own records). */
async function visible(db: Db, auth: Auth, userId: number) {
  if (!(await userVisible(db, auth, userId))) throw recordErrors.USER_NOT_FOUND({ field: 'userId' });
}

export async function travelList(db: Db, auth: Auth, f: TravelFilter, page: PageQuery) {
  await visible(db, auth, f.userId);
  const ep = auth.user.enterpriseId;
  const [list, total] = await Promise.all([
    db
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
      .where(where(ep, f))
      .orderBy(desc(userTravels.travelledAt), desc(userTravels.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    travelCount(db, ep, f),
  ]);
  return { list, total };
}

const travelCount = (db: Db, enterpriseId: number, f: TravelFilter) =>
  db
    .select({ n: count() })
    .from(userTravels)
    .where(where(enterpriseId, f))
    .then((r) => Number(r[0]?.n ?? 0));

export async function travelCountVisible(db: Db, auth: Auth, f: TravelFilter) {
  await visible(db, auth, f.userId);
  return travelCount(db, auth.user.enterpriseId, f);
}

/** Total distance in metres and in kilometres (a decimal string, two places, rounded in SQL). */
export async function travelTotal(db: Db, auth: Auth, f: TravelFilter) {
  await visible(db, auth, f.userId);
  const [row] = await db
    .select({
      meters: sum(userTravels.distanceMeters),
      kilometres: sql<string>`round(coalesce(sum(${userTravels.distanceMeters}), 0) / 1000.0, 2)::text`,
      n: count(),
    })
    .from(userTravels)
    .where(where(auth.user.enterpriseId, f));
  const meters = Number(row?.meters ?? 0);
  return { userId: f.userId, count: Number(row?.n ?? 0), meters, kilometres: row?.kilometres ?? '0.00' };
}
