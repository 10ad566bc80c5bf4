import { ORDER_ACTION_LIST, type OrderAction } from '@fieldline/domain';

/** Timeline rows that are not transitions, each with its own label in orderDetail.timeline.actions. */
export const OTHER_LOG_ACTIONS = [
  'create',
  'edit',
  'archive',
  'unarchive',
  'delete',
  'restore',
  'cc',
  'approvers',
  'payment',
  'evaluated',
  'poolExpired',
  // return visits (issue 22): the visit's outcome and the follow-up order it raised (note: its number)
  'returnVisitPassed',
  'returnVisitFailed',
  'returnVisitFollowUp',
  // events (issue 23): the order was made from an event (note: the event's number, linked back)
  'fromEvent',
  // collection (issue 22): a payment recorded or paid online (note: amount · method), paid in full (note: the total)
  'collectionPayment',
  'collectionPaid',
] as const;
export type OtherLogAction = (typeof OTHER_LOG_ACTIONS)[number];

export const isTransitionLog = (action: string): action is OrderAction =>
  (ORDER_ACTION_LIST as string[]).includes(action);
export const isOtherLog = (action: string): action is OtherLogAction =>
  (OTHER_LOG_ACTIONS as readonly string[]).includes(action);

/** The fields PUT /v2/order/edit names in its timeline row, each with a label in orderDetail.timeline.fields. */
export const EDIT_LOG_FIELDS = [
  'title',
  'priority',
  'appointmentAt',
  'estimatedAt',
  'description',
  'images',
  'attachments',
  'customerProductId',
  'contact',
  'address',
  'customValues',
  'serviceItems',
  'tags',
] as const;
export type EditLogField = (typeof EDIT_LOG_FIELDS)[number];
export const isEditLogField = (field: string): field is EditLogField =>
  (EDIT_LOG_FIELDS as readonly string[]).includes(field);

/** The fields an "edit" row names (its note lists them, comma-separated). */
export const editedFields = (note: string | null) =>
  (note ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

/** Newest first, as the detail page shows the timeline (the server answers oldest first). */
export const newestFirst = <T extends { id: number }>(logs: readonly T[]) =>
  [...logs].sort((a, b) => b.id - a.id);
