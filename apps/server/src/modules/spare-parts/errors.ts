import { defineErrors } from '../../core/errors';

/** Refusals of spare parts (issue 24), in both languages. */
export const spareErrors = defineErrors({
  PART_NOT_FOUND: { status: 404, zh_CN: '备件不存在', en_GB: 'The spare part does not exist' },
  TYPE_NOT_FOUND: { status: 404, zh_CN: '备件类型不存在', en_GB: 'The spare type does not exist' },
  WAREHOUSE_NOT_FOUND: { status: 404, zh_CN: '仓库不存在', en_GB: 'The warehouse does not exist' },
  APPLICATION_NOT_FOUND: { status: 404, zh_CN: '申请单不存在', en_GB: 'The application does not exist' },
  SHEET_NOT_FOUND: { status: 404, zh_CN: '盘点单不存在', en_GB: 'The stocktaking sheet does not exist' },
  USER_NOT_FOUND: {
    status: 400,
    zh_CN: '所选人员不存在或已停用',
    en_GB: 'The chosen person does not exist or is disabled',
  },
  CODE_TAKEN: { status: 409, zh_CN: '备件编号已存在', en_GB: 'A spare part with this code already exists' },
  TYPE_NAME_TAKEN: {
    status: 409,
    zh_CN: '备件类型名称已存在',
    en_GB: 'A spare type of this name already exists',
  },
  TYPE_IN_USE: {
    status: 409,
    zh_CN: '该类型下还有备件，不能删除',
    en_GB: 'Parts still use this type; it cannot be deleted',
  },
  WAREHOUSE_NAME_TAKEN: {
    status: 409,
    zh_CN: '仓库名称已存在',
    en_GB: 'A warehouse of this name already exists',
  },
  WAREHOUSE_HAS_STOCK: {
    status: 409,
    zh_CN: '仓库中还有库存，不能删除',
    en_GB: 'The warehouse still holds stock; it cannot be deleted',
  },
  WAREHOUSE_KIND: {
    status: 400,
    zh_CN: '所选仓库类型不符：{expected}',
    en_GB: 'The chosen warehouse is not of the right kind: {expected}',
  },
  KIND_HAS_STOCK: {
    status: 409,
    zh_CN: '仓库中还有库存，不能更改仓库类型',
    en_GB: 'The warehouse holds stock; its kind cannot change',
  },
  INSUFFICIENT_STOCK: {
    status: 409,
    zh_CN: '仓库备件库存不足：{name}',
    en_GB: 'Insufficient spare stock in warehouse: {name}',
  },
  INSUFFICIENT_PERSONAL_STOCK: {
    status: 409,
    zh_CN: '个人备件库存不足：{name}',
    en_GB: 'Insufficient personal spare stock: {name}',
  },
  STOCK_MODE_OFF: {
    status: 409,
    zh_CN: '备件库存模式为“不启用”，不能进行库存操作',
    en_GB: 'Spare stock is switched off (stock mode "none")',
  },
  PERSONAL_STOCK_OFF: {
    status: 409,
    zh_CN: '当前库存模式不启用个人备件库',
    en_GB: 'The stock mode does not use personal stock',
  },
  ALREADY_DECIDED: {
    status: 409,
    zh_CN: '该申请已审批，不能再次审批',
    en_GB: 'This application has already been decided',
  },
  SHEET_POSTED: { status: 409, zh_CN: '该盘点单已过账', en_GB: 'This stocktaking sheet is already posted' },
  DEFAULT_STORE_INVALID: {
    status: 400,
    zh_CN: '默认备件库须为良品库',
    en_GB: 'The default spare store must be a genuine warehouse',
  },
  ORDER_NOT_FOUND: { status: 404, zh_CN: '工单不存在', en_GB: 'The order does not exist' },
  ORDER_PART_NOT_FOUND: {
    status: 404,
    zh_CN: '工单备件记录不存在',
    en_GB: 'The part line of the order does not exist',
  },
  ORDER_PARTS_LOCKED: {
    status: 409,
    zh_CN: '工单已完成、取消或未在服务中，备件不能再修改',
    en_GB: 'The order is not being served or approved; its parts can no longer change',
  },
  ORDER_PARTS_FORBIDDEN: {
    status: 403,
    zh_CN: '只有工单负责人、有编辑服务费用权限或审批时可编辑备件的人员可以修改工单备件',
    en_GB:
      "Only the order's engineer, a role that edits service payments, or an approver allowed to edit parts may change them",
  },
  ORDER_NO_SERVER: {
    status: 409,
    zh_CN: '工单尚无负责人，无法从个人备件库出库',
    en_GB: 'The order has no engineer whose personal stock could supply parts',
  },
  NO_DEFAULT_STORE: {
    status: 409,
    zh_CN: '尚未设置默认备件库',
    en_GB: 'No default spare store is set',
  },
  OLD_PART_NOT_FOUND: { status: 404, zh_CN: '旧件不存在', en_GB: 'Old part not found' },
  OLD_PART_STATE: {
    status: 409,
    zh_CN: '旧件状态不符：{state}',
    en_GB: 'The old part is not in the right state: {state}',
  },
  OLD_PART_STORE_REQUIRED: {
    status: 400,
    zh_CN: '请选择旧件入库的废品库',
    en_GB: 'Choose the scrap warehouse to receive the old part into',
  },
  IMPORT_NO_FILE: { status: 400, zh_CN: '请上传.xlsx文件', en_GB: 'Upload an .xlsx file' },
  IMPORT_NOT_XLSX: {
    status: 415,
    zh_CN: '文件格式不支持，请使用备件导入模板（.xlsx）',
    en_GB: 'File format not supported; use the spare-part import template (.xlsx)',
  },
  IMPORT_TOO_LARGE: {
    status: 413,
    zh_CN: '文件大小超过限制（{max}）',
    en_GB: 'File size exceeds the limit ({max})',
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 400,
    zh_CN: '一次最多导入{max}行备件',
    en_GB: 'At most {max} part rows can be imported at once',
  },
  IMPORT_NO_HEADER: {
    status: 400,
    zh_CN: '第一行须为表头，并包含“{column}”列，请使用导入模板',
    en_GB: 'The first row must be the header with a "{column}" column; use the import template',
  },
  IMPORT_EMPTY: { status: 400, zh_CN: '导入文件中没有备件数据', en_GB: 'The file holds no part rows' },
  IMPORT_TYPE_UNKNOWN: {
    status: 400,
    zh_CN: '备件类型“{name}”不存在，请先添加',
    en_GB: 'Spare type "{name}" does not exist; add it first',
  },
  IMPORT_CODE_REPEATED: { status: 400, zh_CN: '编号与第{row}行重复', en_GB: 'The code repeats row {row}' },
  IMPORT_WAREHOUSE_REQUIRED: {
    status: 400,
    zh_CN: '文件中填写了入库数量，请选择入库仓库',
    en_GB: 'The file gives stock-in quantities; choose the warehouse they go to',
  },
  IMPORT_CONFLICT: {
    status: 409,
    zh_CN: '导入期间备件编号被其他操作占用，未保存任何行，请重新导入',
    en_GB: 'A part code was taken by another change during the import; nothing was saved, import again',
  },
});
