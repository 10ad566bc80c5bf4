import { defineErrors } from '../../core/errors';

export const qrErrors = defineErrors({
  BATCH_NOT_FOUND: { status: 404, zh_CN: '二维码批次不存在', en_GB: 'The QR code batch does not exist' },
  BATCH_NAME_TAKEN: {
    status: 409,
    zh_CN: '已存在名为“{name}”的批次',
    en_GB: 'A batch named "{name}" already exists',
  },
  /** Also another enterprise's code: it answers like one that does not exist. */
  QR_CODE_NOT_FOUND: { status: 404, zh_CN: '二维码不存在', en_GB: 'The QR code does not exist' },
  /** spec-business §4 "QR code: unused, used": a used code cannot be bound again. */
  QR_CODE_USED: {
    status: 409,
    zh_CN: '该二维码已被使用，不能重复绑定',
    en_GB: 'This QR code is already used and cannot be bound again',
  },
  QR_CODE_NOT_BOUND: {
    status: 409,
    zh_CN: '该二维码未绑定产品',
    en_GB: 'This QR code is not bound to a product',
  },
  PRODUCT_HAS_CODE: {
    status: 409,
    zh_CN: '该客户产品已绑定二维码，请先解绑',
    en_GB: 'This customer product already has a QR code; unbind it first',
  },
  /** The public scan page: an unknown code, or one not bound to a product (the same answer). */
  SCAN_NOT_FOUND: {
    status: 404,
    zh_CN: '二维码无效或尚未绑定产品，请联系服务商',
    en_GB: 'This QR code is not valid or not yet linked to a product; please contact your service provider',
  },
  REPORT_RATE_LIMITED: {
    status: 429,
    zh_CN: '该产品一小时内的报修次数已达上限（{max}次），请稍后再试或直接致电服务商',
    en_GB:
      'This product has had {max} reports in the last hour; please try again later or call your service provider',
  },
});
