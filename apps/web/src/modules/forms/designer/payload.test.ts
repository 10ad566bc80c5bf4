import { describe, expect, it } from 'vitest';
import { fieldInputSchema } from '@fieldline/domain';
import { EMPTY_DESIGNER, type DesignerField, type DesignerState } from './state';
import {
  cleanProps,
  designerIssues,
  fieldKeyOfSaveError,
  previewFields,
  saveOrder,
  savePayload,
  systemViewChanges,
  toFieldInput,
  type PropertyLabels,
} from './payload';

const labels: PropertyLabels = {
  name: 'Field name',
  code: 'Field code',
  help: 'Help',
  options: 'Options',
  tree: 'Cascade options',
  formula: 'Formula',
  content: 'Text',
  maxStars: 'Highest rating',
  placeholder: 'Placeholder',
  condition: 'Condition',
};

const field = (key: string, code: string, rest: Partial<DesignerField> = {}): DesignerField => ({
  key,
  code,
  name: code,
  type: 'text',
  required: false,
  visible: true,
  help: null,
  props: {},
  condition: null,
  ...rest,
});
const state = (fields: DesignerField[], rest: Partial<DesignerState> = {}): DesignerState => ({
  ...EMPTY_DESIGNER,
  templateId: 9,
  fields,
  order: ['s:customer', ...fields.map((f) => `c:${f.key}`)],
  ...rest,
});

describe('the save payload', () => {
  it('keeps only the props a control uses, trimmed', () => {
    expect(cleanProps('radio', { options: [' a ', 'b'], formula: '{x}', placeholder: ' pick ' })).toEqual({
      options: ['a', 'b'],
    });
    expect(cleanProps('text', { options: ['a'], placeholder: '  ' })).toEqual({});
    expect(cleanProps('calculator', { formula: ' {a} + 1 ', maxStars: 3 })).toEqual({ formula: '{a} + 1' });
    expect(cleanProps('commentStar', { maxStars: 3 })).toEqual({ maxStars: 3 });
  });

  it('sends each field as the server schema takes it, stored ones with their numeric id', () => {
    const input = toFieldInput(field('12', 'a', { id: '12', name: ' A ', help: '  ' }));
    expect(input).toEqual({
      id: 12,
      name: 'A',
      code: 'a',
      type: 'text',
      required: false,
      visible: true,
      help: null,
      props: {},
      condition: null,
    });
    expect(fieldInputSchema.safeParse(input).success).toBe(true);
    expect(toFieldInput(field('new1', 'b'))).not.toHaveProperty('id');
  });

  it('sends the fields in display order and the order with new fields by code', () => {
    const s = state([field('12', 'a', { id: '12' }), field('new1', 'b')], {
      order: ['c:new1', 's:customer', 'c:12', 's:title'],
    });
    const body = savePayload({ ...s, templateId: 9 });
    expect(body.templateId).toBe(9);
    expect(body.fields.map((f) => f.code)).toEqual(['b', 'a']);
    expect(body.order).toEqual(['c:b', 's:customer', 'c:12', 's:title']);
    expect(saveOrder(s)).toEqual(body.order);
  });

  it('finds the field a refusal names: by payload index, code or id', () => {
    const s = state([field('12', 'a', { id: '12' }), field('new1', 'b')]);
    expect(fieldKeyOfSaveError('fields.1.name', s)).toBe('new1');
    expect(fieldKeyOfSaveError('fields.0', s)).toBe('12');
    expect(fieldKeyOfSaveError('b', s)).toBe('new1');
    expect(fieldKeyOfSaveError('12', s)).toBe('12');
    expect(fieldKeyOfSaveError('fields.7.code', s)).toBeNull();
    expect(fieldKeyOfSaveError('templateId', s)).toBeNull();
  });

  it('sends only the system fields whose visibility or required flag changed', () => {
    const s = state([], {
      system: [
        { key: 'a', name: 'A', type: 'text', required: false, fixed: false, visible: false },
        { key: 'b', name: 'B', type: 'text', required: true, fixed: false, visible: true },
        { key: 'c', name: 'C', type: 'text', required: true, fixed: true, visible: true },
      ],
      savedSystem: {
        a: { visible: true, required: false },
        b: { visible: true, required: true },
        c: { visible: true, required: true },
      },
    });
    expect(systemViewChanges(s)).toEqual([{ key: 'a', visible: false, required: false }]);
  });

  it('previews the fields in order, with the designer keys as ids', () => {
    const s = state([field('new1', 'a'), field('new2', 'b', { visible: false })]);
    expect(previewFields(s).map((f) => [f.id, f.code, f.visible])).toEqual([
      ['new1', 'a', true],
      ['new2', 'b', false],
    ]);
  });
});

describe('designerIssues', () => {
  it('finds nothing wrong with a sound field set', () => {
    const s = state([
      field('1', 'qty', { type: 'number' }),
      field('2', 'total', { type: 'calculator', props: { formula: '{qty} * 2' } }),
      field('3', 'kind', { type: 'radio', props: { options: ['a', 'b'] } }),
      field('4', 'note', { condition: { field: 'kind', values: ['a'], effect: 'require' } }),
    ]);
    expect(designerIssues(s, 'en_GB', labels)).toEqual([]);
  });

  it('names the field and the property of each shape problem', () => {
    const s = state([
      field('1', 'a', { name: '' }),
      field('2', '9lives', { name: 'Lives' }),
      field('3', 'c', { name: 'Hi ${name}' }),
    ]);
    const issues = designerIssues(s, 'en_GB', labels);
    expect(issues).toContainEqual({ key: '1', text: 'Text: Field name is required' });
    expect(issues).toContainEqual({ key: '2', text: 'Lives: Field code is not valid' });
    expect(issues).toContainEqual({
      key: '3',
      text: 'Hi ${name}: A field name cannot contain a ${...} placeholder',
    });
  });

  it('reports set problems on every field they concern, in the chosen language', () => {
    const s = state([
      field('1', 'dup', { name: 'One' }),
      field('2', 'dup', { name: 'Two' }),
      field('3', 'pick', { type: 'singleCheck', name: 'Pick', props: { options: [] } }),
      field('4', 'sum', { type: 'calculator', name: 'Sum', props: { formula: '{pick} + 1' } }),
    ]);
    const issues = designerIssues(s, 'zh_CN', labels);
    expect(issues.filter((i) => i.text === '字段编码dup重复').map((i) => i.key)).toEqual(['1', '2']);
    expect(issues).toContainEqual({ key: '3', text: 'Pick至少需要一个选项' });
    expect(issues).toContainEqual({ key: '4', text: 'Sum的公式引用了不存在或非数字的字段pick' });
  });
});
