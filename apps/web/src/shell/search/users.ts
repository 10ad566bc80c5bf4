import { generatePath } from 'react-router-dom';
import type { Page } from '@fieldline/domain';
import { ORG_PATHS } from '../../modules/organization/paths';
import { routeByPath } from '../route-table';
import { get } from '../request';
import { registerSearchProvider } from './registry';

/** spec-shell §7: the global search asks for the first 10 users matching the text. */
const USER_SEARCH_SIZE = 10;

interface UserHit {
  id: number;
  name: string;
  phone: string;
}

/**
 * The global search finds people (GET /v2/user/list, the caller's data scope); a hit links to the
 * person's page when the route table has it, otherwise it is shown without a link.
 */
export function registerUserSearch() {
  return registerSearchProvider({
    key: 'users',
    label: (t) => t('shell.search.users'),
    async search(keyword) {
      const { list } = await get<Page<UserHit>>(
        '/v2/user/list',
        { keyword, pageSize: USER_SEARCH_SIZE, pageIndex: 0 },
        { silent: true },
      );
      const detail = routeByPath(ORG_PATHS.personnelDetail);
      return list.map((u) => ({
        key: String(u.id),
        title: u.name,
        description: u.phone,
        to: detail ? generatePath(detail.path, { id: String(u.id) }) : undefined,
      }));
    },
  });
}
