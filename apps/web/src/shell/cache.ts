/**
 * The browser cache of the shell (spec-shell §4 "Local cache", §5, §9): entries live 30 days,
 * expired entries are dropped when read, a version change clears everything, a full store is
 * cleared and the write retried up to 4 times, and only non-null objects are cached. Keys carry
 * the application prefix; `localCache` persists, `sessionCache` lasts as long as the tab.
 */

export const CACHE_PREFIX = 'fieldline_';
export const CACHE_VERSION = 'v4_6_3';
export const CACHE_MAX_AGE_MS = 2_592_000_000;
export const CACHE_WRITE_RETRIES = 4;
/** Where the cache remembers which version wrote it. */
export const CACHE_VERSION_KEY = `${CACHE_PREFIX}_version`;

interface Entry {
  data: object;
  /** Time of expiry, ms since epoch (the spec's MaxAge). */
  expires: number;
}

export interface CacheOptions {
  prefix?: string;
  version?: string;
  now?: () => number;
}

export interface Cache {
  get<T extends object>(key: string): T | null;
  /** False when the value is not a non-null object or the store refused it after every retry. */
  set(key: string, value: unknown, maxAgeMs?: number): boolean;
  remove(key: string): void;
  /** Removes every entry of this application (other keys of the origin stay). */
  clear(): void;
}

const isEntry = (v: unknown): v is Entry =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Entry).expires === 'number' &&
  typeof (v as Entry).data === 'object' &&
  (v as Entry).data !== null;

/** A cache over one Web Storage; `storage` is looked up lazily so a blocked store fails softly. */
export function createCache(storage: () => Storage | null, options: CacheOptions = {}): Cache {
  const prefix = options.prefix ?? CACHE_PREFIX;
  const version = options.version ?? CACHE_VERSION;
  const versionKey = `${prefix}_version`;
  const now = options.now ?? Date.now;
  let versionChecked = false;

  const store = () => {
    try {
      return storage();
    } catch {
      return null;
    }
  };

  const clear = () => {
    const s = store();
    if (!s) return;
    const keys: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(prefix)) keys.push(k);
    }
    for (const k of keys) s.removeItem(k);
  };

  /** Writes one item; a full store is cleared and the write retried, at most CACHE_WRITE_RETRIES times. */
  const write = (s: Storage, key: string, text: string): boolean => {
    for (let attempt = 0; attempt <= CACHE_WRITE_RETRIES; attempt++) {
      try {
        s.setItem(key, text);
        return true;
      } catch {
        if (attempt === CACHE_WRITE_RETRIES) break;
        clear();
        if (key !== versionKey) {
          try {
            s.setItem(versionKey, version);
          } catch {
            // The next attempt tries again.
          }
        }
      }
    }
    return false;
  };

  /** A cache written by another version of the application is dropped whole. */
  const checkVersion = (s: Storage) => {
    if (versionChecked) return;
    versionChecked = true;
    if (s.getItem(versionKey) === version) return;
    clear();
    write(s, versionKey, version);
  };

  return {
    get<T extends object>(key: string): T | null {
      const s = store();
      if (!s) return null;
      checkVersion(s);
      const raw = s.getItem(prefix + key);
      if (raw === null) return null;
      let entry: unknown;
      try {
        entry = JSON.parse(raw);
      } catch {
        entry = null;
      }
      if (!isEntry(entry) || entry.expires <= now()) {
        s.removeItem(prefix + key);
        return null;
      }
      return entry.data as T;
    },
    set(key, value, maxAgeMs = CACHE_MAX_AGE_MS) {
      if (typeof value !== 'object' || value === null) return false;
      const s = store();
      if (!s) return false;
      checkVersion(s);
      const entry: Entry = { data: value, expires: now() + maxAgeMs };
      return write(s, prefix + key, JSON.stringify(entry));
    },
    remove(key) {
      store()?.removeItem(prefix + key);
    },
    clear,
  };
}

/** Persisted between sessions (menu state, column preferences). */
export const localCache = createCache(() => window.localStorage);
/** Kept for this browser tab only. */
export const sessionCache = createCache(() => window.sessionStorage);
