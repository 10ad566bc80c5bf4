import { describe, expect, it } from 'vitest';
import { createCache } from '../../shell/cache';
import { HELP_TIP_CLOSE, HELP_TIP_TEXTS } from './texts';
import { HELP_TIPS, hiddenTips, hideTip, setAllTips, tipShown, tipsKey } from './tips';

const memory = () => {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  } as Storage;
};

const ann = { id: 1, enterpriseId: 10 };
const bob = { id: 2, enterpriseId: 10 };

describe('help tips (spec-shell §9: on by default for spare manage, service project, organization)', () => {
  it('are on by default, and a closed tip stays closed for its reader only', () => {
    const storage = memory();
    const cache = createCache(() => storage);
    expect(tipShown(cache, ann, 'spareManage')).toBe(true);
    hideTip(cache, ann, 'spareManage');
    // a new page load reads it again from the browser's store
    const later = createCache(() => storage);
    expect(tipShown(later, ann, 'spareManage')).toBe(false);
    expect(tipShown(later, ann, 'organization')).toBe(true);
    expect(tipShown(later, bob, 'spareManage')).toBe(true);
    // the same person in another enterprise is another account
    expect(tipShown(later, { ...ann, enterpriseId: 11 }, 'spareManage')).toBe(true);
  });

  it('the help centre switch turns every tip back on, or every tip off', () => {
    const storage = memory();
    const cache = createCache(() => storage);
    hideTip(cache, ann, 'serviceProject');
    hideTip(cache, ann, 'organization');
    expect(hiddenTips(cache, ann)).toEqual(['serviceProject', 'organization']);
    setAllTips(cache, ann, true);
    expect(hiddenTips(cache, ann)).toEqual([]);
    setAllTips(cache, ann, false);
    expect(hiddenTips(cache, ann)).toEqual(['spareManage', 'serviceProject', 'organization']);
    expect(hiddenTips(cache, bob)).toEqual([]);
  });

  it('reading renews the entry, so a closed tip does not come back 30 days after it was closed', () => {
    let now = 0;
    const storage = memory();
    const cache = createCache(() => storage, { now: () => now });
    hideTip(cache, ann, 'organization');
    now = 20 * 86_400_000;
    expect(tipShown(cache, ann, 'organization')).toBe(false);
    now = 45 * 86_400_000;
    expect(tipShown(cache, ann, 'organization')).toBe(false);
    now = 80 * 86_400_000;
    expect(tipShown(cache, ann, 'organization')).toBe(true);
    expect(tipsKey(ann)).toBe('helpTips_10_1');
  });

  it('every tip has its words in both languages', () => {
    for (const tip of HELP_TIPS)
      for (const locale of ['zh_CN', 'en_GB'] as const) {
        expect(HELP_TIP_TEXTS[tip].title[locale].length, `${tip} ${locale}`).toBeGreaterThan(3);
        expect(HELP_TIP_TEXTS[tip].body[locale].length, `${tip} ${locale}`).toBeGreaterThan(20);
        expect(HELP_TIP_CLOSE[locale]).toBeTruthy();
      }
  });
});
