import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A bill's state: created (waiting for confirmation) or confirmed (frozen). */
export function BillStateTag({ state }: { state: number }) {
  const { t } = useTranslation();
  return <Tag color={state === 2 ? 'green' : 'gold'}>{t(`settlement.billStates.${state as 1 | 2}`)}</Tag>;
}

/** A reward or penalty's audit status: pending, passed, rejected. */
export function AuditTag({ state }: { state: number }) {
  const { t } = useTranslation();
  const color = ['gold', 'green', 'red'][state] ?? 'default';
  return <Tag color={color}>{t(`settlement.auditStates.${state as 0 | 1 | 2}`)}</Tag>;
}

export const yuan = (v: string | null | undefined) => (v == null ? '' : `¥${v}`);
