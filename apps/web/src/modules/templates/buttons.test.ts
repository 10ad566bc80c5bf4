import { describe, expect, it } from 'vitest';
import { CUSTOM_BUTTON_LINK_MAX, FORM_KINDS, buttonSaveSchema, type FieldDef } from '@fieldline/domain';
import { en_GB, zh_CN } from '../../locales';
import {
  ALL_PLACEHOLDERS,
  buttonToDraft,
  draftToButton,
  insertPlaceholder,
  linkPlaceholders,
  linkProblem,
  newButtonDraft,
  placeholdersOf,
  setValueIssue,
  settableFields,
  type ButtonRow,
} from './buttons';

const field = (id: string, type: FieldDef['type'], props: FieldDef['props'] = {}): FieldDef => ({
  id,
  code: `f${id}`,
  name: `Field ${id}`,
  type,
  required: false,
  visible: true,
  props,
});

describe('button links', () => {
  it('has a label for every placeholder in both languages', () => {
    for (const name of ALL_PLACEHOLDERS) {
      expect(zh_CN.templates.placeholder[name], name).toBeTruthy();
      expect(en_GB.templates.placeholder[name], name).toBeTruthy();
    }
    expect(placeholdersOf(FORM_KINDS.customer)).toEqual([
      'name',
      'linkperson',
      'linkperson_phone',
      'map_name',
    ]);
    expect(placeholdersOf(FORM_KINDS.project)).toEqual([]);
  });

  it('inserts a placeholder at the caret, or at the end', () => {
    expect(insertPlaceholder('https://x/?no=', 'order_no')).toBe('https://x/?no=${order_no}');
    expect(insertPlaceholder('https://x/a', 'title', 10)).toBe('https://x/${title}a');
    expect(insertPlaceholder('ab', 'title', 99)).toBe('ab${title}');
  });

  it('accepts addresses and paths with the kind’s placeholders', () => {
    expect(
      linkProblem('https://crm.example.com/o?no=${order_no}&t=${title}', FORM_KINDS.order),
    ).toBeUndefined();
    expect(linkProblem(' /portal/customer?n=${name} ', FORM_KINDS.customer)).toBeUndefined();
    expect(linkPlaceholders('/a/${title}/${title}/${order_no}')).toEqual(['title', 'order_no']);
  });

  it('refuses empty, too long, malformed and foreign links and placeholders', () => {
    expect(linkProblem('  ', FORM_KINDS.order)).toEqual({ key: 'required' });
    expect(linkProblem(`https://x/${'a'.repeat(CUSTOM_BUTTON_LINK_MAX)}`, FORM_KINDS.order)).toEqual({
      key: 'tooLong',
    });
    expect(linkProblem('ftp://x/y', FORM_KINDS.order)).toEqual({ key: 'invalid' });
    expect(linkProblem('//x/y', FORM_KINDS.order)).toEqual({ key: 'invalid' });
    expect(linkProblem('https://x/${order_no', FORM_KINDS.order)).toEqual({ key: 'invalid' });
    expect(linkProblem('https://x/${event_no}/${nope}', FORM_KINDS.order)).toEqual({
      key: 'unknownPlaceholder',
      names: ['event_no', 'nope'],
    });
  });
});

describe('setField buttons', () => {
  it('offers only fields a fixed value can be written to', () => {
    const fields = [field('1', 'text'), field('2', 'img'), field('3', 'switch'), field('4', 'calculator')];
    expect(settableFields(fields).map((f) => f.id)).toEqual(['1', '3']);
  });

  it('checks the value with the domain rules of the field', () => {
    const radio = field('5', 'radio', { options: ['Red', 'Blue'] });
    expect(setValueIssue(radio, 'Red')).toBeUndefined();
    expect(setValueIssue(radio, 'Green')?.key).toBe('notOption');
    expect(setValueIssue(radio, undefined)?.key).toBe('required');
    expect(setValueIssue(field('6', 'switch'), false)).toBeUndefined();
    expect(setValueIssue(field('7', 'number'), '12.345')?.key).toBe('number');
  });
});

describe('button dialog ↔ payload', () => {
  const row: ButtonRow = {
    id: 3,
    kind: FORM_KINDS.order,
    templateId: 9,
    templateName: 'Install',
    name: 'Map',
    action: { type: 'setField', fieldId: '17', value: ['A'] },
    roleTypes: [2, 3],
    enabled: false,
    sort: 4,
  };

  it('round-trips a saved button, keeping its place', () => {
    expect(draftToButton(buttonToDraft(row), row.id)).toEqual({
      id: 3,
      kind: FORM_KINDS.order,
      templateId: 9,
      name: 'Map',
      action: { type: 'setField', fieldId: '17', value: ['A'] },
      roleTypes: [3, 2],
      enabled: false,
      sort: 4,
    });
  });

  it('sends only the chosen action, trimmed, in the shape the domain schema takes', () => {
    const draft = {
      ...newButtonDraft(FORM_KINDS.event),
      name: ' Open ',
      url: ' https://x/${event_no} ',
      fieldId: '4',
      value: 'left over',
    };
    const body = draftToButton(draft);
    expect(body).toEqual({
      kind: FORM_KINDS.event,
      templateId: null,
      name: 'Open',
      action: { type: 'link', url: 'https://x/${event_no}' },
      roleTypes: [],
      enabled: true,
    });
    expect(buttonSaveSchema.safeParse(body).success).toBe(true);
    expect(buttonSaveSchema.safeParse(draftToButton(buttonToDraft(row), 3)).success).toBe(true);
  });
});
