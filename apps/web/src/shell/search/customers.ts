import { generatePath } from 'react-router-dom';
import { CUSTOMER_ACCESS, type CustomerRow, type Page } from '@fieldline/domain';
import { CUSTOMER_PATHS } from '../../modules/customers/paths';
import { get } from '../request';
import { registerSearchProvider, SEARCH_GROUP_SIZE } from './registry';

/**
 * Customers by name or a contact's name or phone (GET /v2/customer/epCustomerList: the customers the
 * caller may see, on the search-text index); a hit opens the customer.
 */
export function registerCustomerSearch() {
  return registerSearchProvider({
    key: 'customers',
    label: (t) => t('shell.search.customers'),
    permission: CUSTOMER_ACCESS.view,
    async search(keyword) {
      const { list } = await get<Page<CustomerRow>>(
        '/v2/customer/epCustomerList',
        { keyword, pageSize: SEARCH_GROUP_SIZE, pageIndex: 0 },
        { silent: true },
      );
      return list.map((c) => ({
        key: String(c.id),
        title: c.name,
        description: [c.contactName, c.contactPhone].filter(Boolean).join(' '),
        to: generatePath(CUSTOMER_PATHS.detail, { id: String(c.id) }),
      }));
    },
  });
}
