import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every schema file shares. */
export const id = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** An amount in yuan to the fen. */
export const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
/** An amount that is never null, zero until set. */
export const moneyOrZero = (name: string) => money(name).notNull().default('0');
