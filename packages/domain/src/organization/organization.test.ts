import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../tenancy/default-roles';
import { PERSON_NAME_MAX } from '../limits';
import { FIELD_LABELS } from '../validation';
import {
  ASSIGNABLE_PERMISSION_CODES,
  DEPARTMENT_NAME_MAX,
  ORGANIZATION_FIELD_LABELS,
  ORG_ACCESS,
  ROLE_SELECTION_LIST,
  TAG_NAME_MAX,
  TAG_OBJECT_KIND_LIST,
  TAG_OBJECT_KIND_NAMES,
  TEAM_LEVEL_MAX,
  TEAM_NAME_MAX,
  departmentCreateSchema,
  roleCreateSchema,
  tagCreateSchema,
  teamCreateSchema,
  userCreateSchema,
} from './index';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('organization limits (spec-business §5)', () => {
  it('names: person 18, department and team 50, tag 50; teams nest 3 levels', () => {
    expect([PERSON_NAME_MAX, DEPARTMENT_NAME_MAX, TEAM_NAME_MAX, TAG_NAME_MAX, TEAM_LEVEL_MAX]).toEqual([
      18, 50, 50, 50, 3,
    ]);
    const user = { name: 'x'.repeat(PERSON_NAME_MAX), phone: '13800000001', departmentId: 1, roleIds: [1] };
    expect(ok(userCreateSchema, user)).toBe(true);
    expect(ok(userCreateSchema, { ...user, name: 'x'.repeat(PERSON_NAME_MAX + 1) })).toBe(false);
    expect(ok(userCreateSchema, { ...user, phone: '1380000000' })).toBe(false);
    expect(ok(userCreateSchema, { ...user, password: 'weakpass' })).toBe(false);
    expect(ok(departmentCreateSchema, { parentId: 1, name: 'x'.repeat(DEPARTMENT_NAME_MAX + 1) })).toBe(
      false,
    );
    expect(ok(teamCreateSchema, { name: 'x'.repeat(TEAM_NAME_MAX), type: 3 })).toBe(true);
    expect(ok(tagCreateSchema, { objectKind: 6, name: 'x'.repeat(TAG_NAME_MAX + 1) })).toBe(false);
    expect(ok(tagCreateSchema, { objectKind: 6, name: 'a\u0000b' })).toBe(false);
  });

  it('ids stay within the safe integer range; unknown fields are refused', () => {
    expect(ok(departmentCreateSchema, { parentId: 2 ** 60, name: 'x' })).toBe(false);
    expect(ok(departmentCreateSchema, { parentId: 1, name: 'x', enterpriseId: 1 })).toBe(false);
  });

  it('roles grant only codes of the tree; every default role fits', () => {
    for (const r of DEFAULT_ROLES)
      expect(r.permissions.every((c) => ASSIGNABLE_PERMISSION_CODES.has(c))).toBe(true);
    expect(ok(roleCreateSchema, { name: 'r', permissions: ['10101', '101'], dataScope: 2 })).toBe(true);
    expect(ok(roleCreateSchema, { name: 'r', permissions: ['x'], dataScope: 2 })).toBe(false);
    expect(Object.values(ORG_ACCESS).every((c) => ASSIGNABLE_PERMISSION_CODES.has(c))).toBe(true);
    expect(ORG_ACCESS.personnelView).toBe('11101');
  });

  it('lists and labels exist in both languages', () => {
    expect(ROLE_SELECTION_LIST.map((r) => r.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(TAG_OBJECT_KIND_LIST).toEqual([1, 2, 3, 4, 5, 6]);
    const all = [
      ...ROLE_SELECTION_LIST.map((r) => r.name),
      ...Object.values(TAG_OBJECT_KIND_NAMES),
      ...Object.values(ORGANIZATION_FIELD_LABELS),
    ];
    for (const m of all) expect(m.zh_CN && m.en_GB).toBeTruthy();
    expect(FIELD_LABELS.departmentId).toEqual(ORGANIZATION_FIELD_LABELS.departmentId);
  });
});
