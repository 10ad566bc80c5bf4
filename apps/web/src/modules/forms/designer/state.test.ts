import { describe, expect, it } from 'vitest';
import { FIELD_NAME_MAX } from '@fieldline/domain';
import type { FieldSet, StoredField, SystemFieldView } from '../api';
import {
  EMPTY_DESIGNER,
  canvasItems,
  createField,
  designerReducer,
  nextCode,
  nextName,
  normalizeOrder,
  type DesignerAction,
  type DesignerState,
  type NewField,
} from './state';

const sys = (key: string, rest: Partial<SystemFieldView> = {}): SystemFieldView => ({
  key,
  name: key,
  type: 'text',
  required: false,
  fixed: false,
  visible: true,
  ...rest,
});
const SYSTEM = [
  sys('customer', { fixed: true, required: true, block: 'order' }),
  sys('title', { fixed: true, required: true, block: 'order' }),
  sys('appointmentTime', { required: true }),
  sys('description'),
];
const stored = (id: number, code: string, sort: number, rest: Partial<StoredField> = {}): StoredField => ({
  id: String(id),
  code,
  name: code,
  type: 'text',
  required: false,
  visible: true,
  props: {},
  sort,
  ...rest,
});
const fieldSet = (fields: StoredField[], order: string[] = []): FieldSet => ({
  template: {
    id: 9,
    name: 'T',
    kind: 1,
    mode: 'standard',
    settings: {
      nodes: {},
      allowRefuse: false,
      tagsRequired: false,
      receiptMode: 'either',
      completionApproval: false,
      fieldAccess: {},
      enableServiceItem: false,
      enablePriority: true,
      enableCustomer: true,
    },
    shareState: 0,
  },
  systemFields: SYSTEM,
  fields,
  order,
});
const texts = { label: 'Text', option: (n: number) => `Option ${n}`, separator: ' ' };
const newField = (code: string, rest: Partial<NewField> = {}): NewField => ({
  ...createField('text', [], texts),
  code,
  name: code,
  ...rest,
});
const run = (state: DesignerState, ...actions: DesignerAction[]) => actions.reduce(designerReducer, state);
const loaded = (fields: StoredField[] = [], order: string[] = []) =>
  run(EMPTY_DESIGNER, { type: 'load', data: fieldSet(fields, order) });

describe('normalizeOrder', () => {
  it('starts with the system fields, then the custom fields, when nothing is stored', () => {
    expect(normalizeOrder([], SYSTEM, ['5', '6'])).toEqual([
      's:customer',
      's:title',
      's:appointmentTime',
      's:description',
      'c:5',
      'c:6',
    ]);
  });

  it('keeps a stored order, drops unknown and repeated entries and fits in the missing ones', () => {
    const order = ['s:customer', 's:title', 'c:6', 's:description', 'c:404', 'c:6', 's:gone'];
    expect(normalizeOrder(order, SYSTEM, ['5', '6'])).toEqual([
      's:customer',
      's:title',
      's:appointmentTime',
      'c:6',
      's:description',
      'c:5',
    ]);
  });

  it("keeps a fixed block's fields together where its first field stands", () => {
    expect(normalizeOrder(['c:5', 's:title', 's:description', 's:customer'], SYSTEM, ['5'])).toEqual([
      'c:5',
      's:customer',
      's:title',
      's:appointmentTime',
      's:description',
    ]);
  });
});

describe('designerReducer', () => {
  it('loads fields by their sort, keyed by id, clean and unselected', () => {
    const state = loaded([stored(2, 'b', 1), stored(1, 'a', 0)]);
    expect(state.fields.map((f) => [f.key, f.id, f.code])).toEqual([
      ['1', '1', 'a'],
      ['2', '2', 'b'],
    ]);
    expect(state.templateId).toBe(9);
    expect(state.dirty).toBe(false);
    expect(state.savedSystem.appointmentTime).toEqual({ visible: true, required: true });
  });

  it('adds a field at the end or before an entry, selects it and marks the form changed', () => {
    let state = run(loaded(), { type: 'add', field: newField('x') });
    expect(state.order.at(-1)).toBe('c:new1');
    expect(state.selected).toBe('c:new1');
    expect(state.dirty).toBe(true);
    state = run(state, { type: 'add', field: newField('y'), before: 's:description' });
    expect(state.order).toEqual([
      's:customer',
      's:title',
      's:appointmentTime',
      'c:new2',
      's:description',
      'c:new1',
    ]);
  });

  it('never drops a field inside a fixed block: it goes before the block', () => {
    const state = run(loaded(), { type: 'add', field: newField('x'), before: 's:title' });
    expect(state.order.slice(0, 3)).toEqual(['c:new1', 's:customer', 's:title']);
  });

  it('moves custom fields only, and moving by one step jumps a whole block', () => {
    let state = loaded(
      [stored(1, 'a', 0)],
      ['s:customer', 's:title', 'c:1', 's:appointmentTime', 's:description'],
    );
    expect(run(state, { type: 'move', entry: 's:description', before: 's:customer' })).toBe(state);
    state = run(state, { type: 'moveBy', entry: 'c:1', delta: -1 });
    expect(state.order.slice(0, 3)).toEqual(['c:1', 's:customer', 's:title']);
    expect(run(state, { type: 'moveBy', entry: 'c:1', delta: -1 })).toBe(state);
    state = run(
      state,
      { type: 'moveBy', entry: 'c:1', delta: 1 },
      { type: 'moveBy', entry: 'c:1', delta: 1 },
    );
    expect(state.order).toEqual(['s:customer', 's:title', 's:appointmentTime', 'c:1', 's:description']);
    state = run(state, { type: 'move', entry: 'c:1', before: null });
    expect(state.order.at(-1)).toBe('c:1');
  });

  it('moving a field to where it already is changes nothing', () => {
    const state = loaded([stored(1, 'a', 0)]);
    expect(run(state, { type: 'move', entry: 'c:1', before: null })).toBe(state);
    expect(run(state, { type: 'move', entry: 'c:1', before: 'c:1' })).toBe(state);
  });

  it('removes a field from the fields, the order and the selection', () => {
    const state = run(
      loaded([stored(1, 'a', 0), stored(2, 'b', 1)]),
      { type: 'select', entry: 'c:1' },
      {
        type: 'remove',
        entry: 'c:1',
      },
    );
    expect(state.fields.map((f) => f.key)).toEqual(['2']);
    expect(state.order).not.toContain('c:1');
    expect(state.selected).toBeNull();
    expect(state.dirty).toBe(true);
    expect(run(state, { type: 'remove', entry: 's:description' }).order).toContain('s:description');
  });

  it('updates a field, and a renamed code carries along the conditions and formulas that use it', () => {
    const state = loaded([
      stored(1, 'qty', 0, { type: 'number' }),
      stored(2, 'note', 1, { condition: { field: 'qty', values: ['1'], effect: 'show' } }),
      stored(3, 'total', 2, { type: 'calculator', props: { formula: '{qty} * 2 + {qty}' } }),
    ]);
    const next = run(state, { type: 'update', key: '1', patch: { code: 'amount', required: true } });
    expect(next.fields[0]).toMatchObject({ code: 'amount', required: true });
    expect(next.fields[1]!.condition?.field).toBe('amount');
    expect(next.fields[2]!.props.formula).toBe('{amount} * 2 + {amount}');
  });

  it('leaves references alone when the old or new code is also another field’s', () => {
    const state = loaded([
      stored(1, 'a', 0),
      stored(2, 'ab', 1),
      stored(3, 'c', 2, { condition: { field: 'a', values: [], effect: 'show' } }),
    ]);
    const clash = run(state, { type: 'update', key: '1', patch: { code: 'ab' } });
    expect(clash.fields[2]!.condition?.field).toBe('a');
    const later = run(clash, { type: 'update', key: '1', patch: { code: 'abc' } });
    expect(later.fields[2]!.condition?.field).toBe('a');
  });

  it('hides and requires non-fixed system fields only; hidden means not required', () => {
    let state = run(loaded(), { type: 'system', key: 'customer', visible: false });
    expect(state.system[0]).toMatchObject({ visible: true, required: true });
    state = run(state, { type: 'system', key: 'appointmentTime', visible: false });
    expect(state.system[2]).toMatchObject({ visible: false, required: false });
    state = run(state, { type: 'system', key: 'description', required: true });
    expect(state.system[3]).toMatchObject({ visible: true, required: true });
    expect(state.dirty).toBe(true);
  });

  it('draws consecutive fields of one block as one canvas item', () => {
    const items = canvasItems(loaded([stored(1, 'a', 0)]));
    expect(items.map((i) => (i.kind === 'block' ? `block:${i.entries.join('+')}` : i.entry))).toEqual([
      'block:s:customer+s:title',
      's:appointmentTime',
      's:description',
      'c:1',
    ]);
  });
});

describe('new fields', () => {
  it('get the first free code of their type', () => {
    expect(nextCode('text', [])).toBe('text_1');
    expect(nextCode('expenses_number', ['expenses_number_1', 'expenses_number_3'])).toBe('expenses_number_2');
  });

  it('get the first free name, within the name limit', () => {
    expect(nextName('单行文本', ['单行文本1'])).toBe('单行文本2');
    expect(nextName('Text', ['Text 1'], ' ')).toBe('Text 2');
    const long = nextName('x'.repeat(30), [], ' ');
    expect(long.length).toBe(FIELD_NAME_MAX);
    expect(long.endsWith(' 1')).toBe(true);
  });

  it('start with the props their control needs', () => {
    const radio = createField('radio', [{ code: 'radio_1', name: 'Single choice 1' }], {
      ...texts,
      label: 'Single choice',
    });
    expect(radio).toMatchObject({
      code: 'radio_2',
      name: 'Single choice 2',
      required: false,
      visible: true,
      props: { options: ['Option 1', 'Option 2'] },
    });
    expect(createField('multistage', [], texts).props.tree).toEqual([
      { label: 'Option 1' },
      { label: 'Option 2' },
    ]);
    expect(createField('commentStar', [], texts).props).toEqual({ maxStars: 5 });
    expect(createField('calculator', [], texts).props).toEqual({ formula: '' });
    expect(createField('text', [], texts).props).toEqual({});
  });
});
