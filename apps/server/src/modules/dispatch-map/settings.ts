import { eq } from 'drizzle-orm';
import { SCHEDULE_AHEAD_DAYS_MAX, type MapSettings, type MapSettingsInput } from '@fieldline/domain';
import { mine, type TenantDb } from '../../core/tenant';
import { mapSettings } from '../../db/schema';
import { dispatchMapErrors } from './errors';

const DEFAULTS: MapSettings = {
  mapDispatch: true,
  positionReports: false,
  tileUrl: null,
  scheduleAheadDays: SCHEDULE_AHEAD_DAYS_MAX,
};

/** The enterprise's map settings, defaults when it never saved them. */
export async function settingsOf(t: TenantDb): Promise<MapSettings> {
  const [row] = await t.db
    .select({
      mapDispatch: mapSettings.mapDispatch,
      positionReports: mapSettings.positionReports,
      tileUrl: mapSettings.tileUrl,
      scheduleAheadDays: mapSettings.scheduleAheadDays,
    })
    .from(mapSettings)
    .where(mine(t, mapSettings));
  return row
    ? { ...row, scheduleAheadDays: row.scheduleAheadDays as MapSettings['scheduleAheadDays'] }
    : DEFAULTS;
}

export async function saveSettings(t: TenantDb, input: MapSettingsInput): Promise<MapSettings> {
  const values = { ...input, updatedAt: new Date() };
  await t.db
    .insert(mapSettings)
    .values({ enterpriseId: t.enterpriseId, ...values })
    .onConflictDoUpdate({ target: mapSettings.enterpriseId, set: values });
  return settingsOf(t);
}

/** SB:143 "map dispatch not supported" where the enterprise has turned it off. */
export async function requireMapDispatch(t: TenantDb) {
  if (!(await settingsOf(t)).mapDispatch) throw dispatchMapErrors.MAP_DISPATCH_OFF();
}

export const settingsWhere = (t: TenantDb) =>
  mine(t, mapSettings, eq(mapSettings.enterpriseId, t.enterpriseId));
