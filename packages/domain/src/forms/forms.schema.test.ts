import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../validation';
import { fieldInputSchema } from './fields';
import { customFiltersParam, customFiltersToParam } from './filters';
import {
  FORMS_ACCESS,
  buttonDeleteQuerySchema,
  buttonSaveSchema,
  fieldDetailSaveSchema,
  fieldOrderSchema,
  templateListQuerySchema,
} from './forms.schema';
import { FIELD_DESIGN_LABELS, FORMS_FIELD_LABELS, fieldInputIssueText } from './labels';

const issueOf = (input: unknown) => {
  const r = fieldInputSchema.safeParse(input);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues[0]!;
};

describe('custom filters in list queries', () => {
  it('parses the customFilters JSON parameter and refuses bad JSON or shapes', () => {
    const filters = [
      { fieldId: '12', op: 'eq' as const, value: '甲' },
      { fieldId: '13', op: 'in' as const, value: ['a', 'b'] },
    ];
    expect(customFiltersParam.parse(customFiltersToParam(filters))).toEqual(filters);
    expect(customFiltersParam.parse(undefined)).toBeUndefined();
    expect(customFiltersToParam([])).toBeUndefined();
    expect(customFiltersParam.safeParse('{nope').success).toBe(false);
    expect(customFiltersParam.safeParse('[{"fieldId":"x","op":"eq","value":1}]').success).toBe(false);
    expect(customFiltersParam.safeParse('[{"fieldId":"1","op":"like","value":1}]').success).toBe(false);
    expect(customFiltersParam.safeParse(JSON.stringify(Array(11).fill(filters[0]))).success).toBe(false);
  });
});

describe('field designer messages', () => {
  it('name the key by its designer label, and say the spec rule for placeholders (spec-business §5)', () => {
    expect(fieldInputIssueText(issueOf({ code: 'a', name: '客户${name}', type: 'text' }), 'zh_CN')).toBe(
      '字段名称不能包含${...}占位符',
    );
    expect(fieldInputIssueText(issueOf({ code: '1a', name: '甲', type: 'text' }), 'zh_CN')).toBe(
      '字段编码格式不正确',
    );
    expect(fieldInputIssueText(issueOf({ code: 'a', name: '甲', type: 'x' }), 'en_GB')).toBe(
      'Control type is not valid',
    );
    expect(fieldInputIssueText(issueOf({ code: 'a', name: '', type: 'text' }), 'en_GB')).toBe(
      'Field name is required',
    );
    expect(fieldInputIssueText(issueOf({ code: 'a', name: '甲', type: 'text', x: 1 }), 'en_GB')).toBe(
      'Unknown field: x',
    );
    expect(
      fieldInputIssueText(
        issueOf({ code: 'a', name: '甲', type: 'radio', props: { options: [''] } }),
        'zh_CN',
      ),
    ).toBe('选项不能为空');
  });

  it('every label has both languages, and the payload labels join the shared table', () => {
    for (const m of [...Object.values(FORMS_FIELD_LABELS), ...Object.values(FIELD_DESIGN_LABELS)]) {
      expect(m.zh_CN.length).toBeGreaterThan(0);
      expect(m.en_GB.length).toBeGreaterThan(0);
    }
    expect(FIELD_LABELS.templateId).toEqual(FORMS_FIELD_LABELS.templateId);
  });
});

describe('forms payloads', () => {
  it('changes need "System settings › Templates" (10x03 of the permission tree)', () => {
    expect(FORMS_ACCESS.templates).toMatch(/^1\d\d03$/);
  });

  it('a link button takes http(s) or in-app links, with ${placeholders}', () => {
    const save = (url: string) =>
      buttonSaveSchema.safeParse({ kind: 1, name: '链接', action: { type: 'link', url } }).success;
    expect(save('https://a.example/q?no=${orderNo}')).toBe(true);
    expect(save('/order/detail?id=${objectId}')).toBe(true);
    expect(save('javascript:alert(1)')).toBe(false);
    expect(save('//evil.example')).toBe(false);
    expect(save('https://a.example/${')).toBe(false);
    expect(
      buttonSaveSchema.parse({ kind: 1, name: '甲', action: { type: 'link', url: '/a' } }),
    ).toMatchObject({
      roleTypes: [],
      enabled: true,
      sort: 0,
    });
    expect(
      buttonSaveSchema.safeParse({ kind: 1, name: '甲', action: { type: 'setField', fieldId: '3' } }).success,
    ).toBe(false);
    expect(
      buttonSaveSchema.safeParse({ kind: 4, name: '甲', action: { type: 'link', url: '/a' } }).success,
    ).toBe(false);
  });

  it('ids of a batch delete come comma-separated; a field goes to a template or a kind', () => {
    expect(buttonDeleteQuerySchema.parse({ ids: '3,4,' }).ids).toEqual([3, 4]);
    expect(buttonDeleteQuerySchema.safeParse({ ids: '' }).success).toBe(false);
    expect(buttonDeleteQuerySchema.safeParse({ ids: 'a' }).success).toBe(false);
    expect(fieldDetailSaveSchema.safeParse({ code: 'a' }).success).toBe(false);
    expect(fieldDetailSaveSchema.safeParse({ kind: '2', code: 'a' }).success).toBe(true);
    expect(fieldOrderSchema.safeParse(['s:title', 'c:12', 'c:newField']).success).toBe(true);
    expect(fieldOrderSchema.safeParse(['x:title']).success).toBe(false);
    expect(templateListQuerySchema.parse({ kind: '5', enabled: 'false' })).toMatchObject({
      kind: 5,
      enabled: false,
      pageIndex: 0,
    });
  });
});
