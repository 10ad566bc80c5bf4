import { describe, expect, it } from 'vitest';
import { fieldAllowed } from './templates';

describe('field access of a template', () => {
  const settings = { fieldAccess: { amount: { edit: [8], view: [] }, title: { edit: [], view: [1, 2] } } };

  it('lets everyone when the field has no entry or the right lists no role type', () => {
    expect(fieldAllowed(settings, 'other', [2], 'edit')).toBe(true);
    expect(fieldAllowed(settings, 'amount', [2], 'view')).toBe(true);
    expect(fieldAllowed(settings, 'title', [4], 'edit')).toBe(true);
  });

  it('limits a right to the listed role types, administrators always allowed', () => {
    expect(fieldAllowed(settings, 'amount', [2], 'edit')).toBe(false);
    expect(fieldAllowed(settings, 'amount', [2, 8], 'edit')).toBe(true);
    expect(fieldAllowed(settings, 'amount', [3], 'edit')).toBe(true);
    expect(fieldAllowed(settings, 'title', [4], 'view')).toBe(false);
  });
});
