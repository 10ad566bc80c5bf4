import {
  ORDER_PRIORITY_LABELS,
  ORDER_STATE_LABELS,
  ORDER_TYPE_LABELS,
  type Locale,
  type Messages,
} from '@fieldline/domain';

/**
 * Enum labels owned by the domain package (the server writes the same words into exports, prints
 * and messages). The web reads them from there, as the `enum` tree of each language:
 * t('enum.orderState.3'). They are never written again in the locale files.
 */
export const DOMAIN_ENUMS = {
  orderState: ORDER_STATE_LABELS,
  orderPriority: ORDER_PRIORITY_LABELS,
  orderType: ORDER_TYPE_LABELS,
} as const;

type Codes<E extends keyof typeof DOMAIN_ENUMS> = `${keyof (typeof DOMAIN_ENUMS)[E] & number}`;
type EnumTree = { [E in keyof typeof DOMAIN_ENUMS]: Record<Codes<E>, string> };

/** One language's labels of every domain enum. */
export function enumLabels(locale: Locale): EnumTree {
  const pick = (labels: Record<number, Messages>) =>
    Object.fromEntries(Object.entries(labels).map(([code, text]) => [code, text[locale]]));
  return Object.fromEntries(
    Object.entries(DOMAIN_ENUMS).map(([name, labels]) => [name, pick(labels)]),
  ) as EnumTree;
}
