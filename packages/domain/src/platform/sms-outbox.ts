import { z } from 'zod';
import { phoneSchema } from '../auth/auth.schema';
import { pageQuerySchema } from '../pagination';

/** GET /v2/platform/smsOutbox: the built-in SMS outbox, newest first, for platform administrators. */
export const smsOutboxQuerySchema = pageQuerySchema.extend({
  phone: z.preprocess((v) => (v === '' ? undefined : v), phoneSchema.optional()),
});
export type SmsOutboxQuery = z.infer<typeof smsOutboxQuerySchema>;

export interface SmsOutboxMessage {
  id: number;
  phone: string;
  template: string;
  content: string;
  createdAt: string;
}
