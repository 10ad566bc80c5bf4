import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from './default-roles';
import { ALL_TREE_CODES, PERMISSION_GROUPS } from './permission-tree';
import { PERMISSIONS, isAllowed } from './permissions';
import { ROLE_TYPE_LIST, isPaidAccount } from './roles';

describe('spec-business §6 role types', () => {
  it('has the ten built-in role types 1-10 and the outsourced provider (11), each with a default role', () => {
    expect([...ROLE_TYPE_LIST].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(DEFAULT_ROLES.map((r) => r.type).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });

  it('default permission sets only use codes of the permission tree (function codes 10101-12801)', () => {
    for (const role of DEFAULT_ROLES) {
      for (const code of role.permissions) {
        expect(
          ALL_TREE_CODES.includes(code) || Object.values(PERMISSIONS).includes(code as never),
          `${role.type} ${code}`,
        ).toBe(true);
      }
    }
    const fnCodes = ALL_TREE_CODES.filter((c) => c.length === 5).map(Number);
    expect(Math.min(...fnCodes)).toBe(10101);
    expect(Math.max(...fnCodes.filter((c) => c < 12900))).toBeGreaterThanOrEqual(12801);
    expect(PERMISSION_GROUPS).toHaveLength(28);
    expect(new Set(ALL_TREE_CODES).size).toBe(ALL_TREE_CODES.length);
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
