/** The fault dictionary's page (issue 28; the spec names no path: it sits with the product centre). */
export const FAULT_PATHS = {
  list: '/faultPhenomenon',
} as const;
