import type { DownloadFile } from './downloads/api';

/** The shell's events, by name and payload. */
export interface ShellEvents {
  /** Every export being polled has finished (spec-shell §4 "Download centre polling"). */
  'download-complete': { files: DownloadFile[] };
}

type Handler<K extends keyof ShellEvents> = (payload: ShellEvents[K]) => void;
const handlers = new Map<keyof ShellEvents, Set<Handler<never>>>();

/** Listens to one event; answers the function that stops listening. */
export function onEvent<K extends keyof ShellEvents>(name: K, handler: Handler<K>): () => void {
  const set = handlers.get(name) ?? new Set();
  set.add(handler as Handler<never>);
  handlers.set(name, set);
  return () => set.delete(handler as Handler<never>);
}

export function emitEvent<K extends keyof ShellEvents>(name: K, payload: ShellEvents[K]) {
  for (const handler of [...(handlers.get(name) ?? [])]) (handler as Handler<K>)(payload);
}
