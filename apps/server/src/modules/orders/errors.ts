import { defineErrors } from '../../core/errors';

export const orderErrors = defineErrors({
  /** Another enterprise's order, one I may not see, or none: the same answer. */
  ORDER_NOT_FOUND: { status: 404, zh_CN: '工单不存在', en_GB: 'The order does not exist' },
  /** DECISIONS.md transition table: the action cannot run from the order's state (message from the domain). */
  TRANSITION_REFUSED: { status: 409, zh_CN: '{message}', en_GB: '{message}' },
  /** The order changed between reading and writing (another transition won). */
  ORDER_CHANGED: {
    status: 409,
    zh_CN: '工单已被他人处理，请刷新后重试',
    en_GB: 'Someone else changed the order meanwhile; refresh and try again',
  },
  NOT_YOUR_ORDER: {
    status: 403,
    zh_CN: '只有该工单的服务人员可以执行此操作',
    en_GB: "Only the order's engineer can do this",
  },
  /** Sending back to acceptance needs the order's engineer (issue 22, returnNode). */
  RETURN_NEEDS_SERVER: {
    status: 409,
    zh_CN: '该工单没有服务人员，只能回退到待指派',
    en_GB: 'The order has no engineer; it can only be sent back to assignment',
  },
  NOT_APPROVER: {
    status: 403,
    zh_CN: '您不是该工单的审核人',
    en_GB: 'You are not an approver of this order',
  },
  TEMPLATE_NOT_ORDER: {
    status: 400,
    zh_CN: '请选择工单模板',
    en_GB: 'Choose an order template',
  },
  PRODUCT_NOT_FOUND: {
    status: 404,
    zh_CN: '该客户没有这个产品',
    en_GB: 'The customer has no such product',
  },
  CONTACT_REQUIRED: {
    status: 400,
    zh_CN: '请填写联系人和联系电话',
    en_GB: 'Enter the contact name and phone',
  },
  USER_NOT_FOUND: {
    status: 404,
    zh_CN: '人员不存在或已停用',
    en_GB: 'The user does not exist or is disabled',
  },
  SERVER_CANNOT_SERVE: {
    status: 400,
    zh_CN: '{name}没有接单与服务的权限',
    en_GB: '{name} has no permission to accept and serve orders',
  },
  TAG_REQUIRED: { status: 400, zh_CN: '请选择标签', en_GB: 'Choose at least one tag' },
  TAG_NOT_FOUND: { status: 404, zh_CN: '工单标签不存在', en_GB: 'The order tag does not exist' },
  SERVICE_ITEM_NOT_FOUND: {
    status: 404,
    zh_CN: '服务项目不存在或不适用于该模板',
    en_GB: 'The service item does not exist or is not used by this template',
  },
  FILE_INVALID: {
    status: 400,
    zh_CN: '文件不存在或不是图片（图片不超过1M）',
    en_GB: 'The file does not exist or is not an image (images up to 1 MB)',
  },
  EXPENSES_REQUIRED: {
    status: 400,
    zh_CN: '请填写{field}',
    en_GB: 'Enter the {field}',
  },
  RECEIPT_REQUIRED: {
    status: 400,
    zh_CN: '请让客户签名或输入回执验证码',
    en_GB: "Take the customer's signature or enter the receipt code",
  },
  SIGNATURE_REQUIRED: { status: 400, zh_CN: '请让客户签名', en_GB: "Take the customer's signature" },
  RECEIPT_CODE_REQUIRED: { status: 400, zh_CN: '请输入回执验证码', en_GB: 'Enter the receipt code' },
  RECEIPT_CODE_WRONG: {
    status: 400,
    zh_CN: '回执验证码错误或已过期',
    en_GB: 'The receipt code is wrong or has expired',
  },
  RECEIPT_CODE_TOO_SOON: {
    status: 429,
    zh_CN: '验证码发送过于频繁，请{seconds}秒后再试',
    en_GB: 'A code was just sent; try again in {seconds} s',
  },
  RECEIPT_NOT_IN_SERVICE: {
    status: 409,
    zh_CN: '只有服务中的工单可以发送回执验证码',
    en_GB: 'A receipt code can only be sent for an order in service',
  },
  PRINT_EMPTY: {
    status: 404,
    zh_CN: '所选工单不存在或已删除',
    en_GB: 'None of the chosen orders exists',
  },
  SEARCH_PLAN_NOT_FOUND: { status: 404, zh_CN: '筛选方案不存在', en_GB: 'The saved filter does not exist' },
  SEARCH_PLAN_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有同名的筛选方案',
    en_GB: 'A saved filter with this name already exists',
  },
  SEARCH_PLANS_FULL: {
    status: 400,
    zh_CN: '每个列表最多保存{max}个筛选方案',
    en_GB: 'At most {max} saved filters per list',
  },
  NO_CONTACT_PHONE: {
    status: 400,
    zh_CN: '工单没有联系电话，无法发送验证码',
    en_GB: 'The order has no contact phone to send the code to',
  },
  UNCHANGED: { status: 400, zh_CN: '数据未修改，请先修改', en_GB: 'Nothing changed; modify something first' },
  ESTIMATE_BEFORE_APPOINTMENT: {
    status: 400,
    zh_CN: '预计完成时间不能早于预约时间',
    en_GB: 'The estimated completion cannot be earlier than the appointment time',
  },
  NOT_AN_APPROVER: {
    status: 400,
    zh_CN: '{name}没有审核工单的权限',
    en_GB: '{name} has no permission to approve orders',
  },
  PREFERENTIAL_TOO_HIGH: {
    status: 400,
    zh_CN: '优惠金额不能大于应收总额',
    en_GB: 'The discount cannot exceed the amount due',
  },
  PAYMENT_LOCKED: {
    status: 403,
    zh_CN: '当前没有编辑服务费用的权限',
    en_GB: 'You may not edit the service payment now',
  },
  EDIT_CLOSED: {
    status: 409,
    zh_CN: '已完成或已取消的工单不能编辑',
    en_GB: 'A completed or cancelled order cannot be edited',
  },
  BATCH_ARCHIVE_ADMIN_ONLY: {
    status: 403,
    zh_CN: '只有管理员可以批量归档',
    en_GB: 'Only administrators can archive orders in batches',
  },
  NOT_IN_RECYCLE_BIN: {
    status: 404,
    zh_CN: '回收站中没有该工单',
    en_GB: 'The order is not in the recycle bin',
  },
  TOO_MANY_ORDERS: {
    status: 400,
    zh_CN: '一次最多选择{max}个工单',
    en_GB: 'Select at most {max} orders at a time',
  },
  EVALUATION_NOT_FOUND: {
    status: 404,
    zh_CN: '评价链接无效',
    en_GB: 'The evaluation link is not valid',
  },
  EVALUATION_NOT_READY: {
    status: 409,
    zh_CN: '工单尚未完成，暂不能评价',
    en_GB: 'The order is not completed yet and cannot be rated',
  },
  ALREADY_EVALUATED: {
    status: 409,
    zh_CN: '该工单已评价，感谢您的反馈',
    en_GB: 'This order has already been rated; thank you for your feedback',
  },
  RATED_BY_CUSTOMER: {
    status: 409,
    zh_CN: '外部工单由客户通过评价链接评价',
    en_GB: 'An external order is rated by its customer through the evaluation link',
  },
  NOT_ORDER_CREATOR: {
    status: 403,
    zh_CN: '只有内部工单的创建人可以评价',
    en_GB: "Only the internal order's creator can rate it",
  },
  EVALUATION_IMAGE_INVALID: {
    status: 400,
    zh_CN: '图片不是通过此评价链接上传的，请重新上传',
    en_GB: 'The photo was not uploaded through this evaluation link; upload it again',
  },
  EVALUATION_UPLOADS_FULL: {
    status: 409,
    zh_CN: '此评价链接已上传{max}张图片，不能再上传',
    en_GB: 'This evaluation link has already taken {max} photos; no more can be uploaded',
  },
  /** The open pool (issue 22): why this person may not grab (texts as GRAB_BLOCK_TEXTS in the domain). */
  POOL_NOT_IN_TEAM: {
    status: 403,
    zh_CN: '工单池只对指定团队开放，您不在其中',
    en_GB: 'The pool is open to chosen teams, and you are in none of them',
  },
  POOL_NO_SKILL: {
    status: 403,
    zh_CN: '工单池只对具备指定技能标签的人员开放',
    en_GB: 'The pool is open to staff with chosen skill tags, and you have none of them',
  },
  POOL_OUTSIDE_AREA: {
    status: 403,
    zh_CN: '工单地址不在您所在团队的服务区域内',
    en_GB: "The order's address is outside your teams' service areas",
  },
  POOL_CAP_REACHED: {
    status: 409,
    zh_CN: '您手上未完成的抢单已达上限（{cap}单）',
    en_GB: 'You already hold the most open grabbed orders allowed ({cap})',
  },
  POOL_TEAM_NOT_FOUND: { status: 400, zh_CN: '服务团队不存在', en_GB: 'The team does not exist' },
  POOL_TAG_NOT_FOUND: { status: 400, zh_CN: '技能标签不存在', en_GB: 'The skill tag does not exist' },
  POOL_NO_ACCESS: {
    status: 403,
    zh_CN: '只有可以抢单或派单的人员可以查看工单池',
    en_GB: 'Only staff who may grab or dispatch orders can see the pool',
  },
  /** EVAL_UPLOADS_PER_IP_PER_HOUR: one client address, every link, a rolling hour. */
  EVALUATION_UPLOADS_RATE_LIMITED: {
    status: 429,
    zh_CN: '您的网络一小时内上传的评价图片已达上限（{max}张），请稍后再试',
    en_GB:
      'Your network has uploaded {max} evaluation photos in the last hour, the most allowed; please try again later',
  },
  /** Abnormal requests (issue 22): another enterprise's request answers the same. */
  ABNORMAL_NOT_FOUND: { status: 404, zh_CN: '异常申请不存在', en_GB: 'The abnormal request does not exist' },
  ABNORMAL_DECIDED: {
    status: 409,
    zh_CN: '该异常申请已被处理',
    en_GB: 'The abnormal request has already been decided',
  },
  ABNORMAL_SAME_SERVER: {
    status: 400,
    zh_CN: '新服务人员不能是当前服务人员',
    en_GB: "The new engineer cannot be the order's current engineer",
  },
});
