import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './client';

describe('sqlLiteral (values of PGlite prepared statements)', () => {
  it('quotes text with doubled single quotes and keeps numbers, booleans and null', () => {
    expect(sqlLiteral("it's'); drop table users; --")).toBe("'it''s''); drop table users; --'");
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(Number.NaN)).toBe("'NaN'");
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(new Date('2026-01-02T03:04:05.000Z'))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(sqlLiteral(['a', 'b "c"', "d'e", null])).toBe(`'{"a","b \\"c\\"","d''e",NULL}'`);
  });
});
