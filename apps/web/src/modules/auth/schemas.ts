/**
 * The sign-in forms' schemas, in a chunk of their own: the forms hand loaders of them to their rules
 * (lazySchemas below), so zod is fetched when a field is first validated, not before the first paint.
 */
import { codeSchema, phoneSchema, pwdLoginSchema } from '@fieldline/domain';

export const phone = phoneSchema;
export const code = codeSchema;
export const password = pwdLoginSchema.shape.password;
export const enterpriseId = pwdLoginSchema.shape.enterpriseId;
