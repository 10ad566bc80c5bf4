import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt, id, updatedAt } from './columns';

const enterpriseId = () => bigint('enterprise_id', { mode: 'number' }).notNull();

export const enterprises = pgTable('enterprises', {
  id: id().primaryKey(),
  name: text('name').notNull(),
  /** Account type: 0 free, 1 VIP (paid), 2 trial. */
  isChargeUser: smallint('is_charge_user').notNull().default(2),
  serviceExpireAt: timestamp('service_expire_at', { withTimezone: true }),
  buyPersonNum: integer('buy_person_num').notNull().default(5),
  hotline: text('hotline'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The enterprise column of tenant tables defined outside this file, referencing `enterprises`. */
export const enterpriseRef = () =>
  bigint('enterprise_id', { mode: 'number' })
    .notNull()
    .references(() => enterprises.id);

export const departments = pgTable(
  'departments',
  {
    enterpriseId: enterpriseId().references(() => enterprises.id),
    id: id(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    foreignKey({ columns: [t.enterpriseId, t.parentId], foreignColumns: [t.enterpriseId, t.id] }),
    index('departments_parent_idx').on(t.enterpriseId, t.parentId, t.sort),
  ],
);

export const users = pgTable(
  'users',
  {
    enterpriseId: enterpriseId().references(() => enterprises.id),
    id: id(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    /** For the email message channel; optional. */
    email: text('email'),
    passwordHash: text('password_hash'),
    departmentId: bigint('department_id', { mode: 'number' }),
    locale: text('locale'),
    /** Set for staff of an outsourced provider company. */
    providerId: bigint('provider_id', { mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('users_phone_uq').on(t.enterpriseId, t.phone),
    index('users_phone_idx').on(t.phone),
    index('users_list_idx').on(t.enterpriseId, t.createdAt, t.id),
    index('users_department_idx').on(t.enterpriseId, t.departmentId),
    index('users_provider_idx')
      .on(t.enterpriseId, t.providerId)
      .where(sql`${t.providerId} is not null`),
    foreignKey({
      columns: [t.enterpriseId, t.departmentId],
      foreignColumns: [departments.enterpriseId, departments.id],
    }),
  ],
);

export const roles = pgTable(
  'roles',
  {
    enterpriseId: enterpriseId().references(() => enterprises.id),
    id: id(),
    /** Role type of spec-business §6 list 1; null for a custom role. */
    type: smallint('type'),
    name: text('name').notNull(),
    /** Permission codes granted by this role. */
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    builtIn: boolean('built_in').notNull().default(false),
    /** 1 all data, 2 team data, 3 personal data (DATA_SCOPES). */
    dataScope: smallint('data_scope').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.id] }),
    uniqueIndex('roles_type_uq')
      .on(t.enterpriseId, t.type)
      .where(sql`${t.builtIn}`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    enterpriseId: enterpriseId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId, t.roleId] }),
    foreignKey({
      columns: [t.enterpriseId, t.userId],
      foreignColumns: [users.enterpriseId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.enterpriseId, t.roleId],
      foreignColumns: [roles.enterpriseId, roles.id],
    }).onDelete('cascade'),
    index('user_roles_role_idx').on(t.enterpriseId, t.roleId),
  ],
);
