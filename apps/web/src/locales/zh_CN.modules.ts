import zhHome from './zh_CN/home.json';
import zhOrganization from './zh_CN/organization.json';
import zhPersonal from './zh_CN/personal.json';
import zhNavigation from './zh_CN/navigation.json';
import zhTemplatesRoutes from './zh_CN/templates.routes.json';
import zhForms from './zh_CN/forms.json';
import zhCustomersRoutes from './zh_CN/customers.routes.json';
import zhProductsRoutes from './zh_CN/products.routes.json';
import zhEquipment from './zh_CN/equipment.json';
import zhQrcodes from './zh_CN/qrcodes.json';
import zhOrders from './zh_CN/orders.json';
import zhOrderDetail from './zh_CN/orderDetail.json';
import zhServiceItems from './zh_CN/service-items.json';
import zhPlatformRoutes from './zh_CN/platform.routes.json';
import zhMessages from './zh_CN/messages.json';
import zhNoticesRoutes from './zh_CN/notices.routes.json';
import zhSmsRoutes from './zh_CN/sms.routes.json';
import zhReturnVisitsRoutes from './zh_CN/returnVisits.routes.json';
import zhDispatchMapRoutes from './zh_CN/dispatchMap.routes.json';
import zhSparePartsRoutes from './zh_CN/spareParts.routes.json';
import zhKnowledgeRoutes from './zh_CN/knowledge.routes.json';
import zhContractsRoutes from './zh_CN/contracts.routes.json';
import zhCollectionRoutes from './zh_CN/collection.routes.json';
import zhReconciliationRoutes from './zh_CN/reconciliation.routes.json';
import zhServiceEventsRoutes from './zh_CN/serviceEvents.routes.json';
import zhSettlementRoutes from './zh_CN/settlement.routes.json';
import zhSlaRoutes from './zh_CN/sla.routes.json';
import zhFaultsRoutes from './zh_CN/faults.routes.json';
import zhReportsRoutes from './zh_CN/reports.routes.json';
import zhStatsRoutes from './zh_CN/stats.routes.json';
import { enumLabels } from './enums';

/** Every module's strings: loaded before the signed-in frame or any other page renders (shell/i18n.ts). */
const modules = {
  home: zhHome,
  organization: zhOrganization,
  personal: zhPersonal,
  navigation: zhNavigation,
  templates: { routes: zhTemplatesRoutes },
  forms: zhForms,
  customers: { routes: zhCustomersRoutes },
  products: { routes: zhProductsRoutes },
  equipment: zhEquipment,
  qrcodes: zhQrcodes,
  orders: zhOrders,
  orderDetail: zhOrderDetail,
  serviceItems: zhServiceItems,
  platform: { routes: zhPlatformRoutes },
  messages: zhMessages,
  notices: { routes: zhNoticesRoutes },
  sms: { routes: zhSmsRoutes },
  returnVisits: { routes: zhReturnVisitsRoutes },
  dispatchMap: { routes: zhDispatchMapRoutes },
  spareParts: { routes: zhSparePartsRoutes },
  knowledge: { routes: zhKnowledgeRoutes },
  contracts: { routes: zhContractsRoutes },
  collection: { routes: zhCollectionRoutes },
  reconciliation: { routes: zhReconciliationRoutes },
  serviceEvents: { routes: zhServiceEventsRoutes },
  settlement: { routes: zhSettlementRoutes },
  sla: { routes: zhSlaRoutes },
  faults: { routes: zhFaultsRoutes },
  reports: { routes: zhReportsRoutes },
  stats: { routes: zhStatsRoutes },
  /** Enum labels, read from the domain package (./enums.ts). */
  enum: enumLabels('zh_CN'),
};
export { modules };
export default modules;
