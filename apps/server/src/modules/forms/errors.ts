import {
  PROCESS_NODE_LABELS,
  formIssueText,
  type FormIssue,
  type Messages,
  type ProcessNode,
} from '@fieldline/domain';
import { AppError, defineErrors } from '../../core/errors';

export const formErrors = defineErrors({
  TEMPLATE_NOT_FOUND: { status: 404, zh_CN: '模板不存在', en_GB: 'The template does not exist' },
  FIELD_NOT_FOUND: { status: 404, zh_CN: '字段不存在', en_GB: 'The field does not exist' },
  BUTTON_NOT_FOUND: { status: 404, zh_CN: '自定义按钮不存在', en_GB: 'The custom button does not exist' },
  OBJECT_NOT_FOUND: { status: 404, zh_CN: '记录不存在', en_GB: 'The record does not exist' },
  TEMPLATE_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有名为“{name}”的模板',
    en_GB: 'A template named "{name}" already exists',
  },
  KIND_NOT_TEMPLATED: {
    status: 400,
    zh_CN: '该类型只有一套字段，不能新增或复制模板',
    en_GB: 'This kind has one field set; templates cannot be added or copied',
  },
  MODE_NOT_SUPPORTED: {
    status: 400,
    zh_CN: '只有工单模板可以选择设备模式',
    en_GB: 'Only order templates can use the equipment mode',
  },
  DEFAULT_TEMPLATE_UNDELETABLE: {
    status: 400,
    zh_CN: '默认模板不能删除',
    en_GB: 'The default template cannot be deleted',
  },
  DEFAULT_TEMPLATE_ALWAYS_ENABLED: {
    status: 400,
    zh_CN: '默认模板不能停用',
    en_GB: 'The default template cannot be disabled',
  },
  TEMPLATE_DISABLED: {
    status: 400,
    zh_CN: '模板已停用或删除，不能用于新记录',
    en_GB: 'The template is disabled or deleted and cannot be used for new records',
  },
  FIELD_ACCESS_UNKNOWN: {
    status: 400,
    zh_CN: '字段权限中的字段{key}不属于该模板',
    en_GB: 'Field access names {key}, which is not a field of this template',
  },
  FIELD_TYPE_FIXED: {
    status: 400,
    zh_CN: '字段“{name}”的控件类型不能修改',
    en_GB: 'The control type of the field "{name}" cannot be changed',
  },
  SYSTEM_FIELD_UNKNOWN: {
    status: 400,
    zh_CN: '系统字段{key}不存在',
    en_GB: 'There is no system field {key}',
  },
  ORDER_INVALID: {
    status: 400,
    zh_CN: '字段顺序中的{entry}不是该模板的字段',
    en_GB: 'The field order names {entry}, which is not a field of this template',
  },
  FILTER_INVALID: {
    status: 400,
    zh_CN: '自定义字段筛选条件无效',
    en_GB: 'The custom field filter is not valid',
  },
  BUTTON_FIELD_INVALID: {
    status: 400,
    zh_CN: '按钮要设置的字段不存在或不能设置',
    en_GB: 'The field the button sets does not exist or cannot be set',
  },
  BUTTON_NOT_APPLICABLE: {
    status: 400,
    zh_CN: '该按钮不适用于此记录的模板',
    en_GB: "The button does not apply to this record's template",
  },
  BUTTON_DISABLED: { status: 400, zh_CN: '该按钮已停用', en_GB: 'The button is disabled' },
});

/** A refusal naming one field; `issue` is a definition check (field = code) or a value check (field = id). */
export function formIssueError(
  code: 'FIELD_INVALID' | 'FIELD_SET_INVALID',
  issues: FormIssue[],
  field?: string,
) {
  const first = issues[0]!;
  return new AppError(
    code,
    400,
    { zh_CN: formIssueText(first, 'zh_CN'), en_GB: formIssueText(first, 'en_GB') },
    undefined,
    field ?? (first.field || undefined),
    { issues },
  );
}

/** A refusal of one field definition's shape (zod), naming the key by its designer label. */
export const fieldShapeError = (messages: { zh_CN: string; en_GB: string }, field: string) =>
  new AppError('FIELD_SET_INVALID', 400, messages, undefined, field);

/** spec-business §4: the create, dispatch and service nodes cannot be switched off. */
export const lockedNodeError = (node: ProcessNode) =>
  new AppError(
    'LOCKED_NODE',
    400,
    {
      zh_CN: `流程节点“${PROCESS_NODE_LABELS[node].zh_CN}”不能关闭`,
      en_GB: `The process node "${PROCESS_NODE_LABELS[node].en_GB}" cannot be switched off`,
    },
    undefined,
    `settings.nodes.${node}`,
    { node },
  );

/** spec-business §3: fixed system fields cannot be hidden or made optional. */
export const systemFieldFixedError = (name: Messages, field: string) =>
  new AppError(
    'SYSTEM_FIELD_FIXED',
    400,
    {
      zh_CN: `系统字段“${name.zh_CN}”为固定字段，不能隐藏或设为非必填`,
      en_GB: `The system field "${name.en_GB}" is fixed: it cannot be hidden or made optional`,
    },
    undefined,
    field,
  );
