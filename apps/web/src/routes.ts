import type { AppRoute } from './shell/paths';
import { AUTH_ROUTES } from './modules/auth/routes';
import { CUSTOMER_ROUTES } from './modules/customers/routes';
import { DISPATCH_MAP_ROUTES } from './modules/dispatch-map/routes';
import { EQUIPMENT_ROUTES } from './modules/equipment/routes';
import { ERROR_ROUTES } from './modules/errors/routes';
import { FORM_ROUTES } from './modules/forms/routes';
import { HOME_ROUTES } from './modules/home/routes';
import { MESSAGE_ROUTES } from './modules/messages/routes';
import { NOTICE_ROUTES } from './modules/notices/routes';
import { NAVIGATION_ROUTES } from './modules/navigation/routes';
import { ORDER_ROUTES } from './modules/orders/routes';
import { ORGANIZATION_ROUTES } from './modules/organization/routes';
import { PERSONAL_ROUTES } from './modules/personal/routes';
import { PLATFORM_ROUTES } from './modules/platform/routes';
import { PRODUCT_ROUTES } from './modules/products/routes';
import { QR_ROUTES } from './modules/qrcodes/routes';
import { RETURN_VISIT_ROUTES } from './modules/return-visits/routes';
import { SPARE_ROUTES } from './modules/spare-parts/routes';
import { KNOWLEDGE_ROUTES } from './modules/knowledge/routes';
import { CONTRACT_ROUTES } from './modules/contracts/routes';
import { COLLECTION_ROUTES } from './modules/collection/routes';
import { RECONCILE_ROUTES } from './modules/reconciliation/routes';
import { SETTLEMENT_ROUTES } from './modules/settlement/routes';
import { SLA_ROUTES } from './modules/sla/routes';
import { FAULT_ROUTES } from './modules/faults/routes';
import { REPORT_ROUTES } from './modules/reports/routes';
import { STATS_ROUTES } from './modules/stats/routes';
import { SERVICE_EVENT_ROUTES } from './modules/service-events/routes';
import { SERVICE_ITEM_ROUTES } from './modules/service-items/routes';
import { SMS_ROUTES } from './modules/sms/routes';
import { TEMPLATE_ROUTES } from './modules/templates/routes';

/**
 * Every page of the app: each module declares its own routes, this only puts them together (in the
 * order function navigation lists them). `main.tsx` loads it with `import()` on the first navigation past
 * the sign-in and error pages and hands it to the shell's router (shell/router.tsx, `registerRoutes`).
 */
export const ROUTES: AppRoute[] = [
  ...HOME_ROUTES,
  ...PERSONAL_ROUTES,
  ...NAVIGATION_ROUTES,
  ...ORGANIZATION_ROUTES,
  ...TEMPLATE_ROUTES,
  ...FORM_ROUTES,
  ...CUSTOMER_ROUTES,
  ...PRODUCT_ROUTES,
  ...EQUIPMENT_ROUTES,
  ...QR_ROUTES,
  ...ORDER_ROUTES,
  ...DISPATCH_MAP_ROUTES,
  ...COLLECTION_ROUTES,
  ...RETURN_VISIT_ROUTES,
  ...SPARE_ROUTES,
  ...KNOWLEDGE_ROUTES,
  ...CONTRACT_ROUTES,
  ...RECONCILE_ROUTES,
  ...SETTLEMENT_ROUTES,
  ...SERVICE_EVENT_ROUTES,
  ...SLA_ROUTES,
  ...FAULT_ROUTES,
  ...REPORT_ROUTES,
  ...STATS_ROUTES,
  ...SERVICE_ITEM_ROUTES,
  ...PLATFORM_ROUTES,
  ...MESSAGE_ROUTES,
  ...NOTICE_ROUTES,
  ...SMS_ROUTES,
  ...ERROR_ROUTES,
  ...AUTH_ROUTES,
];
