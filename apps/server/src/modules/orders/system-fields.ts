import type { z } from 'zod';
import type { OrderCreateInput, OrderEditInput } from '@fieldline/domain';
import { ValidationError } from '../../core/validation';
import type { SystemView } from '../forms';

/** System field keys of the order template and the input each is carried in. */
const SYSTEM_INPUTS: [key: string, input: string][] = [
  ['estimatedCompletion', 'estimatedAt'],
  ['description', 'description'],
  ['images', 'images'],
  ['customerProduct', 'customerProductId'],
  ['serviceItems', 'serviceItems'],
];

const empty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A 400 "{field} is required" naming the field, like the schema's own refusals. */
export const requiredError = (field: string) =>
  new ValidationError({
    code: 'custom',
    message: 'required',
    path: [field],
    input: undefined,
  } as z.core.$ZodIssue);

/**
 * System fields the template marks required must be given (the appointment time always is, by the
 * schema). On edit only the fields sent are checked.
 */
export function checkSystemRequired(
  system: SystemView,
  input: OrderCreateInput | OrderEditInput,
  edit = false,
) {
  for (const [key, field] of SYSTEM_INPUTS) {
    if (!system[key]?.required) continue;
    const value = (input as Record<string, unknown>)[field];
    if (edit && value === undefined) continue;
    if (empty(value)) throw requiredError(field);
  }
}
