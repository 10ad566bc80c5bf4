import type { z } from 'zod';
import { FIELD_LABELS, VALIDATION_MESSAGES, format, issueText, type Locale } from '@fieldline/domain';
import { AppError } from './errors';

const label = (field: string, locale: Locale) => FIELD_LABELS[field]?.[locale] ?? field;

/** Turns the first zod issue into a translated message that names the field. */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): { field: string; message: string } {
  const field = issue.path.map(String).join('.') || 'body';
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? field;
    return { field: key, message: format(VALIDATION_MESSAGES.unknownField[locale], { field: key }) };
  }
  const last = String(issue.path.at(-1) ?? field);
  return { field, message: issueText(issue, label(last, locale), locale) };
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
