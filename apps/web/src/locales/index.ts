import zhCommon from './zh_CN/common.json';
import zhShell from './zh_CN/shell.json';
import zhMenus from './zh_CN/menus.json';
import zhComponents from './zh_CN/components.json';
import zhAuth from './zh_CN/auth.json';
import zhHome from './zh_CN/home.json';
import zhErrors from './zh_CN/errors.json';
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
import enCommon from './en_GB/common.json';
import enShell from './en_GB/shell.json';
import enMenus from './en_GB/menus.json';
import enComponents from './en_GB/components.json';
import enAuth from './en_GB/auth.json';
import enHome from './en_GB/home.json';
import enErrors from './en_GB/errors.json';
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

/** One file per module and language, merged under the module's name: t('auth.login.title'). */
export const zh_CN = {
  ...zhCommon,
  shell: zhShell,
  /** Built-in menu entries by resource name (spec-shell §6). */
  menus: zhMenus,
  components: zhComponents,
  auth: zhAuth,
  home: zhHome,
  errors: zhErrors,
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
};
export const en_GB: typeof zh_CN = {
  ...enCommon,
  shell: enShell,
  menus: enMenus,
  components: enComponents,
  auth: enAuth,
  home: enHome,
  errors: enErrors,
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
};

export const resources = { zh_CN: { translation: zh_CN }, en_GB: { translation: en_GB } };
