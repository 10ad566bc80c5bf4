import { buttonRoutes } from './button-routes';
import { fieldRoutes } from './field-routes';
import { templateRoutes } from './template-routes';

/** The custom-fields engine: templates, field sets, system field view and order, custom buttons. */
export const formRoutes = [...templateRoutes, ...fieldRoutes, ...buttonRoutes];
