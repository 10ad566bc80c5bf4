import type { Locale } from '@fieldline/domain';

type Strings = () => Promise<{ default: object }>;

/**
 * Modules whose strings load with their own pages, not with the signed-in frame: each is an i18next
 * namespace of its name, fetched when one of its routes (shell/router.tsx) or one of the parts it lends
 * other pages (`withModuleStrings`) first renders. Only their `routes` names stay in `<lang>.modules.ts`,
 * for menus, tabs and breadcrumbs. A module belongs here when no other module renders its components
 * except through such a wrapped part (locales.test.ts checks the keys).
 */
export const LAZY_STRINGS = {
  zh_CN: {
    collection: () => import('./zh_CN/collection.json'),
    contracts: () => import('./zh_CN/contracts.json'),
    customers: () => import('./zh_CN/customers.json'),
    dispatchMap: () => import('./zh_CN/dispatchMap.json'),
    faults: () => import('./zh_CN/faults.json'),
    reports: () => import('./zh_CN/reports.json'),
    stats: () => import('./zh_CN/stats.json'),
    knowledge: () => import('./zh_CN/knowledge.json'),
    notices: () => import('./zh_CN/notices.json'),
    platform: () => import('./zh_CN/platform.json'),
    products: () => import('./zh_CN/products.json'),
    reconciliation: () => import('./zh_CN/reconciliation.json'),
    returnVisits: () => import('./zh_CN/returnVisits.json'),
    serviceEvents: () => import('./zh_CN/serviceEvents.json'),
    settlement: () => import('./zh_CN/settlement.json'),
    sla: () => import('./zh_CN/sla.json'),
    sms: () => import('./zh_CN/sms.json'),
    spareParts: () => import('./zh_CN/spareParts.json'),
    templates: () => import('./zh_CN/templates.json'),
  },
  en_GB: {
    collection: () => import('./en_GB/collection.json'),
    contracts: () => import('./en_GB/contracts.json'),
    customers: () => import('./en_GB/customers.json'),
    dispatchMap: () => import('./en_GB/dispatchMap.json'),
    faults: () => import('./en_GB/faults.json'),
    reports: () => import('./en_GB/reports.json'),
    stats: () => import('./en_GB/stats.json'),
    knowledge: () => import('./en_GB/knowledge.json'),
    notices: () => import('./en_GB/notices.json'),
    platform: () => import('./en_GB/platform.json'),
    products: () => import('./en_GB/products.json'),
    reconciliation: () => import('./en_GB/reconciliation.json'),
    returnVisits: () => import('./en_GB/returnVisits.json'),
    serviceEvents: () => import('./en_GB/serviceEvents.json'),
    settlement: () => import('./en_GB/settlement.json'),
    sla: () => import('./en_GB/sla.json'),
    sms: () => import('./en_GB/sms.json'),
    spareParts: () => import('./en_GB/spareParts.json'),
    templates: () => import('./en_GB/templates.json'),
  },
} satisfies Record<Locale, Record<string, Strings>>;

export type LazyModule = keyof (typeof LAZY_STRINGS)['zh_CN'];
export const LAZY_MODULES = Object.keys(LAZY_STRINGS.zh_CN) as LazyModule[];
export const isLazyModule = (name: string): name is LazyModule => Object.hasOwn(LAZY_STRINGS.zh_CN, name);

/** The web folder of each module (modules/<folder>), for the check that its keys stay inside it. */
export const LAZY_MODULE_FOLDERS: Record<LazyModule, string> = {
  collection: 'collection',
  contracts: 'contracts',
  customers: 'customers',
  dispatchMap: 'dispatch-map',
  faults: 'faults',
  reports: 'reports',
  stats: 'stats',
  knowledge: 'knowledge',
  notices: 'notices',
  platform: 'platform',
  products: 'products',
  reconciliation: 'reconciliation',
  returnVisits: 'return-visits',
  serviceEvents: 'service-events',
  settlement: 'settlement',
  sla: 'sla',
  sms: 'sms',
  spareParts: 'spare-parts',
  templates: 'templates',
};
