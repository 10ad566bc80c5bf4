import { Tag } from 'antd';
import {
  COLLECTION_STATE_LABELS,
  PAYMENT_KIND_LABELS,
  type CollectionState,
  type PaymentKind,
} from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';

const COLORS: Record<CollectionState, string> = { 1: 'warning', 2: 'processing', 3: 'success' };

/** A collection's state: waiting for payment, partly paid, paid. */
export function CollectionStateTag({ state }: { state: CollectionState }) {
  const locale = useLocale();
  return (
    <Tag color={COLORS[state]} data-testid="collection-state" data-state={state}>
      {COLLECTION_STATE_LABELS[state][locale]}
    </Tag>
  );
}

export function usePaymentKindText() {
  const locale = useLocale();
  return (kind: PaymentKind) => PAYMENT_KIND_LABELS[kind][locale];
}

/** Amounts as the server sends them (exact strings), with the currency sign. */
export const yuan = (amount: string) => `¥${amount}`;
