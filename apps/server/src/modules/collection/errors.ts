import { defineErrors } from '../../core/errors';

/** Refusals of collection (issue 22), in both languages. */
export const collectionErrors = defineErrors({
  ORDER_NOT_FOUND: { status: 404, zh_CN: '工单不存在', en_GB: 'The order does not exist' },
  NOT_COLLECTING: {
    status: 409,
    zh_CN: '该工单没有待收款项',
    en_GB: 'This order is not waiting for payment',
  },
  ALREADY_PAID: { status: 409, zh_CN: '该工单已收款完成', en_GB: 'This order has already been paid in full' },
  OVERPAY: {
    status: 409,
    zh_CN: '收款金额超过待收金额（尚需收款{left}元）',
    en_GB: 'The amount is more than is still due ({left} left to pay)',
  },
  NO_COLLECT_PERMISSION: {
    status: 403,
    zh_CN: '没有登记收款的权限',
    en_GB: 'You may not record payments',
  },
  METHOD_NOT_FOUND: { status: 404, zh_CN: '收款方式不存在', en_GB: 'The collection method does not exist' },
  METHOD_NOT_USABLE: {
    status: 400,
    zh_CN: '该收款方式已停用或不适用于此工单模板',
    en_GB: 'This collection method is disabled or not offered on the order’s template',
  },
  METHOD_ONLINE_ONLY_PROVIDER: {
    status: 400,
    zh_CN: '在线支付由客户扫码完成，不能手工登记',
    en_GB: 'Online payments are made by the customer through the payment page, not recorded by hand',
  },
  METHOD_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有同名的收款方式',
    en_GB: 'A collection method of that name exists',
  },
  METHOD_BOUND: {
    status: 409,
    zh_CN: '已绑定工单模板的收款方式不能删除',
    en_GB: 'A collection method bound to an order template cannot be deleted',
  },
  METHODS_FULL: {
    status: 409,
    zh_CN: '收款方式最多{max}个',
    en_GB: 'At most {max} collection methods',
  },
  TEMPLATE_NOT_FOUND: {
    status: 400,
    zh_CN: '所选工单模板不存在',
    en_GB: 'A chosen order template does not exist',
  },
  QR_INVALID: {
    status: 400,
    zh_CN: '收款码须为PNG或JPG图片',
    en_GB: 'The payment QR image must be a PNG or JPG image',
  },
  QR_TOO_LARGE: {
    status: 400,
    zh_CN: '收款码图片不能超过{max}',
    en_GB: 'The payment QR image must be at most {max}',
  },
  QR_NOT_SQUARE: {
    status: 400,
    zh_CN: '收款码图片须为1:1（当前{width}×{height}）',
    en_GB: 'The payment QR image must be 1:1 (this one is {width}×{height})',
  },
  ONLINE_NOT_ENABLED: {
    status: 409,
    zh_CN: '在线支付未开通',
    en_GB: 'Online payment is not yet enabled',
  },
  LINK_INVALID: {
    status: 404,
    zh_CN: '支付链接无效',
    en_GB: 'This payment link is not valid',
  },
  LINK_EXPIRED: {
    status: 410,
    zh_CN: '支付链接已过期，请重新获取收款码',
    en_GB: 'This payment link has expired; ask for a new payment code',
  },
  LINK_USED: {
    status: 409,
    zh_CN: '该支付链接已完成支付',
    en_GB: 'This payment link has already been paid',
  },
});
