import type { ComponentType, LazyExoticComponent } from 'react';
import {
  CUSTOMER_ACCESS,
  EQUIPMENT_ACCESS,
  FORMS_ACCESS,
  ORDER_ACCESS,
  ORG_ACCESS,
  PRODUCT_ACCESS,
} from '@fieldline/domain';
import type { zh_CN } from './locales';
import { lazyPage as lazy } from './shell/chunks';
import { ORDER_ROUTES } from './modules/orders/routes';
import { SERVICE_ITEM_ROUTES } from './modules/service-items/routes';
import { PLATFORM_ROUTES } from './modules/platform/routes';

export type RouteNameKey = `routes.${keyof (typeof zh_CN)['routes']}`;
/** The eight top-level menu groups (spec-shell §6), by resource name. */
export type MenuGroupKey = keyof (typeof zh_CN)['menus'];

/** One entry of the route table: every page the app has, and how the shell treats it. */
export interface AppRoute {
  /**
   * The route name: what a server menu item's `routerName` and a tab's `routerName` refer to. Custom
   * menu entries use `custom_<parentId>_<id>`.
   */
  name: string;
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Translation key of the page's name (title, breadcrumb, tab). */
  nameKey: RouteNameKey;
  /** Permission code the user needs (spec-shell §6); none means any signed-in user. */
  permission?: string;
  /** Keep-alive eligible: the page stays mounted (filters, scroll, input) while its tab is open. */
  keepAlive?: boolean;
  /** The top-level menu group the page belongs to (breadcrumb). */
  menuKey?: MenuGroupKey;
  /** Reachable without a session (spec-shell §4 step 7). */
  exempt?: boolean;
  /** Rendered inside the signed-in frame (top bar, side menu); otherwise a page of its own. */
  layout: boolean;
}

export const PATHS = {
  home: '/guideOne',
  personal: '/personIndex',
  navigation: '/navigation',
  personnel: '/organizationalStructure',
  personnelDetail: '/organizationalStructure/personneldetails/:id',
  serviceTeams: '/serviceGroup',
  login: '/login',
  register: '/register',
  passwordForget: '/passwordForget',
  passwordSet: '/passwordset',
  notFound: '/Error404',
  noRole: '/errorRole',
  overdue: '/errorOverdue',
  forbidden: '/error403',
  noPermission: '/detailError',
} as const;

/** One page for both template-centre paths, so they share a chunk. */
const templateCenterPage = lazy(() => import('./modules/templates/pages/TemplateCenterPage'));

/** One page for /categories and /categories/:id, so they share a chunk. */
const productCategoriesPage = lazy(() => import('./modules/products/pages/CategoriesPage'));

export const ROUTES: AppRoute[] = [
  {
    name: 'guideOne',
    path: PATHS.home,
    page: lazy(() => import('./modules/home/pages/GuideOnePage')),
    nameKey: 'routes.guideOne',
    keepAlive: true,
    layout: true,
  },
  {
    name: 'personIndex',
    path: PATHS.personal,
    page: lazy(() => import('./modules/personal/pages/PersonIndexPage')),
    nameKey: 'routes.personIndex',
    layout: true,
  },
  {
    name: 'navigation',
    path: PATHS.navigation,
    page: lazy(() => import('./modules/navigation/pages/FunctionNavigationPage')),
    nameKey: 'routes.navigation',
    keepAlive: true,
    layout: true,
  },
  {
    name: 'organizationalStructure',
    path: PATHS.personnel,
    page: lazy(() => import('./modules/organization/pages/PersonnelListPage')),
    nameKey: 'routes.organizationalStructure',
    permission: ORG_ACCESS.personnelView,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'serviceGroup',
    path: PATHS.serviceTeams,
    page: lazy(() => import('./modules/organization/pages/ServiceTeamListPage')),
    nameKey: 'routes.serviceGroup',
    permission: ORG_ACCESS.teams,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    // The spec's menu code for this page is 11001; the route asks for the personnel view code.
    name: 'personneldetails',
    path: PATHS.personnelDetail,
    page: lazy(() => import('./modules/organization/pages/PersonnelDetailPage')),
    nameKey: 'organization.routes.personneldetails' as RouteNameKey,
    permission: ORG_ACCESS.personnelView,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'personTag',
    path: '/tagsManage/personTag',
    page: lazy(() => import('./modules/organization/pages/PersonTagPage')),
    nameKey: 'organization.routes.personTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'orderTag',
    path: '/tagsManage/orderTag',
    page: lazy(() => import('./modules/organization/pages/OrderTagPage')),
    nameKey: 'organization.routes.orderTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'customerTag',
    path: '/tagsManage/customerTag',
    page: lazy(() => import('./modules/organization/pages/CustomerTagPage')),
    nameKey: 'organization.routes.customerTag' as RouteNameKey,
    permission: ORG_ACCESS.tags,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'outsourceManagement',
    path: '/outsourceManagement',
    page: lazy(() => import('./modules/organization/pages/OutsourcePage')),
    nameKey: 'organization.routes.outsourceManagement' as RouteNameKey,
    permission: ORG_ACCESS.providers,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    // The template centre: its menu entry opens /templateCenter; /templateCenter/{type} opens a tab.
    name: 'templateCenter',
    path: '/templateCenter',
    page: templateCenterPage,
    nameKey: 'templates.routes.templateCenter' as RouteNameKey,
    permission: FORMS_ACCESS.templates,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'templateCenterType',
    path: '/templateCenter/:type',
    page: templateCenterPage,
    nameKey: 'templates.routes.templateCenter' as RouteNameKey,
    permission: FORMS_ACCESS.templates,
    keepAlive: true,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'processSetting',
    path: '/templateCenter/processSetting',
    page: lazy(() => import('./modules/templates/pages/ProcessSettingPage')),
    nameKey: 'templates.routes.processSetting' as RouteNameKey,
    permission: FORMS_ACCESS.templates,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    // Field customization: pick an object kind and design its field set (issue 5).
    name: 'customForm',
    path: '/customForm',
    page: lazy(() => import('./modules/forms/pages/CustomFormPage')),
    nameKey: 'forms.routes.customForm' as RouteNameKey,
    permission: FORMS_ACCESS.templates,
    keepAlive: false,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'templateCustomForm',
    path: '/templateCenter/processSetting/customForm/:orderType?',
    page: lazy(() => import('./modules/forms/pages/TemplateFormPage')),
    nameKey: 'forms.routes.templateCustomForm' as RouteNameKey,
    permission: FORMS_ACCESS.templates,
    keepAlive: false,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'templateCustomFormBeta',
    path: '/templateCenter/processSetting/customFormbeta',
    page: lazy(() => import('./modules/forms/pages/TemplateFormBetaPage')),
    nameKey: 'forms.routes.templateCustomFormBeta' as RouteNameKey,
    permission: FORMS_ACCESS.templates,
    keepAlive: false,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'allCustomer',
    path: '/allCustomer',
    page: lazy(() => import('./modules/customers/pages/CustomerListPage')),
    nameKey: 'customers.routes.allCustomer' as RouteNameKey,
    permission: CUSTOMER_ACCESS.view,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    // The spec's menu code for this page is 04001; the route asks for the customer view code.
    name: 'customerDetail',
    path: '/allCustomer/customerDetail/:id',
    page: lazy(() => import('./modules/customers/pages/CustomerDetailPage')),
    nameKey: 'customers.routes.customerDetail' as RouteNameKey,
    permission: CUSTOMER_ACCESS.view,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'customerRecycle',
    path: '/customerRecycle',
    page: lazy(() => import('./modules/customers/pages/CustomerRecyclePage')),
    nameKey: 'customers.routes.customerRecycle' as RouteNameKey,
    permission: CUSTOMER_ACCESS.recycleBin,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'contactManage',
    path: '/contactManage',
    page: lazy(() => import('./modules/customers/pages/ContactManagePage')),
    nameKey: 'customers.routes.contactManage' as RouteNameKey,
    permission: CUSTOMER_ACCESS.view,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    // spec-shell §2 "/contactManage (+ /contactCustomerDetail/{id})": the customer opened from a contact.
    name: 'contactCustomerDetail',
    path: '/contactCustomerDetail/:id',
    page: lazy(() => import('./modules/customers/pages/CustomerDetailPage')),
    nameKey: 'customers.routes.contactCustomerDetail' as RouteNameKey,
    permission: CUSTOMER_ACCESS.view,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'addressManage',
    path: '/addressManage',
    page: lazy(() => import('./modules/customers/pages/AddressManagePage')),
    nameKey: 'customers.routes.addressManage' as RouteNameKey,
    permission: CUSTOMER_ACCESS.view,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    // spec-shell §2 "/addressManage (+ /addressCustomerDetail/{id})": the customer opened from an address.
    name: 'addressCustomerDetail',
    path: '/addressCustomerDetail/:id',
    page: lazy(() => import('./modules/customers/pages/CustomerDetailPage')),
    nameKey: 'customers.routes.addressCustomerDetail' as RouteNameKey,
    permission: CUSTOMER_ACCESS.view,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'allProduct',
    path: '/allProduct',
    page: lazy(() => import('./modules/products/pages/ProductListPage')),
    nameKey: 'products.routes.allProduct' as RouteNameKey,
    permission: PRODUCT_ACCESS.view,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'Productdetails',
    path: '/allProduct/Productdetails/:id',
    page: lazy(() => import('./modules/products/pages/ProductDetailPage')),
    nameKey: 'products.routes.Productdetails' as RouteNameKey,
    permission: PRODUCT_ACCESS.view,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'categories',
    path: '/categories',
    page: productCategoriesPage,
    nameKey: 'products.routes.categories' as RouteNameKey,
    permission: PRODUCT_ACCESS.view,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'categoryDetail',
    path: '/categories/:id',
    page: productCategoriesPage,
    nameKey: 'products.routes.categoryDetail' as RouteNameKey,
    permission: PRODUCT_ACCESS.view,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'customerSetting',
    path: '/customerSetting',
    page: lazy(() => import('./modules/customers/pages/CustomerSettingPage')),
    nameKey: 'customers.routes.customerSetting' as RouteNameKey,
    permission: CUSTOMER_ACCESS.settings,
    menuKey: 'set_manage',
    layout: true,
  },
  {
    name: 'productManage',
    path: '/productManage',
    page: lazy(() => import('./modules/equipment/pages/EquipmentListPage')),
    nameKey: 'equipment.routes.productManage' as RouteNameKey,
    permission: EQUIPMENT_ACCESS.view,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    // spec-shell §6 "/productDetail with query productId, id, customerId": the customer product by id.
    name: 'productDetail',
    path: '/productDetail',
    page: lazy(() => import('./modules/equipment/pages/EquipmentDetailPage')),
    nameKey: 'equipment.routes.productDetail' as RouteNameKey,
    permission: EQUIPMENT_ACCESS.view,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'serviceRequests',
    path: '/serviceRequests',
    page: lazy(() => import('./modules/equipment/pages/ServiceRequestListPage')),
    nameKey: 'equipment.routes.serviceRequests' as RouteNameKey,
    permission: EQUIPMENT_ACCESS.view,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'qrCodeSetting',
    path: '/qrCodeSetting',
    page: lazy(() => import('./modules/qrcodes/pages/QrBatchListPage')),
    nameKey: 'qrcodes.routes.qrCodeSetting' as RouteNameKey,
    permission: EQUIPMENT_ACCESS.qrCodes,
    keepAlive: true,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    // The codes of a batch; ?print=1 opens the label sheet (not kept alive: the sheet covers the window).
    name: 'qrCodeBatch',
    path: '/qrCodeSetting/code/:batch',
    page: lazy(() => import('./modules/qrcodes/pages/QrCodeListPage')),
    nameKey: 'qrcodes.routes.qrCodeBatch' as RouteNameKey,
    permission: EQUIPMENT_ACCESS.qrCodes,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    name: 'qrdetail',
    path: '/qrCodeSetting/qrdetail/:id',
    page: lazy(() => import('./modules/qrcodes/pages/QrCodeDetailPage')),
    nameKey: 'qrcodes.routes.qrdetail' as RouteNameKey,
    permission: EQUIPMENT_ACCESS.qrCodes,
    menuKey: 'customer_manage',
    layout: true,
  },
  {
    // The spec's menu code for this page is 01001; the route asks for the order view code.
    name: 'orderDetail',
    path: '/allOrder/orderDetail/:orderId',
    page: lazy(() => import('./modules/orders/detail/pages/OrderDetailPage')),
    nameKey: 'orderDetail.routes.orderDetail' as RouteNameKey,
    permission: ORDER_ACCESS.view,
    menuKey: 'order_manage',
    layout: true,
  },
  // Work orders: the lists and the create pages (issue 7).
  ...ORDER_ROUTES,
  // Service items (服务项目), what order service lines are priced from (issue 7).
  ...SERVICE_ITEM_ROUTES,
  ...PLATFORM_ROUTES,
  {
    // Print sheets of up to 50 orders (?ids=1,2), a page of its own so only the sheets print.
    name: 'orderPrint',
    path: '/order/print',
    page: lazy(() => import('./modules/orders/detail/pages/OrderPrintPage')),
    nameKey: 'orderDetail.routes.orderPrint' as RouteNameKey,
    permission: ORDER_ACCESS.view,
    layout: false,
  },
  {
    name: 'Error404',
    path: PATHS.notFound,
    page: lazy(() => import('./modules/errors/pages/NotFoundPage')),
    nameKey: 'routes.error404',
    layout: true,
  },
  {
    name: 'detailError',
    path: PATHS.noPermission,
    page: lazy(() => import('./modules/errors/pages/DetailErrorPage')),
    nameKey: 'routes.detailError',
    layout: true,
  },
  {
    name: 'login',
    path: PATHS.login,
    page: lazy(() => import('./modules/auth/pages/LoginPage')),
    nameKey: 'routes.login',
    exempt: true,
    layout: false,
  },
  {
    name: 'register',
    path: PATHS.register,
    page: lazy(() => import('./modules/auth/pages/RegisterPage')),
    nameKey: 'routes.register',
    exempt: true,
    layout: false,
  },
  {
    name: 'passwordForget',
    path: `${PATHS.passwordForget}/:mobile?`,
    page: lazy(() => import('./modules/auth/pages/PasswordForgetPage')),
    nameKey: 'routes.passwordForget',
    exempt: true,
    layout: false,
  },
  {
    name: 'passwordSet',
    path: `${PATHS.passwordSet}/:mobile`,
    page: lazy(() => import('./modules/auth/pages/PasswordSetPage')),
    nameKey: 'routes.passwordSet',
    exempt: true,
    layout: false,
  },
  {
    name: 'errorRole',
    path: PATHS.noRole,
    page: lazy(() => import('./modules/errors/pages/ErrorRolePage')),
    nameKey: 'routes.errorRole',
    exempt: true,
    layout: false,
  },
  {
    name: 'errorOverdue',
    path: PATHS.overdue,
    page: lazy(() => import('./modules/errors/pages/ErrorOverduePage')),
    nameKey: 'routes.errorOverdue',
    layout: false,
  },
  {
    name: 'error403',
    path: PATHS.forbidden,
    page: lazy(() => import('./modules/errors/pages/Error403Page')),
    nameKey: 'routes.error403',
    exempt: true,
    layout: false,
  },
  {
    // What a product's QR label opens: public, no sign-in, made for a phone.
    name: 'scan',
    path: '/scan/:code',
    page: lazy(() => import('./modules/qrcodes/pages/ScanPage')),
    nameKey: 'qrcodes.routes.scan' as RouteNameKey,
    exempt: true,
    layout: false,
  },
  {
    // What the evaluation link (eval_url) of a completed order opens: public, no sign-in, for a phone.
    name: 'orderEval',
    path: '/eval/:token',
    page: lazy(() => import('./modules/orders/detail/pages/EvaluationPage')),
    nameKey: 'orderDetail.routes.orderEval' as RouteNameKey,
    exempt: true,
    layout: false,
  },
];

export const isAppRoute = (value: unknown): value is AppRoute =>
  typeof value === 'object' && value !== null && 'nameKey' in value && 'page' in value;

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));
const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The route of a route name (menu items, tabs), if the table has it. */
export const routeByName = (name: string | null | undefined) => (name ? BY_NAME.get(name) : undefined);
/** The route declared with exactly this path pattern, if the table has it. */
export const routeByPath = (path: string) => BY_PATH.get(path);
