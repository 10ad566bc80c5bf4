import { generatePath } from 'react-router-dom';

/** SLA pages (spec-shell /slaManage/SLA/{id}/{name}, /overtimeLog). */
export const SLA_PATHS = {
  manage: '/slaManage/SLA',
  policy: '/slaManage/SLA/:id/:name',
  overtime: '/overtimeLog',
  /** The overtime log of events only, and an event opened from it (spec-shell SS:154-155). */
  eventTimeLog: '/eventtimeLog',
  eventTimeLogDetail: '/eventtimeLog/eventDetail/:eventId',
} as const;

export const eventTimeLogDetailPath = (eventId: number) =>
  generatePath(SLA_PATHS.eventTimeLogDetail, { eventId: String(eventId) });

/** A policy's page; `new` for a new policy. */
export const NEW_POLICY = 'new';
export const policyPath = (id: number | typeof NEW_POLICY, name: string) =>
  generatePath(SLA_PATHS.policy, { id: String(id), name: name || '-' });
