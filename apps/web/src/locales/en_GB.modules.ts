import enHome from './en_GB/home.json';
import enOrganization from './en_GB/organization.json';
import enPersonal from './en_GB/personal.json';
import enNavigation from './en_GB/navigation.json';
import enTemplates from './en_GB/templates.json';
import enForms from './en_GB/forms.json';
import enCustomers from './en_GB/customers.json';
import enProducts from './en_GB/products.json';
import enEquipment from './en_GB/equipment.json';
import enQrcodes from './en_GB/qrcodes.json';
import enOrders from './en_GB/orders.json';
import enOrderDetail from './en_GB/orderDetail.json';
import enServiceItems from './en_GB/service-items.json';
import enPlatform from './en_GB/platform.json';
import enMessages from './en_GB/messages.json';
import enNotices from './en_GB/notices.json';
import enSms from './en_GB/sms.json';
import enReturnVisits from './en_GB/returnVisits.json';
import enDispatchMap from './en_GB/dispatchMap.json';
import enSpareParts from './en_GB/spareParts.json';
import enKnowledge from './en_GB/knowledge.json';
import enContracts from './en_GB/contracts.json';
import enServiceEvents from './en_GB/serviceEvents.json';
import enSla from './en_GB/sla.json';
import { enumLabels } from './enums';
import type { modules as zh } from './zh_CN.modules';

/** Every module's strings: loaded before the signed-in frame or any other page renders (shell/i18n.ts). */
const modules: typeof zh = {
  home: enHome,
  organization: enOrganization,
  personal: enPersonal,
  navigation: enNavigation,
  templates: enTemplates,
  forms: enForms,
  customers: enCustomers,
  products: enProducts,
  equipment: enEquipment,
  qrcodes: enQrcodes,
  orders: enOrders,
  orderDetail: enOrderDetail,
  serviceItems: enServiceItems,
  platform: enPlatform,
  messages: enMessages,
  notices: enNotices,
  sms: enSms,
  returnVisits: enReturnVisits,
  dispatchMap: enDispatchMap,
  spareParts: enSpareParts,
  knowledge: enKnowledge,
  contracts: enContracts,
  serviceEvents: enServiceEvents,
  sla: enSla,
  enum: enumLabels('en_GB'),
};
export { modules };
export default modules;
