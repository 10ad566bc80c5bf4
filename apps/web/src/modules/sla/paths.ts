import { generatePath } from 'react-router-dom';

/** SLA pages (spec-shell /slaManage/SLA/{id}/{name}, /overtimeLog). */
export const SLA_PATHS = {
  manage: '/slaManage/SLA',
  policy: '/slaManage/SLA/:id/:name',
  overtime: '/overtimeLog',
} as const;

/** A policy's page; `new` for a new policy. */
export const NEW_POLICY = 'new';
export const policyPath = (id: number | typeof NEW_POLICY, name: string) =>
  generatePath(SLA_PATHS.policy, { id: String(id), name: name || '-' });
