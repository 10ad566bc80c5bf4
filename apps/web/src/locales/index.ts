import { base as zhBase } from './zh_CN.base';
import { modules as zhModules } from './zh_CN.modules';
import { base as enBase } from './en_GB.base';
import { modules as enModules } from './en_GB.modules';
import zhCollection from './zh_CN/collection.json';
import zhContracts from './zh_CN/contracts.json';
import zhCustomers from './zh_CN/customers.json';
import zhReconciliation from './zh_CN/reconciliation.json';
import zhDispatchMap from './zh_CN/dispatchMap.json';
import zhFaults from './zh_CN/faults.json';
import zhReports from './zh_CN/reports.json';
import zhStats from './zh_CN/stats.json';
import zhKnowledge from './zh_CN/knowledge.json';
import zhNotices from './zh_CN/notices.json';
import zhPlatform from './zh_CN/platform.json';
import zhProducts from './zh_CN/products.json';
import zhReturnVisits from './zh_CN/returnVisits.json';
import zhServiceEvents from './zh_CN/serviceEvents.json';
import zhSettlement from './zh_CN/settlement.json';
import zhSla from './zh_CN/sla.json';
import zhSms from './zh_CN/sms.json';
import zhSpareParts from './zh_CN/spareParts.json';
import zhTemplates from './zh_CN/templates.json';
import enCollection from './en_GB/collection.json';
import enContracts from './en_GB/contracts.json';
import enCustomers from './en_GB/customers.json';
import enReconciliation from './en_GB/reconciliation.json';
import enDispatchMap from './en_GB/dispatchMap.json';
import enFaults from './en_GB/faults.json';
import enReports from './en_GB/reports.json';
import enStats from './en_GB/stats.json';
import enKnowledge from './en_GB/knowledge.json';
import enNotices from './en_GB/notices.json';
import enPlatform from './en_GB/platform.json';
import enProducts from './en_GB/products.json';
import enReturnVisits from './en_GB/returnVisits.json';
import enServiceEvents from './en_GB/serviceEvents.json';
import enSettlement from './en_GB/settlement.json';
import enSla from './en_GB/sla.json';
import enSms from './en_GB/sms.json';
import enSpareParts from './en_GB/spareParts.json';
import enTemplates from './en_GB/templates.json';

/**
 * One file per module and language, merged under the module's name: t('auth.login.title'). A new
 * file goes into `<lang>.base.ts` if the sign-in, error or loading screens show it, else into
 * `<lang>.modules.ts`; shell/i18n.ts loads the two parts of the current language only, on demand.
 * The modules of locales/lazy.ts keep only their route names there; their other strings load with
 * their pages. All of it is here, for the types of `t` and for the tests.
 */
const zhLazy = {
  collection: { ...zhCollection, ...zhModules.collection },
  contracts: { ...zhContracts, ...zhModules.contracts },
  customers: { ...zhCustomers, ...zhModules.customers },
  reconciliation: { ...zhReconciliation, ...zhModules.reconciliation },
  dispatchMap: { ...zhDispatchMap, ...zhModules.dispatchMap },
  faults: { ...zhFaults, ...zhModules.faults },
  reports: { ...zhReports, ...zhModules.reports },
  stats: { ...zhStats, ...zhModules.stats },
  knowledge: { ...zhKnowledge, ...zhModules.knowledge },
  notices: { ...zhNotices, ...zhModules.notices },
  platform: { ...zhPlatform, ...zhModules.platform },
  products: { ...zhProducts, ...zhModules.products },
  returnVisits: { ...zhReturnVisits, ...zhModules.returnVisits },
  serviceEvents: { ...zhServiceEvents, ...zhModules.serviceEvents },
  settlement: { ...zhSettlement, ...zhModules.settlement },
  sla: { ...zhSla, ...zhModules.sla },
  sms: { ...zhSms, ...zhModules.sms },
  spareParts: { ...zhSpareParts, ...zhModules.spareParts },
  templates: { ...zhTemplates, ...zhModules.templates },
};
const enLazy = {
  collection: { ...enCollection, ...enModules.collection },
  contracts: { ...enContracts, ...enModules.contracts },
  customers: { ...enCustomers, ...enModules.customers },
  reconciliation: { ...enReconciliation, ...enModules.reconciliation },
  dispatchMap: { ...enDispatchMap, ...enModules.dispatchMap },
  faults: { ...enFaults, ...enModules.faults },
  reports: { ...enReports, ...enModules.reports },
  stats: { ...enStats, ...enModules.stats },
  knowledge: { ...enKnowledge, ...enModules.knowledge },
  notices: { ...enNotices, ...enModules.notices },
  platform: { ...enPlatform, ...enModules.platform },
  products: { ...enProducts, ...enModules.products },
  returnVisits: { ...enReturnVisits, ...enModules.returnVisits },
  serviceEvents: { ...enServiceEvents, ...enModules.serviceEvents },
  settlement: { ...enSettlement, ...enModules.settlement },
  sla: { ...enSla, ...enModules.sla },
  sms: { ...enSms, ...enModules.sms },
  spareParts: { ...enSpareParts, ...enModules.spareParts },
  templates: { ...enTemplates, ...enModules.templates },
};
export const zh_CN = { ...zhBase, ...zhModules, ...zhLazy };
export const en_GB: typeof zh_CN = { ...enBase, ...enModules, ...enLazy };

export const resources = { zh_CN: { translation: zh_CN }, en_GB: { translation: en_GB } };
