import { defineErrors } from '../../core/errors';

/** Refusals of the fault dictionary and of the completion's fault pick (issue 28), in both languages. */
export const faultErrors = defineErrors({
  FAULT_NOT_FOUND: { status: 404, zh_CN: '故障现象不存在', en_GB: 'The fault phenomenon does not exist' },
  CATEGORY_NOT_FOUND: { status: 400, zh_CN: '产品分类不存在', en_GB: 'The product category does not exist' },
  NAME_TAKEN: {
    status: 409,
    zh_CN: '该分类下已有同名故障现象',
    en_GB: 'This category already has a fault phenomenon of this name',
  },
  FAULT_NOT_APPLICABLE: {
    status: 400,
    zh_CN: '所选故障现象不存在、已停用或不适用于该工单的产品',
    en_GB: "A chosen fault phenomenon does not exist, is disabled or does not fit the order's product",
  },
});
