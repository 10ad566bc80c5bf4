import { describe, expect, it } from 'vitest';
import { FORM_KINDS } from '@fieldline/domain';
import { insertAt } from './designer/formula';
import { designerKind, idParam, kindParam } from './params';

describe('route parameters', () => {
  it('reads positive integer ids only', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeUndefined();
    expect(idParam('1e3')).toBeUndefined();
    expect(idParam(null)).toBeUndefined();
  });

  it('reads a kind number, falling back for anything else', () => {
    expect(kindParam('2')).toBe(FORM_KINDS.customer);
    expect(kindParam('4')).toBe(FORM_KINDS.order);
    expect(kindParam(null, FORM_KINDS.event)).toBe(FORM_KINDS.event);
  });

  it("takes the template designer's kind from the query, then the path, else leaves it to look up", () => {
    expect(designerKind('event', null)).toBe(FORM_KINDS.event);
    expect(designerKind('order', null)).toBe(FORM_KINDS.order);
    expect(designerKind('5', null)).toBe(FORM_KINDS.event);
    expect(designerKind('event', '1')).toBe(FORM_KINDS.order);
    expect(designerKind(undefined, null)).toBeUndefined();
    expect(designerKind('bogus', 'bogus')).toBeUndefined();
  });
});

describe('formula editing', () => {
  it('inserts at the caret, or at the end when the caret is unknown', () => {
    expect(insertAt('{a}  {b}', 4, '+')).toBe('{a} + {b}');
    expect(insertAt('{a}', null, ' * 2')).toBe('{a} * 2');
    expect(insertAt('{a}', 99, '+1')).toBe('{a}+1');
  });
});
