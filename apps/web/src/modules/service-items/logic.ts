import {
  SERVICE_ITEM_AMOUNT_PATTERN,
  formatCents,
  serviceItemFilterSchema,
  toCents,
  type ServiceItemRow,
} from '@fieldline/domain';
import { defineList } from '../../components/DataTable/list-state';
import type { ServiceItemInput } from './api';

/**
 * An amount for display with exactly two decimals and grouped thousands ("1234.5" → "1,234.50");
 * exact on strings, never through a binary float. Empty for none.
 */
export function formatAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '';
  const [whole = '0', decimals = '00'] = formatCents(toCents(amount.trim())).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

/**
 * Whether a commission exceeds the price of the unit it is paid on: allowed (the spec sets no such
 * rule), but worth a warning. False while either is empty or not yet a valid amount.
 */
export function commissionAbovePrice(commission: unknown, price: unknown): boolean {
  const valid = (v: unknown): v is string =>
    typeof v === 'string' && SERVICE_ITEM_AMOUNT_PATTERN.test(v.trim());
  return valid(commission) && valid(price) && toCents(commission.trim()) > toCents(price.trim());
}

/** /serviceProject's URL: keyword, category and state as the server reads them. */
export const SERVICE_ITEM_LIST = defineList({
  filters: serviceItemFilterSchema.pick({ keyword: true, category: true, enabled: true }),
});

/** What the add/edit form starts with: an item's values, or a new enabled item. */
export function formValuesOf(item?: ServiceItemRow) {
  if (!item) return { enabled: true, sort: 0, templateIds: [] as number[] };
  return {
    name: item.name,
    category: item.category ?? undefined,
    price: item.price,
    unit: item.unit,
    individualCommission: item.individualCommission ?? undefined,
    teamCommission: item.teamCommission ?? undefined,
    description: item.description ?? undefined,
    sort: item.sort,
    enabled: item.enabled,
    templateIds: item.templates.map((t) => t.id),
  };
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const amount = (v: unknown) => (typeof v === 'number' ? String(v) : text(v));

/** The form's values as the save call takes them: trimmed, blanks cleared (null). */
export function itemPayload(values: Record<string, unknown>, id?: number): ServiceItemInput {
  return {
    ...(id ? { id } : {}),
    name: text(values.name) ?? '',
    category: text(values.category),
    price: amount(values.price) ?? '',
    unit: text(values.unit) ?? '',
    individualCommission: amount(values.individualCommission),
    teamCommission: amount(values.teamCommission),
    description: text(values.description),
    sort: typeof values.sort === 'number' ? values.sort : 0,
    enabled: values.enabled !== false,
    templateIds: Array.isArray(values.templateIds) ? [...new Set(values.templateIds as number[])] : [],
  };
}
