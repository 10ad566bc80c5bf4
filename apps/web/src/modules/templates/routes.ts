import { FORMS_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { PROCESS_SETTING_PATH, TEMPLATE_CENTER_PATH } from './paths';

/** One page for both template-centre paths, so they share a chunk. */
const centerPage = lazy(() => import('./pages/TemplateCenterPage'));
const center = {
  page: centerPage,
  nameKey: 'templates.routes.templateCenter' as RouteNameKey,
  permission: FORMS_ACCESS.templates,
  keepAlive: true,
  menuKey: 'set_manage',
  layout: true,
} as const;

/** The template centre (its menu entry opens /templateCenter; /templateCenter/{type} opens a tab). */
export const TEMPLATE_ROUTES: AppRoute[] = [
  { name: 'templateCenter', path: TEMPLATE_CENTER_PATH, ...center },
  { name: 'templateCenterType', path: `${TEMPLATE_CENTER_PATH}/:type`, ...center },
  {
    name: 'processSetting',
    path: PROCESS_SETTING_PATH,
    page: lazy(() => import('./pages/ProcessSettingPage')),
    nameKey: 'templates.routes.processSetting' as RouteNameKey,
    permission: FORMS_ACCESS.templates,
    menuKey: 'set_manage',
    layout: true,
  },
];
