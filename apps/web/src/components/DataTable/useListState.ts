import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageSizeOptions } from '../../shell/gate';
import { useSession } from '../../shell/session/useSession';
import {
  readListState,
  writeListState,
  type ListFilterSchema,
  type ListFilters,
  type ListSort,
  type ListSpec,
  type ListState,
} from './list-state';

interface WriteOptions {
  /** Replace the current history entry instead of adding one (Back then skips this change). */
  replace?: boolean;
}

/**
 * A list page's filters, page, page size, sort and saved scheme, read from and written to the URL.
 * Every change adds a history entry, so Back restores the previous state; a change of filters goes
 * back to the first page and leaves the saved scheme.
 */
export function useListState<S extends ListFilterSchema>(spec: ListSpec<S>) {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const sizes = pageSizeOptions(user?.isChargeUser);
  const state = useMemo(() => readListState(spec, params, sizes), [spec, params, sizes]);

  const write = (next: ListState<ListFilters<S>>, options?: WriteOptions) => {
    const url = writeListState(spec, next, params);
    if (url.toString() !== params.toString()) setParams(url, { replace: options?.replace });
  };
  return {
    ...state,
    sizes,
    sorts: spec.sorts ?? [],
    /** Merges `patch` into the filters (undefined clears a key). */
    setFilters: (patch: ListFilters<S>, options?: WriteOptions & { scheme?: number }) =>
      write(
        { ...state, filters: { ...state.filters, ...patch }, pageIndex: 0, scheme: options?.scheme },
        options,
      ),
    /** Replaces all filters, e.g. with a saved scheme's. */
    resetFilters: (filters: ListFilters<S>, options?: WriteOptions & { scheme?: number }) =>
      write({ ...state, filters, pageIndex: 0, scheme: options?.scheme }, options),
    /** A new page size starts again at the first page. */
    setPage: (pageIndex: number, pageSize = state.pageSize, options?: WriteOptions) =>
      write({ ...state, pageIndex: pageSize === state.pageSize ? pageIndex : 0, pageSize }, options),
    setSort: (sort: ListSort | undefined) => write({ ...state, sort, pageIndex: 0 }),
  };
}
export type ListHandle<S extends ListFilterSchema = ListFilterSchema> = ReturnType<typeof useListState<S>>;
