import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_MAX_AGE_MS, CACHE_VERSION, CACHE_WRITE_RETRIES, createCache } from './cache';

/** A Storage whose writes can be made to fail like a full browser store. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites = 0;
  written: string[] = [];
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.written.push(k);
    if (this.failWrites > 0) {
      this.failWrites--;
      throw new DOMException('full', 'QuotaExceededError');
    }
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

let storage: MemoryStorage;
let now: number;
const make = (version = CACHE_VERSION) => createCache(() => storage, { now: () => now, version });

beforeEach(() => {
  storage = new MemoryStorage();
  now = 1_700_000_000_000;
});

describe('local cache (spec-shell §4, §5, §9)', () => {
  it('stores objects under the application prefix and reads them back', () => {
    const cache = make();
    expect(cache.set('menu', { type: 'main' })).toBe(true);
    expect(storage.getItem('fieldline_menu')).not.toBeNull();
    expect(cache.get('menu')).toEqual({ type: 'main' });
  });

  it('keeps entries 30 days and drops them on the first read after', () => {
    const cache = make();
    cache.set('menu', { type: 'main' });
    now += CACHE_MAX_AGE_MS - 1;
    expect(cache.get('menu')).toEqual({ type: 'main' });
    now += 1;
    expect(cache.get('menu')).toBeNull();
    expect(storage.getItem('fieldline_menu')).toBeNull();
  });

  it('honours a shorter lifetime given on write', () => {
    const cache = make();
    cache.set('short', { a: 1 }, 1000);
    now += 1000;
    expect(cache.get('short')).toBeNull();
  });

  it('clears every entry of the application when the version changes, and nothing else', () => {
    make('v4_6_2').set('menu', { type: 'chart' });
    storage.setItem('lang', 'en_GB');
    const cache = make();
    expect(cache.get('menu')).toBeNull();
    expect(storage.getItem('fieldline__version')).toBe(CACHE_VERSION);
    expect(storage.getItem('lang')).toBe('en_GB');
    cache.set('menu', { type: 'main' });
    expect(make().get('menu')).toEqual({ type: 'main' });
  });

  it('refuses anything but a non-null object', () => {
    const cache = make();
    for (const value of [null, undefined, 'text', 42, true]) expect(cache.set('x', value)).toBe(false);
    expect(storage.getItem('fieldline_x')).toBeNull();
    expect(cache.set('list', [1, 2])).toBe(true);
  });

  it('clears the cache and retries when the store is full', () => {
    const cache = make();
    cache.set('old', { big: 'x' });
    storage.failWrites = 2;
    expect(cache.set('menu', { type: 'main' })).toBe(true);
    expect(cache.get('old')).toBeNull();
    expect(cache.get('menu')).toEqual({ type: 'main' });
  });

  it('gives up after 4 retries', () => {
    const cache = make();
    cache.get('warm-up');
    storage.failWrites = 100;
    storage.written = [];
    expect(cache.set('menu', { type: 'main' })).toBe(false);
    expect(storage.written.filter((k) => k === 'fieldline_menu')).toHaveLength(1 + CACHE_WRITE_RETRIES);
  });

  it('drops an unreadable entry', () => {
    const cache = make();
    cache.get('warm-up');
    storage.setItem('fieldline_bad', '{not json');
    expect(cache.get('bad')).toBeNull();
    expect(storage.getItem('fieldline_bad')).toBeNull();
  });
});
