import { sql } from 'drizzle-orm';
import { WARRANTY_LEAD_DAYS_DEFAULT, type NamedRef, type NoticeSettings } from '@fieldline/domain';
import { noticeSettings } from '../../db/schema';
import { mine, type TenantDb } from '../../core/tenant';
import { checkAudience, namesOf } from './audience';

export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  todoEnabled: true,
  warrantyEnabled: true,
  warrantyLeadDays: WARRANTY_LEAD_DAYS_DEFAULT,
  warrantyToOwner: true,
  warrantyRoleIds: [],
};

/** The enterprise's settings, or the defaults while it has saved none. */
export async function settingsOf(t: TenantDb): Promise<NoticeSettings> {
  const [row] = await t.db.select().from(noticeSettings).where(mine(t, noticeSettings));
  if (!row) return DEFAULT_NOTICE_SETTINGS;
  return {
    todoEnabled: row.todoEnabled,
    warrantyEnabled: row.warrantyEnabled,
    warrantyLeadDays: row.warrantyLeadDays,
    warrantyToOwner: row.warrantyToOwner,
    warrantyRoleIds: row.warrantyRoleIds.map(Number),
  };
}

/** The settings as the page shows them: with the names of the roles. */
export async function settingsView(t: TenantDb): Promise<NoticeSettings & { warrantyRoles: NamedRef[] }> {
  const s = await settingsOf(t);
  return { ...s, warrantyRoles: await namesOf(t, 'roles', s.warrantyRoleIds) };
}

export async function saveSettings(t: TenantDb, input: NoticeSettings) {
  const roleIds = [...new Set(input.warrantyRoleIds)];
  await checkAudience(t, { roleIds, teamIds: [], userIds: [] }, { roles: 'warrantyRoleIds' });
  const values = { ...input, warrantyRoleIds: roleIds };
  await t.db
    .insert(noticeSettings)
    .values({ enterpriseId: t.enterpriseId, ...values })
    .onConflictDoUpdate({ target: noticeSettings.enterpriseId, set: { ...values, updatedAt: sql`now()` } });
  return settingsView(t);
}
