import type { z } from 'zod';
import { FIELD_LABELS, VALIDATION_MESSAGES, format, isValidationKey, type Locale } from '@fieldline/domain';
import { AppError } from './errors';

const label = (field: string, locale: Locale) => FIELD_LABELS[field]?.[locale] ?? field;

/** Turns the first zod issue into a translated message that names the field. */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): { field: string; message: string } {
  const field = issue.path.map(String).join('.') || 'body';
  const last = String(issue.path.at(-1) ?? field);
  const name = label(last, locale);
  const msg = (key: keyof typeof VALIDATION_MESSAGES, params: Record<string, string | number> = {}) =>
    format(VALIDATION_MESSAGES[key][locale], { field: name, ...params });

  if (isValidationKey(issue.message)) return { field, message: msg(issue.message) };
  switch (issue.code) {
    case 'invalid_type':
      return {
        field,
        message: issue.input === undefined || issue.input === null ? msg('required') : msg('invalid'),
      };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return { field, message: min <= 1 ? msg('required') : msg('tooShort', { min }) };
      return { field, message: msg('tooSmall', { min }) };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return { field, message: issue.origin === 'string' ? msg('tooLong', { max }) : msg('tooBig', { max }) };
    }
    case 'unrecognized_keys': {
      const key = issue.keys[0] ?? field;
      return { field: key, message: format(VALIDATION_MESSAGES.unknownField[locale], { field: key }) };
    }
    default:
      return { field, message: msg('invalid') };
  }
}

export class ValidationError extends AppError {
  constructor(readonly issue: z.core.$ZodIssue) {
    super('VALIDATION', 400, { zh_CN: '', en_GB: '' });
  }
  override messageIn(locale: Locale) {
    return issueMessage(this.issue, locale).message;
  }
  fieldName() {
    return issueMessage(this.issue, 'en_GB').field;
  }
}

export function parseWith<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error.issues[0]!);
  return result.data;
}
