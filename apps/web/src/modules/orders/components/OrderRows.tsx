import { memo, useDeferredValue } from 'react';
import type { OrderRow, PageQuery } from '@fieldline/domain';
import { useOrderPage } from '../api';
import type { OrderListQueryParams } from '../views';
import { OrderCards } from './OrderCards';
import { OrderTable, type OrderListViewProps } from './OrderTable';

const NO_ROWS: OrderRow[] = [];
const Table = memo(OrderTable);
const Cards = memo(OrderCards);

type Props = Omit<OrderListViewProps, 'rows' | 'total' | 'totalCapped' | 'loading'> & {
  query: OrderListQueryParams & PageQuery;
  enabled: boolean;
  /** Cards on a phone, else the table. */
  phone: boolean;
};

/**
 * A list's page of orders, with its own query. TanStack Query's updates (the fetch starting, the rows
 * arriving) reach React through `useSyncExternalStore`, which renders synchronously: here they re-render
 * only this part, not the filters, tabs and bars of the list, and the table (or cards) takes the new
 * rows, total and loading state in a deferred render of its own, which React slices (issue 20).
 */
export function OrderRows({ query, enabled, phone, customColumns, ...view }: Props) {
  const page = useOrderPage(query, enabled);
  const data = useDeferredValue(page.data);
  const loading = useDeferredValue(page.isFetching);
  const shown = {
    ...view,
    rows: data?.list ?? NO_ROWS,
    total: data?.total ?? 0,
    totalCapped: data?.totalCapped ?? false,
    loading,
  };
  return phone ? <Cards {...shown} /> : <Table {...shown} customColumns={customColumns} />;
}
