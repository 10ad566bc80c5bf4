import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import * as domain from '@fieldline/domain';
import { ORDER_ACTION_LIST } from '@fieldline/domain';
import { evaluationSummary } from '../modules/orders/detail/logic/evaluation';
import { OTHER_LOG_ACTIONS } from '../modules/orders/detail/logic/timeline';
import { en_GB, zh_CN } from '.';

/** Every string of a translation tree, by its dotted key. */
function leaves(tree: object, prefix = '', out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') leaves(value as object, path, out);
  }
  return out;
}

/** The English half of every { zh_CN, en_GB } message the domain package exports (labels, states, errors). */
function domainEnglish(
  value: unknown,
  path: string,
  out: Record<string, string> = {},
  seen = new Set<unknown>(),
) {
  if (!value || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  if ('_zod' in value || '_def' in value) return out; // zod schemas: their messages come from the labels
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'en_GB' && typeof inner === 'string') out[path] = inner;
    else domainEnglish(inner, `${path}.${key}`, out, seen);
  }
  return out;
}

/** The English messages the server writes (`en_GB: '…'` in its sources: errors, SMS texts, exports). */
function serverEnglish(dir: string, out: [string, string][] = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) serverEnglish(path, out);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name))
      for (const m of readFileSync(path, 'utf8').matchAll(/en_GB:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g))
        out.push([`${path}: ${m[2]}`, m[2]!]);
  }
  return out;
}

const en = leaves(en_GB);
const zh = leaves(zh_CN);
const english = {
  ...en,
  ...domainEnglish(domain, 'domain'),
  ...Object.fromEntries(serverEnglish(join(__dirname, '../../../server/src'))),
};

describe('English wording (issue 18 item 10)', () => {
  it('reads the web, domain and server English texts it guards', () => {
    expect(Object.keys(en).length).toBeGreaterThan(1000);
    expect(english['domain.ORDER_STATE_LABELS.2']).toBe('Pending acceptance by engineer');
    expect(Object.keys(english).some((k) => k.includes('modules/orders/errors.ts'))).toBe(true);
  });

  it('calls the person who serves an order the engineer, never the "server"', () => {
    const offenders = Object.entries(english).filter(([, text]) => /\bservers?\b/i.test(text));
    expect(offenders).toEqual([]);
    expect(en['orders.fields.server']).toBe('Engineer');
    expect(en['orderDetail.fields.server']).toBe('Engineer');
    expect(en['enum.orderState.2']).toBe('Pending acceptance by engineer');
  });

  it('calls the preferential amount a discount', () => {
    expect(Object.entries(english).filter(([, text]) => /preferential/i.test(text))).toEqual([]);
    expect(en['orderDetail.payment.preferentialAmount']).toBe('Discount');
  });
});

describe('order timeline phrases (issue 18 item 10)', () => {
  const actions = [...ORDER_ACTION_LIST, ...OTHER_LOG_ACTIONS];
  const PAST_IRREGULAR = ['made', 'took'];

  it('has a phrase for every transition and other timeline entry, in both languages', () => {
    for (const action of actions) {
      expect(en[`orderDetail.timeline.actions.${action}`], action).toBeDefined();
      expect(zh[`orderDetail.timeline.actions.${action}`], action).toBeDefined();
    }
  });

  // the customer's timeline reads the same way
  const phrases = (texts: Record<string, string>) =>
    Object.entries(texts).filter(([key]) => /^(orderDetail|customers)\.timeline\.actions\./.test(key));

  it('reads every English phrase as a past-tense verb after the name ("completed service", "created the order")', () => {
    expect(phrases(en).length).toBeGreaterThan(actions.length);
    for (const [key, phrase] of phrases(en)) {
      const verb = phrase.split(' ')[0]!;
      expect(/^[a-z]+ed$/.test(verb) || PAST_IRREGULAR.includes(verb), `${key}: ${phrase}`).toBe(true);
    }
  });

  it('reads every Chinese phrase as a done action (了, or 将… for a disposal)', () => {
    for (const [key, phrase] of phrases(zh))
      expect(phrase.includes('了') || phrase.startsWith('将'), `${key}: ${phrase}`).toBe(true);
  });
});

describe('evaluation summary (issue 18 item 10: "✓ 5/5/4" needs its labels)', () => {
  const summary = async (lng: 'zh_CN' | 'en_GB', solved: boolean) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng,
      showSupportNotice: false,
      resources: { [lng]: { translation: lng === 'en_GB' ? en_GB : zh_CN } },
    });
    return evaluationSummary({ solved, quality: 5, attitude: 5, speed: 4 }, i18n.t);
  };

  it('names whether it was solved and each score with its dimension, in both languages', async () => {
    expect(await summary('en_GB', true)).toBe('Solved · Service quality 5/5 · Attitude 5/5 · Speed 4/5');
    expect(await summary('en_GB', false)).toBe('Not solved · Service quality 5/5 · Attitude 5/5 · Speed 4/5');
    expect(await summary('zh_CN', true)).toBe('已解决 · 服务质量5星 · 服务态度5星 · 服务速度4星');
  });
});
