import { z } from 'zod';
import { isStrongPassword } from '../auth/password';
import { phoneSchema } from '../auth/auth.schema';
import { BATCH_IDS_MAX } from './limits';

const noNul = (s: string) => !s.includes('\u0000');

/** A record id: a positive integer within the safe range (ids are bigint in SQL). */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idParamsSchema = z.strictObject({ id: idSchema });
export const idListSchema = (max = BATCH_IDS_MAX) => z.array(idSchema).max(max);

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(noNul, 'invalid');
/** An optional text; null or '' clears it. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noNul, 'invalid')
    .transform((v) => v || null)
    .nullable()
    .optional();
/** A keyword filter of a list. */
export const keywordSchema = z.string().trim().max(50).refine(noNul, 'invalid').optional();
/** An optional 11-digit mobile number; null or '' clears it. */
export const optionalPhone = z.preprocess((v) => (v === '' ? null : v), phoneSchema.nullable()).optional();
export const strongPassword = z.string().max(64).refine(isStrongPassword, 'passwordWeak');
export const sortSchema = z.coerce.number().int().min(0).max(999_999);
/** Query-string booleans. */
export const boolQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
/** The spec's cache-buster `t` and similar extras are tolerated in queries. */
export const looseQuery = { t: z.unknown().optional() };
