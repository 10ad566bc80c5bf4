import { defineErrors } from '../../core/errors';

export const customerErrors = defineErrors({
  /** spec-business §8 "customer does not exist"; also another enterprise's or an invisible customer. */
  CUSTOMER_NOT_FOUND: { status: 404, zh_CN: '客户不存在', en_GB: 'The customer does not exist' },
  CUSTOMER_NAME_TAKEN: {
    status: 409,
    zh_CN: '已存在名为“{name}”的客户',
    en_GB: 'A customer named "{name}" already exists',
  },
  /** spec-business §8 "no coordinates found (enter detailed address)": the map provider cannot place it. */
  NO_COORDINATES: {
    status: 400,
    zh_CN: '未找到该地址的坐标，请输入详细地址',
    en_GB: 'No coordinates found for this address; enter a detailed address',
  },
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
  TAG_NOT_FOUND: { status: 404, zh_CN: '客户标签不存在', en_GB: 'The customer tag does not exist' },
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
  IMPORT_NO_FILE: { status: 400, zh_CN: '请上传.xlsx文件', en_GB: 'Upload an .xlsx file' },
  IMPORT_NOT_XLSX: {
    status: 415,
    zh_CN: '文件格式不支持，请使用客户导入模板（.xlsx）',
    en_GB: 'File format not supported; use the customer import template (.xlsx)',
  },
  IMPORT_TOO_LARGE: {
    status: 413,
    zh_CN: '文件大小超过限制（{max}）',
    en_GB: 'File size exceeds the limit ({max})',
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 400,
    zh_CN: '一次最多导入{max}行客户，请分批导入',
    en_GB: 'At most {max} customer rows can be imported at once; split the file',
  },
  IMPORT_NO_HEADER: {
    status: 400,
    zh_CN: '第一行须为表头，并包含“{column}”列，请使用导入模板',
    en_GB: 'The first row must be the header with a "{column}" column; use the import template',
  },
  IMPORT_EMPTY: { status: 400, zh_CN: '导入文件中没有客户数据', en_GB: 'The file holds no customer rows' },
  IMPORT_CONFLICT: {
    status: 409,
    zh_CN: '导入期间客户名称被其他操作占用，未保存任何行，请重新导入',
    en_GB: 'A customer name was taken by another change during the import; nothing was saved, import again',
  },
  // Row-level reasons of an import report (not thrown; their messages go into the report).
  IMPORT_NAME_REPEATED: {
    status: 400,
    zh_CN: '客户名称与第{row}行重复',
    en_GB: 'The customer name repeats row {row}',
  },
  IMPORT_OWNER_UNKNOWN: {
    status: 400,
    zh_CN: '负责人“{name}”不存在或已停用，请填写姓名或手机号',
    en_GB: 'Owner "{name}" does not exist or is disabled; give a name or mobile number',
  },
  IMPORT_OWNER_AMBIGUOUS: {
    status: 400,
    zh_CN: '有多名人员叫“{name}”，请填写负责人的手机号',
    en_GB: 'Several users are named "{name}"; give the owner\'s mobile number',
  },
  IMPORT_TEAM_UNKNOWN: {
    status: 400,
    zh_CN: '服务团队“{name}”不存在',
    en_GB: 'Service team "{name}" does not exist',
  },
  IMPORT_TEAM_AMBIGUOUS: {
    status: 400,
    zh_CN: '有多个服务团队叫“{name}”',
    en_GB: 'Several service teams are named "{name}"',
  },
  IMPORT_TAG_UNKNOWN: {
    status: 400,
    zh_CN: '客户标签“{name}”不存在',
    en_GB: 'Customer tag "{name}" does not exist',
  },
});
