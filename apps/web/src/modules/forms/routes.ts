import { FORMS_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { DESIGNER_PATH } from '../templates';

const designer = {
  permission: FORMS_ACCESS.templates,
  keepAlive: false,
  menuKey: 'set_manage',
  layout: true,
} as const;

/** Field customization (issue 5) and the template form designer the template centre opens. */
export const FORM_ROUTES: AppRoute[] = [
  {
    // Pick an object kind and design its field set.
    name: 'customForm',
    path: '/customForm',
    page: lazy(() => import('./pages/CustomFormPage')),
    nameKey: 'forms.routes.customForm' as RouteNameKey,
    ...designer,
  },
  {
    name: 'templateCustomForm',
    path: `${DESIGNER_PATH}/:orderType?`,
    page: lazy(() => import('./pages/TemplateFormPage')),
    nameKey: 'forms.routes.templateCustomForm' as RouteNameKey,
    ...designer,
  },
  {
    name: 'templateCustomFormBeta',
    path: `${DESIGNER_PATH}beta`,
    page: lazy(() => import('./pages/TemplateFormBetaPage')),
    nameKey: 'forms.routes.templateCustomFormBeta' as RouteNameKey,
    ...designer,
  },
];
