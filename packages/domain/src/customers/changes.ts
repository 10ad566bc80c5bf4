import { pageQuerySchema } from '../pagination';
import type { ControlType } from '../forms/controls';
import { idSchema, looseQuery } from '../organization/common';

/**
 * The timeline of a customer (issue 6): one row per change, written in the change's transaction.
 * Actions are stored as text, so never rename one.
 */
export const CUSTOMER_CHANGE_ACTIONS = [
  'created',
  'edited',
  'deleted',
  'restored',
  'contactAdded',
  'contactEdited',
  'contactDeleted',
  'contactDefault',
  'addressAdded',
  'addressEdited',
  'addressDeleted',
  'addressDefault',
  'ownerChanged',
  'grantsChanged',
  'imported',
  'addressLocated',
] as const;
export type CustomerChangeAction = (typeof CUSTOMER_CHANGE_ACTIONS)[number];

/**
 * Keys of the fixed fields a change names (custom fields are named by their field id and carry
 * the field's name as `label`, as it was when the change was made).
 */
export const CUSTOMER_CHANGE_FIELDS = [
  'name',
  'owner',
  'serviceTeam',
  'tags',
  'contactName',
  'contactPhone',
  'address',
  'addressType',
  'isDefault',
  'coordinates',
] as const;
export type CustomerChangeField = (typeof CUSTOMER_CHANGE_FIELDS)[number];

/** Values are texts as shown at the time (names, not ids), at most this long each. */
export const CUSTOMER_CHANGE_VALUE_MAX = 200;

/** One changed field: old → new (null when empty). */
export interface CustomerChangeItem {
  field: string;
  /** The custom field's name when `field` is a custom field id. */
  label?: string;
  /** The custom field's kind when its values need reading ('switch': 'true' / 'false'). */
  type?: ControlType;
  from: string | null;
  to: string | null;
}
/** What a change touched: changed fields, the contact or address concerned, the users granted. */
export interface CustomerChangeSummary {
  changes?: CustomerChangeItem[];
  /** The contact ("name phone") or address text the change is about. */
  subject?: string;
  /** Grants: set to exactly these users, added or removed. */
  grants?: { op: 'set' | 'add' | 'remove'; users: string[] };
}

/** One row of GET /v2/customer/timeline. */
export interface CustomerChangeRow {
  id: number;
  at: string;
  userId: number;
  userName: string | null;
  action: CustomerChangeAction;
  summary: CustomerChangeSummary;
}

export const customerTimelineQuerySchema = pageQuerySchema.extend({ id: idSchema, ...looseQuery });
