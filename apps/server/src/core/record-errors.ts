import { defineErrors } from './errors';

/** "No such record" refusals that several modules give with the same code and words. */
export const recordErrors = defineErrors({
  USER_NOT_FOUND: { status: 404, zh_CN: '人员不存在', en_GB: 'The user does not exist' },
  ROLE_NOT_FOUND: { status: 404, zh_CN: '角色不存在', en_GB: 'The role does not exist' },
  TEAM_NOT_FOUND: { status: 404, zh_CN: '服务团队不存在', en_GB: 'The service team does not exist' },
  TAG_NOT_FOUND: { status: 404, zh_CN: '标签不存在', en_GB: 'The tag does not exist' },
  PRODUCT_NOT_FOUND: { status: 404, zh_CN: '产品ID不存在', en_GB: 'Product ID does not exist' },
  CONTACT_NOT_FOUND: { status: 404, zh_CN: '联系人不存在', en_GB: 'The contact does not exist' },
  ADDRESS_NOT_FOUND: { status: 404, zh_CN: '地址不存在', en_GB: 'The address does not exist' },
});
