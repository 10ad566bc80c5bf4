import { sql, type SQL } from 'drizzle-orm';
import { STATS_TIME_ZONE, TAG_OBJECT_KINDS } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { scopeByUser, type ScopeActor } from '../../core/scope';
import { mineSql } from '../../core/tenant';

/**
 * The mileage statistics' reads (issue 28, /mileageStatistics): sums over the travelled-distance
 * records (user_travels, what /user/object/travelled/* lists; map dispatch records a leg between two
 * positions reported on an order) travelled on the days `from`-`to` (the enterprise's days), within
 * the asker's data scope (the traveller). Filters: engineer (the traveller), team (a member of it),
 * template (legs on orders of that template only).
 */
export interface TravelFilter {
  from: string;
  to: string;
  templateId?: number;
  engineerId?: number;
  teamId?: number;
}
export type TravelScope = ScopeActor & { db: Db };
export interface TravelTally {
  /** A user id, a day (`YYYY-MM-DD`) or 'all'. */
  key: string;
  /** The user's name (with 'user'). */
  name: string | null;
  metres: number;
  legs: number;
  orders: number;
}

const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

function whereOf(s: TravelScope, f: TravelFilter): SQL {
  const ep = s.user.enterpriseId;
  const parts: SQL[] = [
    mineSql(ep, 'ut'),
    sql`ut.travelled_at >= (${f.from}::date)::timestamp at time zone ${TZ}`,
    sql`ut.travelled_at < (${f.to}::date + 1)::timestamp at time zone ${TZ}`,
  ];
  const scope = scopeByUser(s, sql`ut.user_id`);
  if (scope) parts.push(scope);
  if (f.engineerId) parts.push(sql`ut.user_id = ${f.engineerId}`);
  if (f.teamId)
    parts.push(sql`ut.user_id in (select tm.user_id from team_members tm
                     where ${mineSql(ep, 'tm')} and tm.team_id = ${f.teamId})`);
  if (f.templateId)
    parts.push(sql`ut.object_kind = ${TAG_OBJECT_KINDS.order}
                   and ut.object_id in (select o.id from orders o where ${mineSql(ep, 'o')} and o.template_id = ${f.templateId})`);
  return sql.join(parts, sql` and `);
}

/**
 * Distance (metres), legs and orders travelled on, per traveller (by distance, most first) or in all.
 * Grouped by the raw user id and named after grouping (one name lookup per traveller, not per leg).
 */
export function travelTallies(s: TravelScope, f: TravelFilter, by: 'user' | 'all') {
  const tallies = sql`select ${by === 'user' ? sql`ut.user_id` : sql`null::bigint`} as user_id,
                             coalesce(sum(ut.distance_meters), 0)::float8 as metres, count(*)::int as legs,
                             count(distinct ut.object_id) filter (where ut.object_kind = ${TAG_OBJECT_KINDS.order})::int as orders
                        from user_travels ut where ${whereOf(s, f)}
                       ${by === 'user' ? sql`group by ut.user_id` : sql``}`;
  return rows<TravelTally>(
    s.db,
    sql`select coalesce(t.user_id::text, 'all') as key, u.name, t.metres, t.legs, t.orders
          from (${tallies}) t
          left join users u on u.enterprise_id = ${s.user.enterpriseId} and u.id = t.user_id
         order by t.metres desc, t.user_id`,
  );
}

export interface TravelDay {
  /** `YYYY-MM-DD`, the enterprise's day. */
  day: string;
  metres: number;
  legs: number;
}

/** Distance (metres) and legs per day travelled on, by day. */
export function travelDays(s: TravelScope, f: TravelFilter) {
  return rows<TravelDay>(
    s.db,
    sql`select to_char(t.day, 'YYYY-MM-DD') as day, t.metres, t.legs
          from (select (ut.travelled_at at time zone ${TZ})::date as day,
                       coalesce(sum(ut.distance_meters), 0)::float8 as metres, count(*)::int as legs
                  from user_travels ut where ${whereOf(s, f)} group by 1) t
         order by t.day`,
  );
}
