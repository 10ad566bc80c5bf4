import {
  APPLICATION_TYPE_LABELS,
  AUDIT_STATE_LABELS,
  MOVEMENT_KIND_LABELS,
  OLD_PART_STATE_LABELS,
  STOCK_REASON_LABELS,
  WAREHOUSE_KIND_LABELS,
  type Messages,
} from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';

/** The domain's labels in the language on screen. */
export function useSpareLabels() {
  const locale = useLocale();
  const of =
    <K extends string | number>(table: Record<K, Messages>) =>
    (key: K | null | undefined) =>
      key === null || key === undefined ? '' : (table[key]?.[locale] ?? String(key));
  return {
    movement: of(MOVEMENT_KIND_LABELS),
    reason: (r: string | null) =>
      r && r in STOCK_REASON_LABELS
        ? STOCK_REASON_LABELS[r as keyof typeof STOCK_REASON_LABELS][locale]
        : (r ?? ''),
    application: of(APPLICATION_TYPE_LABELS),
    audit: of(AUDIT_STATE_LABELS),
    warehouseKind: of(WAREHOUSE_KIND_LABELS),
    oldPart: of(OLD_PART_STATE_LABELS),
  };
}

/** A signed quantity as the ledger shows it: "+2.00" / "-1.00". */
export const signed = (q: string) => (q.startsWith('-') ? q : `+${q}`);
