import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { DESCRIPTION_MAX, PERSON_NAME_MAX } from '../limits';
import { phoneSchema } from '../auth/auth.schema';
import { PROVIDER_NAME_MAX } from './limits';
import {
  boolQuery,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalPhone,
  optionalText,
  requiredText,
  strongPassword,
} from './common';

const providerFields = {
  name: requiredText(PROVIDER_NAME_MAX),
  contactName: optionalText(PERSON_NAME_MAX),
  contactPhone: optionalPhone,
  /** A service team of type 3 (service provider). */
  teamId: idSchema.nullable().optional(),
  description: optionalText(DESCRIPTION_MAX),
  enabled: z.boolean().optional(),
};
export const providerCreateSchema = z.strictObject(providerFields);
export const providerUpdateSchema = z.strictObject({
  ...providerFields,
  name: providerFields.name.optional(),
});
export const providerListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  enabled: boolQuery,
  ...looseQuery,
});
/** A staff user of a provider: a user with provider_id and the outsourced-provider role. */
export const providerStaffSchema = z.strictObject({
  name: requiredText(PERSON_NAME_MAX),
  phone: phoneSchema,
  password: strongPassword.optional(),
});
export const providerStaffQuerySchema = pageQuerySchema.extend({ enabled: boolQuery, ...looseQuery });
export type ProviderCreateInput = z.infer<typeof providerCreateSchema>;
export type ProviderUpdateInput = z.infer<typeof providerUpdateSchema>;
