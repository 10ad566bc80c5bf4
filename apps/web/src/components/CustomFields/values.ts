import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  STARS_MAX,
  isEmptyValue,
  type AddressValue,
  type AttachmentValue,
  type FieldDef,
  type FieldValue,
  type PositionValue,
} from '@fieldline/domain';

dayjs.extend(customParseFormat);

/** The contract's value formats of the date controls (packages/domain/src/forms/values.ts). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** A stored date/time string as the pickers' Dayjs, or null when it is empty or not in `format`. */
export function toDayjs(value: unknown, format: string): Dayjs | null {
  if (typeof value !== 'string' || !value) return null;
  const d = dayjs(value, format, true);
  return d.isValid() ? d : null;
}

/** A picker's Dayjs as the stored string, or undefined when cleared. */
export const fromDayjs = (value: Dayjs | null | undefined, format: string) =>
  value && value.isValid() ? value.format(format) : undefined;

/** The `time` control (a date range): stored as ['YYYY-MM-DD', 'YYYY-MM-DD']. */
export function toDayjsRange(value: unknown): [Dayjs, Dayjs] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const from = toDayjs(value[0], DATE_FORMAT);
  const to = toDayjs(value[1], DATE_FORMAT);
  return from && to ? [from, to] : null;
}
export function fromDayjsRange(range: readonly (Dayjs | null | undefined)[] | null | undefined) {
  const from = fromDayjs(range?.[0], DATE_FORMAT);
  const to = fromDayjs(range?.[1], DATE_FORMAT);
  return from && to ? [from, to] : undefined;
}

/** A star rating: stored as a decimal string ("4"), shown by antd Rate as a number (0 = none). */
export const toStars = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
export const fromStars = (stars: number) => (stars > 0 ? String(stars) : undefined);

/** Number inputs (stringMode) answer strings or null; null and '' clear the value. */
export const fromNumberInput = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? undefined : String(value);

/** Address parts: empty parts are left out, and nothing at all clears the value. */
export function cleanAddress(parts: Partial<Record<keyof AddressValue, string>>): AddressValue | undefined {
  const out: Partial<AddressValue> = {};
  for (const key of ['province', 'city', 'region', 'detail'] as const) {
    const text = parts[key]?.trim();
    if (text) out[key] = text;
  }
  return Object.keys(out).length ? (out as AddressValue) : undefined;
}

/** Coordinates kept to six decimals (about 0.1 m); both cleared clears the value. */
export const COORDINATE_DECIMALS = 6;
export function cleanPosition(p: {
  lng?: number | null;
  lat?: number | null;
  name?: string;
}): PositionValue | undefined {
  const round = (n: number | null | undefined) =>
    typeof n === 'number' && Number.isFinite(n) ? Number(n.toFixed(COORDINATE_DECIMALS)) : undefined;
  const lng = round(p.lng);
  const lat = round(p.lat);
  const name = p.name?.trim();
  if (lng === undefined && lat === undefined && !name) return undefined;
  return { lng, lat, ...(name ? { name } : {}) } as PositionValue;
}

export interface ValueTexts {
  yes: string;
  no: string;
}

/**
 * A value as one line of text (exports, compact table cells, titles): lists joined, yes/no
 * translated, addresses and positions spelled out; empty values answer ''.
 */
export function fieldValueText(field: FieldDef, value: FieldValue | undefined, texts: ValueTexts): string {
  if (field.type === 'explain') return field.props.content ?? '';
  if (isEmptyValue(value) || value === undefined) return '';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'string') {
    if (field.type === 'commentStar') return `${value}/${field.props.maxStars ?? STARS_MAX}`;
    return value;
  }
  if (Array.isArray(value)) {
    if (field.type === 'upload') return (value as AttachmentValue[]).map((a) => a.name).join(', ');
    if (field.type === 'time') return (value as string[]).join(' ~ ');
    if (field.type === 'multistage') return (value as string[]).join(' / ');
    return (value as string[]).join(', ');
  }
  if ('province' in value) {
    const a = value;
    return [a.province, a.city, a.region, a.detail].filter(Boolean).join(' ');
  }
  if ('lng' in value) {
    const coords = `${value.lng}, ${value.lat}`;
    return value.name ? `${value.name} (${coords})` : coords;
  }
  return '';
}
