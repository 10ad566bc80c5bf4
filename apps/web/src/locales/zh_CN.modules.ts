import zhHome from './zh_CN/home.json';
import zhOrganization from './zh_CN/organization.json';
import zhPersonal from './zh_CN/personal.json';
import zhNavigation from './zh_CN/navigation.json';
import zhTemplates from './zh_CN/templates.json';
import zhForms from './zh_CN/forms.json';
import zhCustomers from './zh_CN/customers.json';
import zhProducts from './zh_CN/products.json';
import zhEquipment from './zh_CN/equipment.json';
import zhQrcodes from './zh_CN/qrcodes.json';
import zhOrders from './zh_CN/orders.json';
import zhOrderDetail from './zh_CN/orderDetail.json';
import zhServiceItems from './zh_CN/service-items.json';
import zhPlatform from './zh_CN/platform.json';
import zhMessages from './zh_CN/messages.json';
import zhNotices from './zh_CN/notices.json';
import zhSms from './zh_CN/sms.json';
import zhReturnVisits from './zh_CN/returnVisits.json';
import zhDispatchMap from './zh_CN/dispatchMap.json';
import zhSpareParts from './zh_CN/spareParts.json';
import zhKnowledge from './zh_CN/knowledge.json';
import zhContracts from './zh_CN/contracts.json';
import zhServiceEvents from './zh_CN/serviceEvents.json';
import zhSla from './zh_CN/sla.json';
import { enumLabels } from './enums';

/** Every module's strings: loaded before the signed-in frame or any other page renders (shell/i18n.ts). */
const modules = {
  home: zhHome,
  organization: zhOrganization,
  personal: zhPersonal,
  navigation: zhNavigation,
  templates: zhTemplates,
  forms: zhForms,
  customers: zhCustomers,
  products: zhProducts,
  equipment: zhEquipment,
  qrcodes: zhQrcodes,
  orders: zhOrders,
  orderDetail: zhOrderDetail,
  serviceItems: zhServiceItems,
  platform: zhPlatform,
  messages: zhMessages,
  notices: zhNotices,
  sms: zhSms,
  returnVisits: zhReturnVisits,
  dispatchMap: zhDispatchMap,
  spareParts: zhSpareParts,
  knowledge: zhKnowledge,
  contracts: zhContracts,
  serviceEvents: zhServiceEvents,
  sla: zhSla,
  /** Enum labels, read from the domain package (./enums.ts). */
  enum: enumLabels('zh_CN'),
};
export { modules };
export default modules;
