import { describe, expect, it } from 'vitest';
import { FORM_KINDS, SHARE_STATES } from '@fieldline/domain';
import { en_GB, zh_CN } from '../../locales';
import {
  SHARE_STATE_VIEW,
  centerTabOf,
  designerPath,
  idParam,
  processSettingPath,
  shareActionOf,
  shareStateView,
} from './center';

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

describe('template centre', () => {
  it('opens the tab the type parameter names, else work-order templates', () => {
    expect(centerTabOf('event')).toBe('event');
    expect(centerTabOf('buttons')).toBe('buttons');
    expect(centerTabOf(undefined)).toBe('order');
    expect(centerTabOf('processSetting')).toBe('order');
  });

  it('links to the process settings with the spec query and to the designer by id', () => {
    const path = processSettingPath({
      id: 12,
      name: '安装 & 维修',
      kind: FORM_KINDS.event,
      mode: 'standard',
    });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/templateCenter/processSetting');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: '12',
      templateName: '安装 & 维修',
      orderType: 'event',
      sys_code: 'standard',
    });
    expect(designerPath({ id: 12, kind: FORM_KINDS.event, name: 'A&B' })).toBe(
      '/templateCenter/processSetting/customForm?id=12&kind=5&templateName=A%26B',
    );
  });

  it('reads only positive integer ids', () => {
    expect(idParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '9'.repeat(20)])
      expect(idParam(bad)).toBeUndefined();
  });
});

describe('share states', () => {
  it('names and colours every state of the spec, in both languages', () => {
    const seen = new Set<string>();
    for (const state of Object.values(SHARE_STATES)) {
      const view = SHARE_STATE_VIEW[state];
      expect(typeof lookup(zh_CN, view.labelKey), view.labelKey).toBe('string');
      expect(typeof lookup(en_GB, view.labelKey), view.labelKey).toBe('string');
      seen.add(view.color);
    }
    expect(seen.size).toBe(4);
    expect(shareStateView(SHARE_STATES.failed).color).toBe('error');
    expect(shareStateView(99)).toBe(SHARE_STATE_VIEW[SHARE_STATES.none]);
  });

  it('offers sharing when not shared or refused, withdrawing while audited or shared', () => {
    expect(shareActionOf(SHARE_STATES.none)).toBe('share');
    expect(shareActionOf(SHARE_STATES.failed)).toBe('share');
    expect(shareActionOf(SHARE_STATES.auditing)).toBe('unshare');
    expect(shareActionOf(SHARE_STATES.shared)).toBe('unshare');
  });
});
