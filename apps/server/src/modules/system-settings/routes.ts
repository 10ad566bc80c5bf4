import {
  SIGNED_IN,
  settingBatchSaveSchema,
  settingCodeQuerySchema,
  settingCodesQuerySchema,
  settingRecoverySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { batchSave, listSettings, recoverSettings, settingsOf } from './store';

const tags = ['systemSettings'];

/**
 * The settings store (spec-shell "/systemsetting list, getByCode, getByCodes, batchsave, recovery").
 * Reading is for every signed-in user (screens read their parameters); changing a code needs the
 * permission its definition names (packages/domain system-settings), checked per code.
 */
export const systemSettingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/systemsetting/list',
    access: SIGNED_IN,
    tags,
    summary: 'Every known setting code with its value (saved or default)',
    handler: ({ tenant }) => listSettings(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/systemsetting/getByCode',
    access: SIGNED_IN,
    tags,
    summary: "One setting's value by code (e.g. 50014, the default spare store)",
    query: settingCodeQuerySchema,
    handler: async ({ tenant, query }) => (await settingsOf(tenant, [query.code]))[0],
  }),
  defineRoute({
    method: 'GET',
    url: '/systemsetting/getByCodes',
    access: SIGNED_IN,
    tags,
    summary: 'Settings by codes joined with commas, in the order asked',
    query: settingCodesQuerySchema,
    handler: ({ tenant, query }) => settingsOf(tenant, [...new Set(query.codes)]),
  }),
  defineRoute({
    method: 'POST',
    url: '/systemsetting/batchsave',
    access: SIGNED_IN,
    tags,
    summary:
      "Save several settings at once, each checked by its code's type and permission; a change with consequences needs confirm",
    body: settingBatchSaveSchema,
    handler: ({ tenant, body }) => batchSave(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/systemsetting/recovery',
    access: SIGNED_IN,
    tags,
    summary: 'Put settings back to their defaults',
    body: settingRecoverySchema,
    handler: ({ tenant, body }) => recoverSettings(tenant, body),
  }),
];
