import { defineErrors } from '../../core/errors';

export const departmentErrors = defineErrors({
  DEPARTMENT_NOT_FOUND: { status: 404, zh_CN: '部门不存在', en_GB: 'The department does not exist' },
  DEPARTMENT_NAME_TAKEN: {
    status: 409,
    zh_CN: '同一上级部门下已有名为“{name}”的部门',
    en_GB: 'The parent department already has a department named "{name}"',
  },
  DEPARTMENT_MOVE_INTO_OWN: {
    status: 400,
    zh_CN: '不能把部门移动到它自己或它的下级部门之下',
    en_GB: 'A department cannot be moved under itself or one of its sub-departments',
  },
  DEPARTMENT_ROOT_LOCKED: {
    status: 400,
    zh_CN: '根部门不能删除或移动',
    en_GB: 'The root department cannot be deleted or moved',
  },
  DEPARTMENT_HAS_CHILDREN: {
    status: 400,
    zh_CN: '该部门下还有{count}个子部门，请先删除或移走子部门',
    en_GB: 'The department still has {count} sub-department(s); delete or move them first',
  },
  DEPARTMENT_HAS_USERS: {
    status: 400,
    zh_CN: '该部门下还有{count}名人员，请先将人员调到其他部门',
    en_GB: 'The department still has {count} user(s); move them to another department first',
  },
});
