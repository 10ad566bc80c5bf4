import { defineErrors } from '../../core/errors';

export const customerErrors = defineErrors({
  /** spec-business §8 "customer does not exist"; also another enterprise's or an invisible customer. */
  CUSTOMER_NOT_FOUND: { status: 404, zh_CN: '客户不存在', en_GB: 'The customer does not exist' },
  CUSTOMER_NAME_TAKEN: {
    status: 409,
    zh_CN: '已存在名为“{name}”的客户',
    en_GB: 'A customer named "{name}" already exists',
  },
  CONTACT_NOT_FOUND: { status: 404, zh_CN: '联系人不存在', en_GB: 'The contact does not exist' },
  ADDRESS_NOT_FOUND: { status: 404, zh_CN: '地址不存在', en_GB: 'The address does not exist' },
  /** spec-business §5: the default contact cannot be deleted. */
  DEFAULT_CONTACT_UNDELETABLE: {
    status: 400,
    zh_CN: '默认联系人不能删除，请先将其他联系人设为默认',
    en_GB: 'The default contact cannot be deleted; make another contact the default first',
  },
  /** spec-business §5 and §8: the default address cannot be deleted. */
  DEFAULT_ADDRESS_UNDELETABLE: {
    status: 400,
    zh_CN: '默认地址不能删除，请先将其他地址设为默认',
    en_GB: 'The default address cannot be deleted; make another address the default first',
  },
  DEFAULT_REQUIRED: {
    status: 400,
    zh_CN: '必须保留一个默认项，请将其他项设为默认',
    en_GB: 'One entry must stay the default; make another one the default instead',
  },
  TOO_MANY_CONTACTS: {
    status: 400,
    zh_CN: '一个客户最多{max}个联系人',
    en_GB: 'A customer can have at most {max} contacts',
  },
  TOO_MANY_ADDRESSES: {
    status: 400,
    zh_CN: '一个客户最多{max}个地址',
    en_GB: 'A customer can have at most {max} addresses',
  },
  OWNER_NOT_FOUND: { status: 404, zh_CN: '负责人不存在', en_GB: 'The owner does not exist' },
  TEAM_NOT_FOUND: { status: 404, zh_CN: '服务团队不存在', en_GB: 'The service team does not exist' },
  TAG_NOT_FOUND: { status: 404, zh_CN: '客户标签不存在', en_GB: 'The customer tag does not exist' },
  USER_NOT_FOUND: { status: 404, zh_CN: '人员不存在', en_GB: 'The user does not exist' },
  ASSIGN_FORBIDDEN: {
    status: 403,
    zh_CN: '没有设置客户负责人与服务团队的权限',
    en_GB: 'No permission to set the owner or service team of customers',
  },
  CUSTOMER_IN_USE: {
    status: 409,
    zh_CN: '客户仍被其他记录引用，不能彻底删除',
    en_GB: 'The customer is still referred to by other records and cannot be deleted for good',
  },
  NOT_IN_RECYCLE_BIN: {
    status: 404,
    zh_CN: '回收站中没有该客户',
    en_GB: 'The customer is not in the recycle bin',
  },
});
