import { sql } from 'drizzle-orm';
import {
  POOL_DEFAULTS,
  TAG_OBJECT_KINDS,
  type DurationUnit,
  type PoolAudience,
  type PoolSettings,
  type PoolSettingsInput,
} from '@fieldline/domain';
import { idArray } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { rows } from '../../db/client';
import { orderPoolSettings } from '../../db/schema';
import { orderErrors } from './errors';

/** The enterprise's pool settings, or the defaults while it has saved none. */
export async function poolSettingsOf(t: TenantDb): Promise<PoolSettings> {
  const [row] = await t.db.select().from(orderPoolSettings).where(mine(t, orderPoolSettings));
  if (!row) return POOL_DEFAULTS;
  return {
    audience: row.audience as PoolAudience,
    teamIds: row.teamIds.map(Number),
    tagIds: row.tagIds.map(Number),
    hideOthers: row.hideOthers,
    duration: row.duration,
    durationUnit: row.durationUnit as DurationUnit,
    grabCap: row.grabCap,
    giveBack: row.giveBack,
    giveBackUnit: row.giveBackUnit as DurationUnit,
  };
}

/** The settings as the page shows them: with the names of the chosen teams and tags. */
export async function poolSettingsView(t: TenantDb) {
  const s = await poolSettingsOf(t);
  const [names] = await rows<{ teams: { id: number; name: string }[]; tags: { id: number; name: string }[] }>(
    t.db,
    sql`select
      coalesce((select json_agg(json_build_object('id', st.id, 'name', st.name) order by st.name) from service_teams st
                 where ${mineSql(t, 'st')} and st.id = any(${idArray(s.teamIds)})), '[]') as teams,
      coalesce((select json_agg(json_build_object('id', tg.id, 'name', tg.name) order by tg.name) from tags tg
                 where ${mineSql(t, 'tg')} and tg.object_kind = ${TAG_OBJECT_KINDS.person}
                   and tg.id = any(${idArray(s.tagIds)})), '[]') as tags`,
  );
  return { ...s, teams: names!.teams.map(named), tags: names!.tags.map(named) };
}
const named = (r: { id: number; name: string }) => ({ id: Number(r.id), name: r.name });

/** Every chosen team and person tag must be the enterprise's (400 naming the field otherwise). */
async function checkRefs(t: TenantDb, teamIds: number[], tagIds: number[]) {
  const [found] = await rows<{ teams: number; tags: number }>(
    t.db,
    sql`select
      (select count(*)::int from service_teams st where ${mineSql(t, 'st')} and st.id = any(${idArray(teamIds)})) as teams,
      (select count(*)::int from tags tg where ${mineSql(t, 'tg')} and tg.object_kind = ${TAG_OBJECT_KINDS.person}
         and tg.id = any(${idArray(tagIds)})) as tags`,
  );
  if (found!.teams !== teamIds.length) throw orderErrors.POOL_TEAM_NOT_FOUND({ field: 'teamIds' });
  if (found!.tags !== tagIds.length) throw orderErrors.POOL_TAG_NOT_FOUND({ field: 'tagIds' });
}

/**
 * PUT /v2/order/pool/settings. New durations apply to orders pooled from now on; an order already in
 * the pool keeps the return time it was given (docs/decisions.md).
 */
export async function savePoolSettings(t: Tenant, input: PoolSettingsInput) {
  const values = {
    ...input,
    teamIds: [...new Set(input.teamIds)],
    tagIds: [...new Set(input.tagIds)],
  };
  await checkRefs(t, values.teamIds, values.tagIds);
  await t.db
    .insert(orderPoolSettings)
    .values({ enterpriseId: t.enterpriseId, ...values, updatedBy: t.user.id })
    .onConflictDoUpdate({
      target: orderPoolSettings.enterpriseId,
      set: { ...values, updatedBy: t.user.id, updatedAt: sql`now()` },
    });
  return poolSettingsView(t);
}
