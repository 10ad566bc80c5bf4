import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { enterpriseRef, users } from './tenancy';

const enterpriseId = enterpriseRef;

export interface ServiceArea {
  province: string;
  city?: string;
  region?: string;
}

/** Service teams: 1 headquarters, 2 branch, 3 service provider; nested at most 3 levels. */
export const serviceTeams = pgTable(
  'service_teams',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    parentId: ref('parent_id'),
    level: smallint('level').notNull().default(1),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    areas: jsonb('areas')
      .$type<ServiceArea[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pickupAddress: text('pickup_address'),
    recipient: text('recipient'),
    pickupPhone: text('pickup_phone'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.parentId], foreignColumns: [t.enterpriseId, t.id] }),
    index('service_teams_parent_idx').on(t.enterpriseId, t.parentId, t.id),
    uniqueIndex('service_teams_name_uq').on(t.enterpriseId, t.name),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    enterpriseId: enterpriseId(),
    teamId: ref('team_id').notNull(),
    userId: ref('user_id').notNull(),
    isDispatcher: boolean('is_dispatcher').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.teamId, t.userId] }),
    foreignKey({
      columns: [t.enterpriseId, t.teamId],
      foreignColumns: [serviceTeams.enterpriseId, serviceTeams.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    index('team_members_user_idx').on(t.enterpriseId, t.userId),
  ],
);

/** Tag groups and tags per object kind: ORDER 1, CUSTOMER 2, DOC 3, PRODUCT 4, EVENT 5, and users (6). */
export const tagGroups = pgTable(
  'tag_groups',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    objectKind: smallint('object_kind').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('tag_groups_name_uq').on(t.enterpriseId, t.objectKind, t.name),
  ],
);

export const tags = pgTable(
  'tags',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    objectKind: smallint('object_kind').notNull(),
    groupId: ref('group_id'),
    name: text('name').notNull(),
    color: text('color'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.groupId],
      foreignColumns: [tagGroups.enterpriseId, tagGroups.id],
    }).onDelete('set null'),
    uniqueIndex('tags_name_uq').on(t.enterpriseId, t.objectKind, t.name),
    index('tags_list_idx').on(t.enterpriseId, t.objectKind, t.sort, t.id),
  ],
);

export const objectTags = pgTable(
  'object_tags',
  {
    enterpriseId: enterpriseId(),
    objectKind: smallint('object_kind').notNull(),
    objectId: ref('object_id').notNull(),
    tagId: ref('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.objectKind, t.objectId, t.tagId] }),
    foreignKey({ columns: [t.enterpriseId, t.tagId], foreignColumns: [tags.enterpriseId, tags.id] }).onDelete(
      'cascade',
    ),
    index('object_tags_tag_idx').on(t.enterpriseId, t.tagId),
  ],
);

/** Distance a user travelled for a piece of work (recorded by check-ins of later modules). */
export const userTravels = pgTable(
  'user_travels',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    userId: ref('user_id').notNull(),
    objectKind: smallint('object_kind'),
    objectId: ref('object_id'),
    distanceMeters: integer('distance_meters').notNull(),
    fromText: text('from_text'),
    toText: text('to_text'),
    travelledAt: timestamp('travelled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    // the trailing columns cover the mileage report's sums (issue 28): read from the index alone
    index('user_travels_user_idx').on(
      t.enterpriseId,
      t.userId,
      t.travelledAt,
      t.id,
      t.objectKind,
      t.objectId,
      t.distanceMeters,
    ),
  ],
);

export const handoverLogs = pgTable(
  'handover_logs',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    fromUserId: ref('from_user_id').notNull(),
    toUserId: ref('to_user_id').notNull(),
    operatorId: ref('operator_id').notNull(),
    moved: jsonb('moved').$type<Record<string, number>>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    index('handover_logs_from_idx').on(t.enterpriseId, t.fromUserId),
  ],
);

/** Outsourced provider companies; their staff are users with provider_id set. */
export const outsourceProviders = pgTable(
  'outsource_providers',
  {
    enterpriseId: enterpriseId(),
    id: id(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    teamId: ref('team_id'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('outsource_providers_name_uq').on(t.enterpriseId, t.name),
    foreignKey({
      columns: [t.enterpriseId, t.teamId],
      foreignColumns: [serviceTeams.enterpriseId, serviceTeams.id],
    }),
  ],
);
