import { generatePath } from 'react-router-dom';

/** The service desk's pages of spec-shell (SS:143-155). */
export const SERVICE_EVENT_PATHS = {
  newEvent: '/newEvent',
  serviceCounter: '/serviceCounter',
  shelters: '/shelters',
  list: '/Myevent',
  detail: '/Myevent/eventDetail/:eventId',
  /** An event by its number (the order timeline's link back to the event it was made from). */
  byNo: '/Myevent/eventNo/:eventNo',
  copy: '/Myevent/copyeventDetail/:eventId/:code?',
  assigned: '/eventassigned',
  settings: '/eventSet',
  /** Reports: events by state, type, team and main owner (spec-shell SS:206). */
  statistics: '/eventStatistics',
} as const;

export const eventDetailPath = (eventId: number) =>
  generatePath(SERVICE_EVENT_PATHS.detail, { eventId: String(eventId) });
export const copyEventPath = (eventId: number) =>
  generatePath(SERVICE_EVENT_PATHS.copy, { eventId: String(eventId), code: undefined });
export const eventByNoPath = (eventNo: string) => generatePath(SERVICE_EVENT_PATHS.byNo, { eventNo });
