import { useMemo } from 'react';
import { ADDRESS_TYPE_LIST, ADDRESS_TYPE_NAMES, addressText, type AddressType } from '@fieldline/domain';
import { useLocale } from '../hooks';

/** Address types for selects, in the language on screen. */
export function useAddressTypeOptions() {
  const locale = useLocale();
  return useMemo(
    () => ADDRESS_TYPE_LIST.map((value) => ({ value, label: ADDRESS_TYPE_NAMES[value][locale] })),
    [locale],
  );
}

export function useAddressTypeName() {
  const locale = useLocale();
  return (type: AddressType) => ADDRESS_TYPE_NAMES[type]?.[locale] ?? String(type);
}

export { addressText };
