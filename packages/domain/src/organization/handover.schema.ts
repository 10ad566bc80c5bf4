import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { DESCRIPTION_MAX } from '../limits';
import { idSchema, looseQuery, optionalText } from './common';

/** Hand a departing user's work to another; `disable` also disables the departing user. */
export const handoverSchema = z.strictObject({
  fromUserId: idSchema,
  toUserId: idSchema,
  note: optionalText(DESCRIPTION_MAX),
  disable: z.boolean().optional(),
});
export const handoverLogQuerySchema = pageQuerySchema.extend({ userId: idSchema.optional(), ...looseQuery });
export type HandoverInput = z.infer<typeof handoverSchema>;
