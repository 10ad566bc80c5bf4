import enHome from './en_GB/home.json';
import enOrganization from './en_GB/organization.json';
import enPersonal from './en_GB/personal.json';
import enNavigation from './en_GB/navigation.json';
import enTemplatesRoutes from './en_GB/templates.routes.json';
import enForms from './en_GB/forms.json';
import enCustomersRoutes from './en_GB/customers.routes.json';
import enProductsRoutes from './en_GB/products.routes.json';
import enEquipment from './en_GB/equipment.json';
import enQrcodes from './en_GB/qrcodes.json';
import enOrders from './en_GB/orders.json';
import enOrderDetail from './en_GB/orderDetail.json';
import enServiceItems from './en_GB/service-items.json';
import enPlatformRoutes from './en_GB/platform.routes.json';
import enMessages from './en_GB/messages.json';
import enNoticesRoutes from './en_GB/notices.routes.json';
import enSmsRoutes from './en_GB/sms.routes.json';
import enReturnVisitsRoutes from './en_GB/returnVisits.routes.json';
import enDispatchMapRoutes from './en_GB/dispatchMap.routes.json';
import enSparePartsRoutes from './en_GB/spareParts.routes.json';
import enKnowledgeRoutes from './en_GB/knowledge.routes.json';
import enContractsRoutes from './en_GB/contracts.routes.json';
import enCollectionRoutes from './en_GB/collection.routes.json';
import enReconciliationRoutes from './en_GB/reconciliation.routes.json';
import enServiceEventsRoutes from './en_GB/serviceEvents.routes.json';
import enSettlementRoutes from './en_GB/settlement.routes.json';
import enSlaRoutes from './en_GB/sla.routes.json';
import enFaultsRoutes from './en_GB/faults.routes.json';
import enReportsRoutes from './en_GB/reports.routes.json';
import enStatsRoutes from './en_GB/stats.routes.json';
import { enumLabels } from './enums';
import type { modules as zh } from './zh_CN.modules';

/** Every module's strings: loaded before the signed-in frame or any other page renders (shell/i18n.ts). */
const modules: typeof zh = {
  home: enHome,
  organization: enOrganization,
  personal: enPersonal,
  navigation: enNavigation,
  templates: { routes: enTemplatesRoutes },
  forms: enForms,
  customers: { routes: enCustomersRoutes },
  products: { routes: enProductsRoutes },
  equipment: enEquipment,
  qrcodes: enQrcodes,
  orders: enOrders,
  orderDetail: enOrderDetail,
  serviceItems: enServiceItems,
  platform: { routes: enPlatformRoutes },
  messages: enMessages,
  notices: { routes: enNoticesRoutes },
  sms: { routes: enSmsRoutes },
  returnVisits: { routes: enReturnVisitsRoutes },
  dispatchMap: { routes: enDispatchMapRoutes },
  spareParts: { routes: enSparePartsRoutes },
  knowledge: { routes: enKnowledgeRoutes },
  contracts: { routes: enContractsRoutes },
  collection: { routes: enCollectionRoutes },
  reconciliation: { routes: enReconciliationRoutes },
  serviceEvents: { routes: enServiceEventsRoutes },
  settlement: { routes: enSettlementRoutes },
  sla: { routes: enSlaRoutes },
  faults: { routes: enFaultsRoutes },
  reports: { routes: enReportsRoutes },
  stats: { routes: enStatsRoutes },
  enum: enumLabels('en_GB'),
};
export { modules };
export default modules;
