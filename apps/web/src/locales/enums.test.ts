import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  ORDER_PRIORITIES,
  ORDER_STATE_LABELS,
  ORDER_STATE_LIST,
  ORDER_TYPES,
  type Locale,
} from '@fieldline/domain';
import { DOMAIN_ENUMS } from './enums';
import { resources } from '.';

const LOCALES: Locale[] = ['zh_CN', 'en_GB'];

async function translator(lng: Locale) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources, showSupportNotice: false });
  return i18n.t;
}

/** Every object of a locale JSON file with its dotted path. */
function subtrees(tree: object, prefix: string, out: [string, Record<string, unknown>][] = []) {
  out.push([prefix, tree as Record<string, unknown>]);
  for (const [key, value] of Object.entries(tree))
    if (value && typeof value === 'object') subtrees(value as object, `${prefix}.${key}`, out);
  return out;
}

describe('enum labels come from the domain package', () => {
  it('labels every order state, priority and type in both languages', async () => {
    const codes = {
      orderState: ORDER_STATE_LIST,
      orderPriority: Object.values(ORDER_PRIORITIES),
      orderType: Object.values(ORDER_TYPES),
    };
    for (const lng of LOCALES) {
      const t = await translator(lng);
      for (const [name, list] of Object.entries(codes))
        for (const code of list) {
          const key = `enum.${name}.${code}`;
          const text = t(key as never) as string;
          expect(text, `${lng} ${key}`).not.toBe(key);
          expect(text).toBe(DOMAIN_ENUMS[name as keyof typeof DOMAIN_ENUMS][code as never][lng]);
        }
    }
  });

  it("shows the domain's words: state 2 reads as the server writes it, in each language", async () => {
    expect((await translator('en_GB'))('enum.orderState.2')).toBe('Pending acceptance by engineer');
    expect((await translator('zh_CN'))('enum.orderState.2')).toBe(ORDER_STATE_LABELS[2].zh_CN);
  });

  it('writes no domain enum again in a locale file', () => {
    for (const lng of LOCALES) {
      const dir = join(__dirname, lng);
      for (const file of readdirSync(dir)) {
        const tree = JSON.parse(readFileSync(join(dir, file), 'utf8')) as object;
        for (const [path, node] of subtrees(tree, file))
          for (const [name, labels] of Object.entries(DOMAIN_ENUMS)) {
            const repeated = Object.entries(labels).filter(([code, text]) => node[code] === text[lng]);
            expect(repeated.length, `${lng}/${path} repeats enum.${name}`).toBeLessThan(2);
          }
      }
    }
  });
});
