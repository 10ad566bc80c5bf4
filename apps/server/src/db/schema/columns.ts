import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every schema file shares. */
export const id = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
