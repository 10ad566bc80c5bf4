import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ref, updatedAt } from './columns';
import { enterpriseRef } from './tenancy';

/**
 * The open pool's settings, one row per enterprise (issue 22, spec-business §8 "pool"); no row means
 * the defaults of POOL_DEFAULTS (packages/domain orders/pool.ts). `audience` says who may grab:
 * 'all' service staff, members of `team_ids`, staff whose teams' service areas hold the order's
 * address ('area'), or staff carrying one of the person tags `tag_ids` ('tags'). Durations are a
 * number and a unit (minutes, hours, days, months); `grab_cap` 0 and `give_back` 0 mean no cap and
 * no giving back.
 */
export const orderPoolSettings = pgTable('order_pool_settings', {
  enterpriseId: enterpriseRef().primaryKey(),
  audience: text('audience').notNull().default('all'),
  teamIds: ref('team_ids')
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`),
  tagIds: ref('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`),
  /** Staff see only the pooled orders they may grab (otherwise every one, each saying why not). */
  hideOthers: boolean('hide_others').notNull().default(false),
  duration: integer('duration').notNull().default(1),
  durationUnit: text('duration_unit').notNull().default('days'),
  grabCap: integer('grab_cap').notNull().default(0),
  giveBack: integer('give_back').notNull().default(30),
  giveBackUnit: text('give_back_unit').notNull().default('minutes'),
  updatedBy: ref('updated_by'),
  updatedAt: updatedAt(),
});
