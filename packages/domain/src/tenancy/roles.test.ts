import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from './default-roles';
import { isAllowed } from './permissions';
import { ROLE_TYPE_LIST, isPaidAccount } from './roles';

describe('spec-business §6 role types', () => {
  it('has the ten built-in role types 1-10, each with a default role', () => {
    expect([...ROLE_TYPE_LIST].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(DEFAULT_ROLES.map((r) => r.type).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('spec-shell §6 permission check', () => {
  it('allows an empty code or a code in powers', () => {
    expect(isAllowed('', [])).toBe(true);
    expect(isAllowed(undefined, [])).toBe(true);
    expect(isAllowed('set_manage', [{ code: 'set_manage' }])).toBe(true);
    expect(isAllowed('set_manage', [{ code: 'chart_manage' }])).toBe(false);
  });

  it('account types: 1 and 2 are paid, 0 is free', () => {
    expect([0, 1, 2].map(isPaidAccount)).toEqual([false, true, true]);
  });
});
