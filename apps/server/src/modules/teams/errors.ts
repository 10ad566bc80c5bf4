import { defineErrors } from '../../core/errors';

export const teamErrors = defineErrors({
  TEAM_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有名为“{name}”的服务团队',
    en_GB: 'A service team named "{name}" already exists',
  },
  TEAM_TOO_DEEP: {
    status: 400,
    zh_CN: '服务团队最多只能有{max}级',
    en_GB: 'Service teams nest at most {max} levels deep',
  },
  TEAM_MOVE_INTO_OWN: {
    status: 400,
    zh_CN: '不能把团队移动到它自己或它的下级团队之下',
    en_GB: 'A team cannot be moved under itself or one of its sub-teams',
  },
  TEAM_HAS_CHILDREN: {
    status: 400,
    zh_CN: '该团队下还有{count}个子团队，请先删除子团队',
    en_GB: 'The team still has {count} sub-team(s); delete them first',
  },
  TEAM_IN_USE: {
    status: 400,
    zh_CN: '该团队已关联外包服务商“{name}”，请先解除关联',
    en_GB: 'The team is linked to the outsourced provider "{name}"; unlink it first',
  },
  MEMBER_NOT_FOUND: { status: 404, zh_CN: '人员不存在', en_GB: 'The user does not exist' },
});
