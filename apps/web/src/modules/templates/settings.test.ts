import { describe, expect, it } from 'vitest';
import { LOCKED_PROCESS_NODES, PROCESS_NODES, fieldAllowed, processSettingsSchema } from '@fieldline/domain';
import {
  accessRows,
  draftToSettings,
  normaliseRoleTypes,
  sameSettings,
  setFieldAccess,
  setNode,
  settingsToDraft,
} from './settings';

describe('process settings ↔ page state', () => {
  it('starts from the schema defaults when nothing (or something unusable) is stored', () => {
    for (const raw of [undefined, null, {}, { nodes: 'x' }]) {
      const draft = settingsToDraft(raw);
      expect(Object.values(draft.nodes).every(Boolean)).toBe(true);
      expect(draft).toMatchObject({
        allowRefuse: false,
        completionApproval: false,
        enableServiceItem: false,
        enablePriority: true,
        enableCustomer: true,
        fieldAccess: {},
      });
    }
  });

  it('keeps locked nodes on, whatever is stored or switched', () => {
    const stored = Object.fromEntries(PROCESS_NODES.map((n) => [n, false]));
    let draft = settingsToDraft({ nodes: stored });
    expect(PROCESS_NODES.filter((n) => draft.nodes[n])).toEqual([...LOCKED_PROCESS_NODES]);
    draft = setNode(draft, 'dispatch', false);
    expect(draft.nodes.dispatch).toBe(true);
    draft = setNode(draft, 'accept', true);
    const settings = draftToSettings({ ...draft, nodes: { ...draft.nodes, service: false } });
    expect(settings.nodes).toMatchObject({ create: true, dispatch: true, service: true, accept: true });
    expect(settings.nodes.split).toBe(false);
  });

  it('sends every node and a payload the domain schema accepts unchanged', () => {
    const draft = setFieldAccess(settingsToDraft({}), 'title', 'edit', [8, 1, 1]);
    const settings = draftToSettings({ ...draft, allowRefuse: true });
    expect(Object.keys(settings.nodes)).toEqual([...PROCESS_NODES]);
    expect(processSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings.fieldAccess).toEqual({ title: { edit: [1, 8], view: [] } });
    expect(settings.allowRefuse).toBe(true);
  });

  it('drops access entries without role types and entries of fields the template no longer has', () => {
    let draft = settingsToDraft({
      fieldAccess: {
        gone: { edit: [1], view: [] },
        empty: { edit: [], view: [] },
        '12': { edit: [], view: [2] },
      },
    });
    expect(Object.keys(draft.fieldAccess).sort()).toEqual(['12', 'gone']);
    expect(draftToSettings(draft, ['12', 'title']).fieldAccess).toEqual({ '12': { edit: [], view: [2] } });
    draft = setFieldAccess(draft, '12', 'view', []);
    expect(draft.fieldAccess['12']).toBeUndefined();
  });

  it('means everyone by an empty list, as the domain checks it', () => {
    const settings = draftToSettings(setFieldAccess(settingsToDraft({}), 'amount', 'view', [8]));
    expect(fieldAllowed(settings, 'amount', [2], 'edit')).toBe(true);
    expect(fieldAllowed(settings, 'amount', [2], 'view')).toBe(false);
    expect(fieldAllowed(settings, 'amount', [8], 'view')).toBe(true);
  });

  it('orders role types as the spec lists them and ignores unknown ones', () => {
    expect(normaliseRoleTypes([10, 2, 3, 11, 0, 2])).toEqual([3, 2, 10]);
  });

  it('sees a change only when the saved settings would differ', () => {
    const saved = settingsToDraft({});
    expect(sameSettings(saved, setNode(saved, 'create', false))).toBe(true);
    expect(sameSettings(saved, setNode(saved, 'accept', false))).toBe(false);
    const roles = setFieldAccess(saved, 'title', 'edit', [1, 2]);
    expect(sameSettings(roles, setFieldAccess(saved, 'title', 'edit', [2, 1]))).toBe(true);
    expect(sameSettings(saved, roles)).toBe(false);
    expect(sameSettings(saved, roles, ['other'])).toBe(true);
  });
});

describe('field permission rows', () => {
  const system = [
    { key: 'customer', name: 'Customer', type: 'singleCheck' as const },
    { key: 'title', name: 'Title', type: 'text' as const },
  ];
  const custom = [
    { id: '7', name: 'Note', type: 'explain' as const },
    { id: '8', name: 'Colour', type: 'radio' as const },
    { id: '9', name: 'Size', type: 'number' as const },
  ];

  it('lists system and custom fields with a value, in the designer order', () => {
    const rows = accessRows(system, custom, ['c:9', 's:title', 'c:8', 's:customer']);
    expect(rows.map((r) => r.key)).toEqual(['9', 'title', '8', 'customer']);
    expect(rows.find((r) => r.key === 'title')).toEqual({
      key: 'title',
      name: 'Title',
      type: 'text',
      system: true,
    });
  });

  it('puts fields the order does not name after it, system fields first', () => {
    expect(accessRows(system, custom, ['c:8']).map((r) => r.key)).toEqual(['8', 'customer', 'title', '9']);
    expect(accessRows(system, custom).map((r) => r.key)).toEqual(['customer', 'title', '8', '9']);
  });
});
