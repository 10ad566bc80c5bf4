import { eq, inArray, sql } from 'drizzle-orm';
import {
  SYSTEM_SETTINGS,
  SYSTEM_SETTING_CODES,
  type SettingBatchSaveInput,
  type SettingRecoveryInput,
  type SystemSetting,
  type SystemSettingCode,
  type SystemSettingValue,
} from '@fieldline/domain';
import { systemSettings } from '../../db/schema';
import { coreErrors } from '../../core/errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { ValidationError } from '../../core/validation';

/**
 * What a module does when one of its codes changes, in the saving transaction: refuse (throw), ask
 * for a confirmation (throw CONFIRM_REQUIRED unless `confirm`), or carry out the consequence.
 */
export type SettingHook = (
  t: Tenant,
  change: { code: SystemSettingCode; from: unknown; to: unknown; confirm: boolean },
) => Promise<void>;
const hooks = new Map<SystemSettingCode, SettingHook>();
/** A module registers its hook once, at import (its index.ts). */
export const onSettingChange = (code: SystemSettingCode, hook: SettingHook) => hooks.set(code, hook);

async function savedRows(t: TenantDb, codes: readonly SystemSettingCode[]) {
  return t.db
    .select()
    .from(systemSettings)
    .where(mine(t, systemSettings, inArray(systemSettings.code, [...codes])));
}

/** The settings of these codes, saved or default, in the order asked. */
export async function settingsOf(t: TenantDb, codes: readonly SystemSettingCode[]): Promise<SystemSetting[]> {
  const saved = new Map((await savedRows(t, codes)).map((r) => [r.code, r]));
  return codes.map((code) => {
    const row = saved.get(code);
    // a saved value that no longer fits its code's schema answers the default
    const parsed = row ? SYSTEM_SETTINGS[code].schema.safeParse(row.value) : null;
    return {
      code,
      value: parsed?.success ? parsed.data : SYSTEM_SETTINGS[code].default,
      saved: Boolean(parsed?.success),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** One typed value, for other modules: `await settingValue(t, 50014)`. */
export async function settingValue<C extends SystemSettingCode>(
  t: TenantDb,
  code: C,
): Promise<SystemSettingValue<C>> {
  const [s] = await settingsOf(t, [code]);
  return s!.value as SystemSettingValue<C>;
}

export const listSettings = async (t: TenantDb) => {
  const list = await settingsOf(t, SYSTEM_SETTING_CODES);
  return { list, total: list.length };
};

async function write(t: Tenant, changes: { code: SystemSettingCode; value: unknown }[], confirm: boolean) {
  for (const { code } of changes)
    if (!t.powers.includes(SYSTEM_SETTINGS[code].write)) throw coreErrors.NO_PERMISSION();
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    // one writer at a time per enterprise and code: the rows (or their absence) are locked
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('system_settings'), ${t.enterpriseId}::int)`);
    const before = await settingsOf(
      tt,
      changes.map((c) => c.code),
    );
    for (const [i, change] of changes.entries()) {
      const from = before[i]!.value;
      const to = change.value === undefined ? SYSTEM_SETTINGS[change.code].default : change.value;
      if (JSON.stringify(from) !== JSON.stringify(to))
        await hooks.get(change.code)?.(tt, { code: change.code, from, to, confirm });
      if (change.value === undefined) {
        await tx.delete(systemSettings).where(mine(tt, systemSettings, eq(systemSettings.code, change.code)));
        continue;
      }
      await tx
        .insert(systemSettings)
        .values({
          enterpriseId: t.enterpriseId,
          code: change.code,
          value: change.value,
          updatedBy: t.user.id,
        })
        .onConflictDoUpdate({
          target: [systemSettings.enterpriseId, systemSettings.code],
          set: { value: change.value, updatedBy: t.user.id, updatedAt: new Date() },
        });
    }
    return settingsOf(
      tt,
      changes.map((c) => c.code),
    );
  });
}

/** POST /systemsetting/batchsave: each value checked by its code's schema; all or nothing. */
export function batchSave(t: Tenant, input: SettingBatchSaveInput) {
  const seen = new Set<number>();
  const changes = input.settings.map((s, i) => {
    if (seen.has(s.code))
      throw new ValidationError({
        code: 'custom',
        message: 'invalid',
        path: ['settings', i, 'code'],
        input: s.code,
      });
    seen.add(s.code);
    const parsed = SYSTEM_SETTINGS[s.code].schema.safeParse(s.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ValidationError({ ...issue, path: ['settings', i, 'value'] });
    }
    return { code: s.code, value: parsed.data as unknown };
  });
  return write(t, changes, input.confirm ?? false);
}

/** POST /systemsetting/recovery: the codes back to their defaults (their rows removed). */
export async function recoverSettings(t: Tenant, input: SettingRecoveryInput) {
  const codes = [...new Set(input.codes)];
  await write(
    t,
    codes.map((code) => ({ code, value: undefined })),
    input.confirm ?? false,
  );
  return settingsOf(t, codes);
}
