import { describe, expect, it } from 'vitest';
import { format, pickLocale } from './i18n';
import { FIELD_LABELS, VALIDATION_MESSAGES } from './validation';

describe('language choice', () => {
  it('maps Accept-Language and loose tags to zh_CN or en_GB', () => {
    expect(pickLocale('en-GB,en;q=0.9')).toBe('en_GB');
    expect(pickLocale('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh_CN');
    expect(pickLocale('fr-FR,en;q=0.5')).toBe('en_GB');
    expect(pickLocale('fr-FR')).toBeUndefined();
    expect(pickLocale(undefined)).toBeUndefined();
  });

  it('every validation message and field label exists in both languages', () => {
    for (const m of [...Object.values(VALIDATION_MESSAGES), ...Object.values(FIELD_LABELS)]) {
      expect(m.zh_CN.length).toBeGreaterThan(0);
      expect(m.en_GB.length).toBeGreaterThan(0);
    }
  });

  it('formats placeholders and leaves unknown ones', () => {
    expect(format('{field} at most {max}', { field: 'Name', max: 18 })).toBe('Name at most 18');
    expect(format('{x}', {})).toBe('{x}');
  });
});
