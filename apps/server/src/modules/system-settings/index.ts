/**
 * The settings store (/systemsetting, D21): typed values per code (packages/domain
 * system-settings), read by every module through `settingValue`, changed through batchsave and
 * recovery; a module reacts to a change of its code with `onSettingChange` (in the same transaction).
 */
export { systemSettingRoutes } from './routes';
export { settingValue, settingsOf, onSettingChange, type SettingHook } from './store';
export { systemSettingErrors } from './errors';
