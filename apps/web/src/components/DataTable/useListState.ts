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

  // Each change starts from the address bar as it is now, not as it was at the last render: a
  // debounced keyword may have landed since the pager or a select captured its callback. It commits
  // at once rather than as a transition: an action clicked straight after (a department picked in
  // the tree, then "add user") must see the new filters, not the ones the transition had not yet
  // replaced.
  const write = (
    change: (current: ListState<ListFilters<S>>) => ListState<ListFilters<S>>,
    options?: WriteOptions,
  ) => {
    const current = new URLSearchParams(window.location.search);
    const url = writeListState(spec, change(readListState(spec, current, sizes)), current);
    if (url.toString() !== current.toString()) setParams(url, { replace: options?.replace, flushSync: true });
  };
  return {
    ...state,
    sizes,
    sorts: spec.sorts ?? [],
    /** Merges `patch` into the filters (undefined clears a key). */
    setFilters: (patch: ListFilters<S>, options?: WriteOptions & { scheme?: number }) =>
      write(
        (s) => ({ ...s, filters: { ...s.filters, ...patch }, pageIndex: 0, scheme: options?.scheme }),
        options,
      ),
    /** Replaces all filters, e.g. with a saved scheme's. */
    resetFilters: (filters: ListFilters<S>, options?: WriteOptions & { scheme?: number }) =>
      write((s) => ({ ...s, filters, pageIndex: 0, scheme: options?.scheme }), options),
    /** A new page size starts again at the first page. */
    setPage: (pageIndex: number, pageSize?: number, options?: WriteOptions) =>
      write((s) => {
        const size = pageSize ?? s.pageSize;
        return { ...s, pageIndex: size === s.pageSize ? pageIndex : 0, pageSize: size };
      }, options),
    setSort: (sort: ListSort | undefined) => write((s) => ({ ...s, sort, pageIndex: 0 })),
  };
}
export type ListHandle<S extends ListFilterSchema = ListFilterSchema> = ReturnType<typeof useListState<S>>;
