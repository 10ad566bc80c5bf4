import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WARRANTY_STATES, type WarrantyState } from '@fieldline/domain';

const COLOURS: Record<WarrantyState, string> = {
  [WARRANTY_STATES.none]: 'default',
  [WARRANTY_STATES.in]: 'green',
  [WARRANTY_STATES.out]: 'red',
};
const KEYS = {
  [WARRANTY_STATES.none]: 'equipment.warranty.none',
  [WARRANTY_STATES.in]: 'equipment.warranty.in',
  [WARRANTY_STATES.out]: 'equipment.warranty.out',
} as const;

/** The translation key of a derived warranty status (in warranty and ending soon: expiring). */
export const warrantyKey = (state: WarrantyState, expiring?: boolean) =>
  state === WARRANTY_STATES.in && expiring ? ('equipment.warranty.expiring' as const) : KEYS[state];

/** The derived warranty status (in, out, not set) as a tag; in warranty but ending soon shows as expiring. */
export function WarrantyTag({ state, expiring }: { state: WarrantyState; expiring?: boolean }) {
  const { t } = useTranslation();
  if (state === WARRANTY_STATES.in && expiring)
    return (
      <Tag color="orange" data-testid="warranty-tag" data-state="expiring">
        {t('equipment.warranty.expiring')}
      </Tag>
    );
  return (
    <Tag color={COLOURS[state]} data-testid="warranty-tag" data-state={state}>
      {t(KEYS[state])}
    </Tag>
  );
}
