import { lazyPart } from '../../shell/chunks';
import { withModuleStrings } from '../../shell/module-strings';

/** What other modules may use of statistics: the dashboard (home page), loaded with its strings and charts. */
export const StatsDashboard = withModuleStrings(
  'stats',
  lazyPart(() => import('./components/Dashboard').then((m) => m.Dashboard)),
);
export { ORDER_REPORT_SCREENS } from './paths';
