import { KNOWLEDGE_ACCESS } from '@fieldline/domain';
import { lazyPage as lazy } from '../../shell/chunks';
import type { AppRoute, RouteNameKey } from '../../shell/paths';
import { KNOWLEDGE_PATHS } from './paths';

const route = (
  name: string,
  path: string,
  page: AppRoute['page'],
  permission: string | undefined = KNOWLEDGE_ACCESS.view,
  keepAlive = false,
): AppRoute => ({
  name,
  path,
  page,
  nameKey: `knowledge.routes.${name}` as RouteNameKey,
  permission,
  keepAlive,
  menuKey: 'operate_manage',
  layout: true,
});

/** Knowledge base (issue 29; spec-shell /FAQManage, /DOCManage, their details, /UnknownProblems, /help). */
export const KNOWLEDGE_ROUTES: AppRoute[] = [
  route(
    'FAQManage',
    KNOWLEDGE_PATHS.faqs,
    lazy(() => import('./pages/FaqManagePage')),
    KNOWLEDGE_ACCESS.view,
    true,
  ),
  route(
    'FAQdetails',
    KNOWLEDGE_PATHS.faqDetail,
    lazy(() => import('./pages/FaqDetailPage')),
  ),
  route(
    'DOCManage',
    KNOWLEDGE_PATHS.docs,
    lazy(() => import('./pages/DocManagePage')),
    KNOWLEDGE_ACCESS.view,
    true,
  ),
  route(
    'DOCMdetails',
    KNOWLEDGE_PATHS.docDetail,
    lazy(() => import('./pages/DocDetailPage')),
  ),
  route(
    'UnknownProblems',
    KNOWLEDGE_PATHS.unknown,
    lazy(() => import('./pages/UnknownProblemsPage')),
    KNOWLEDGE_ACCESS.faq,
    true,
  ),
  route(
    'help',
    KNOWLEDGE_PATHS.help,
    lazy(() => import('./pages/HelpPage')),
    undefined,
  ),
  {
    // Public, no sign-in: a shared FAQ's link.
    name: 'faqShare',
    path: KNOWLEDGE_PATHS.share,
    page: lazy(() => import('./pages/SharedFaqPage')),
    nameKey: 'knowledge.routes.faqShare' as RouteNameKey,
    exempt: true,
    layout: false,
  },
];
