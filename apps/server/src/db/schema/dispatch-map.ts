import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { enterpriseRef, users } from './tenancy';

const enterpriseId = enterpriseRef;

/**
 * Staff positions (issue 26, spec D3): where an engineer was, from a check-in (source 1) or the phone's
 * report while serving an order (source 2). Kept 90 days (the retention job); only dispatchers read them.
 */
export const staffPositions = pgTable(
  'staff_positions',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    userId: ref('user_id').notNull(),
    orderId: ref('order_id'),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    source: smallint('source').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    index('staff_positions_user_idx').on(t.enterpriseId, t.userId, t.at.desc(), t.id.desc()),
    index('staff_positions_at_idx').on(t.at),
    check('staff_positions_source', sql`source in (1, 2)`),
    check('staff_positions_range', sql`lng between -180 and 180 and lat between -90 and 90`),
  ],
);

/** Engineers who agreed to report their position while serving (opt-in; none by default). */
export const positionConsents = pgTable(
  'position_consents',
  {
    enterpriseId: enterpriseId(),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId] }),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
  ],
);

/** The enterprise's map settings (defaults when absent): map dispatch on, reports off, OSM tiles. */
export const mapSettings = pgTable('map_settings', {
  enterpriseId: enterpriseId().primaryKey(),
  mapDispatch: boolean('map_dispatch').notNull().default(true),
  positionReports: boolean('position_reports').notNull().default(false),
  tileUrl: text('tile_url'),
  /** How far ahead engineers are scheduled and booked: 7, 14 or 30 days (SB:155). */
  scheduleAheadDays: smallint('schedule_ahead_days').notNull().default(30),
  updatedAt: updatedAt(),
});

/**
 * Engineers' schedules (issue 26, spec D3): one row per engineer and day, on duty (1), off (2) or on
 * leave (3). No row is "not scheduled".
 */
export const staffSchedules = pgTable(
  'staff_schedules',
  {
    enterpriseId: enterpriseId(),
    userId: ref('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: smallint('kind').notNull(),
    note: varchar('note', { length: 50 }),
    updatedBy: ref('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId, t.day] }),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    index('staff_schedules_day_idx').on(t.enterpriseId, t.day, t.userId),
    check('staff_schedules_kind', sql`kind in (1, 2, 3)`),
  ],
);
