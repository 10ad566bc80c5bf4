import type { TFunction } from 'i18next';
import type { AddressWarning } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';

/**
 * What to tell the user about addresses saved without coordinates (spec-business §8 "no coordinates
 * found (enter detailed address)"), or null when every address was placed. One address edited on
 * its own gets the plain sentence; the addresses of a new customer are counted.
 */
export function addressWarningText(warnings: readonly AddressWarning[] | undefined, t: TFunction) {
  const missing = (warnings ?? []).filter((w) => w.code === 'noCoordinates');
  if (!missing.length) return null;
  const counted = missing.length > 1 || missing[0]!.index !== undefined;
  return counted
    ? t('customers.address.noCoordinatesSome', { count: missing.length })
    : t('customers.address.noCoordinatesSaved');
}

/** Shows the warning of a save that succeeded (a warning toast, not an error); answers whether any. */
export function showAddressWarnings(warnings: readonly AddressWarning[] | undefined, t: TFunction) {
  const text = addressWarningText(warnings, t);
  if (text) showToast('warning', text);
  return text !== null;
}
