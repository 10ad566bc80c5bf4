import { useSyncExternalStore } from 'react';

/** A tiny shared value that components read with a hook and anything may set (modals opened from anywhere). */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const l of [...listeners]) l();
    },
    subscribe,
    /** The current value; re-renders on change. */
    useValue: () => useSyncExternalStore(subscribe, () => value),
  };
}
