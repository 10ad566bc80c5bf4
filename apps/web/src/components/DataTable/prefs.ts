import { useCallback, useState } from 'react';
import { localCache } from '../../shell/cache';
import type { TablePrefs } from './types';

const EMPTY: TablePrefs = { hidden: [], widths: {} };

const read = (key: string): TablePrefs => {
  const saved = localCache.get<Partial<TablePrefs>>(key);
  return {
    hidden: Array.isArray(saved?.hidden) ? saved.hidden.filter((k) => typeof k === 'string') : [],
    widths: saved?.widths && typeof saved.widths === 'object' ? saved.widths : {},
  };
};

/** Hidden columns and widths of one table, kept per route in the local cache. */
export function useTablePrefs(cacheKey: string) {
  const [prefs, setPrefs] = useState<TablePrefs>(() => read(cacheKey));
  const update = useCallback(
    (next: TablePrefs) => {
      setPrefs(next);
      localCache.set(cacheKey, next);
    },
    [cacheKey],
  );
  const reset = useCallback(() => {
    setPrefs(EMPTY);
    localCache.remove(cacheKey);
  }, [cacheKey]);
  return { prefs, update, reset };
}
