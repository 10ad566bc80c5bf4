import type { Messages } from '../i18n';
import type { ControlType } from './controls';
import { FORM_KINDS, type FormKind } from './kinds';

/**
 * Fixed blocks of system fields in the designer, with their heights in px from
 * spec-business §3: order 86, equipment order 129, customer 172, expenses 172, product 215.
 */
export const DESIGNER_BLOCK_HEIGHTS = {
  order: 86,
  equipmentOrder: 129,
  customer: 172,
  expenses: 172,
  product: 215,
} as const;
export type DesignerBlock = keyof typeof DESIGNER_BLOCK_HEIGHTS;

export interface SystemField {
  key: string;
  name: Messages;
  type: ControlType;
  required: boolean;
  /** Fixed fields cannot be hidden or made optional. System fields are never deletable. */
  fixed: boolean;
  block?: DesignerBlock;
}

const f = (
  key: string,
  zh: string,
  en: string,
  type: ControlType,
  opts: { required?: boolean; fixed?: boolean; block?: DesignerBlock } = {},
): SystemField => ({
  key,
  name: { zh_CN: zh, en_GB: en },
  type,
  required: opts.required ?? false,
  fixed: opts.fixed ?? false,
  block: opts.block,
});
const fixed = { required: true, fixed: true };

/** spec-business §3 "Customer fields": customer, contact name, phone (all required), addresses. */
const customerBlock = (block: DesignerBlock = 'customer') => [
  f('customerName', '客户', 'Customer', 'text', { ...fixed, block }),
  f('contactName', '联系人', 'Contact name', 'text', { ...fixed, block }),
  f('contactPhone', '联系电话', 'Phone', 'call', { ...fixed, block }),
  f('serviceAddress', '服务地址', 'Service address', 'address', { block }),
  f('detailAddress', '详细地址', 'Detail address', 'text', { block }),
];

/** spec-business §3 "Expenses fields (all required)". */
const expensesBlock = [
  f('expensesServiceProject', '服务项目', 'Service items', 'expenses_number', {
    ...fixed,
    block: 'expenses',
  }),
  f('sparepartAmount', '备件金额', 'Spare-part amount', 'expenses_number', { ...fixed, block: 'expenses' }),
  f('otherAmount', '其他金额', 'Other amount', 'expenses_number', { ...fixed, block: 'expenses' }),
  f('preferentialAmount', '优惠金额', 'Discount', 'expenses_number', {
    ...fixed,
    block: 'expenses',
  }),
];

/** spec-business §3 "Product fields": name, number, model, image (system, not deletable). */
const productBlock = [
  f('productName', '产品名称', 'Product name', 'text', { ...fixed, block: 'product' }),
  f('productNumber', '产品编号', 'Product number', 'text', { fixed: true, block: 'product' }),
  f('productModel', '产品型号', 'Model', 'text', { fixed: true, block: 'product' }),
  f('productImage', '产品图片', 'Product image', 'img', { fixed: true, block: 'product' }),
];

/** spec-business §3 "Order field controls (system)". */
const orderControls = [
  f('appointmentTime', '预约时间', 'Appointment time', 'calendarDatetime', { required: true }),
  f('estimatedCompletion', '预计完成时间', 'Estimated completion', 'calendarDatetime'),
  f('serviceItems', '服务项目', 'Service items', 'checkbox'),
  f('priority', '工单优先级', 'Priority', 'radio'),
  f('description', '详细描述', 'Detailed description', 'textarea'),
  f('images', '图片描述', 'Image description', 'imgMultiple'),
  f('customerProduct', '客户产品', 'Customer product', 'singleCheck'),
];

const orderHead = (equipment: boolean): SystemField[] => {
  const block: DesignerBlock = equipment ? 'equipmentOrder' : 'order';
  const head = [
    f('customer', '客户', 'Customer', 'singleCheck', { ...fixed, block }),
    f('title', '工单标题', 'Order title', 'text', { ...fixed, block }),
  ];
  return equipment ? [...head, f('product', '产品', 'Product', 'singleCheck', { ...fixed, block })] : head;
};

/** The system fields of a kind; order templates of the equipment mode use the equipment block. */
export function systemFieldsOf(kind: FormKind, mode: TemplateMode = 'standard'): SystemField[] {
  switch (kind) {
    case FORM_KINDS.order:
      return [...orderHead(mode === 'equipment'), ...customerBlock(), ...orderControls, ...expensesBlock];
    case FORM_KINDS.customer:
      return customerBlock();
    case FORM_KINDS.customerProduct:
      return [
        ...productBlock,
        f('serialNumber', '序列号', 'Serial number', 'scanner', { block: 'product' }),
        f('warrantyStart', '保修开始', 'Warranty start', 'calendarDate'),
        f('warrantyEnd', '保修结束', 'Warranty end', 'calendarDate'),
        f('purchaseDate', '购买日期', 'Purchase date', 'calendarDate'),
        f('deliveryDate', '交付日期', 'Delivery date', 'calendarDate'),
        f('installDate', '安装日期', 'Install date', 'calendarDate'),
        f('productionDate', '生产日期', 'Production date', 'calendarDate'),
        f('qrCode', '二维码', 'QR code', 'scanner'),
        f('sceneImage', '现场图片', 'Scene image', 'img'),
        f('category', '产品分类', 'Category', 'multistage'),
      ];
    case FORM_KINDS.event:
      return [
        f('title', '事件标题', 'Event title', 'text', fixed),
        f('customer', '客户', 'Customer', 'singleCheck'),
        f('priority', '优先级', 'Priority', 'radio'),
        f('description', '描述', 'Description', 'textarea'),
      ];
    case FORM_KINDS.maintenanceContract:
      return [
        f('name', '合同名称', 'Contract name', 'text', fixed),
        f('customer', '客户', 'Customer', 'singleCheck'),
        f('contractDate', '合同日期', 'Contract date', 'calendarDate', fixed),
        f('amount', '合同金额', 'Amount', 'expenses_number', fixed),
      ];
    case FORM_KINDS.saleContract:
      return [
        f('contractNo', '合同编号', 'Contract no.', 'text', { fixed: true }),
        f('name', '合同名称', 'Contract name', 'text', { fixed: true }),
        f('customer', '客户', 'Customer', 'singleCheck', fixed),
        f('signer', '签约人', 'Signer', 'text'),
        f('contractDate', '合同日期', 'Contract date', 'calendarDate', fixed),
        f('startDate', '开始日期', 'Start date', 'calendarDate'),
        f('endDate', '结束日期', 'End date', 'calendarDate'),
        f('state', '合同状态', 'State', 'singleCheck', fixed),
      ];
    case FORM_KINDS.project:
      return [
        f('startTime', '开始时间', 'Start time', 'calendarDatetime'),
        f('endTime', '结束时间', 'End time', 'calendarDatetime'),
        f('taskDescription', '任务描述', 'Task description', 'textarea'),
      ];
    case FORM_KINDS.returnVisit:
      // the visit's notes (return_visit_tasks.note); the questions are the enterprise's custom fields
      return [f('visitNote', '回访说明', 'Visit notes', 'textarea')];
    case FORM_KINDS.sparePart:
      // the catalogue's own columns are the part's form (spare-parts); only custom fields are added here
      return [];
  }
}

/** Order templates: the standard order form or the equipment order form (with a product). */
export const TEMPLATE_MODES = ['standard', 'equipment'] as const;
export type TemplateMode = (typeof TEMPLATE_MODES)[number];
