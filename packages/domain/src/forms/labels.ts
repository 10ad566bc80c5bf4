import type { z } from 'zod';
import { format, type Locale, type Messages } from '../i18n';
import { FIELD_LABELS, VALIDATION_MESSAGES, issueText } from '../validation';
import { FORM_MESSAGES } from './messages';

/** Labels of the forms payloads' keys, added to the shared table of validation messages. */
export const FORMS_FIELD_LABELS: Record<string, Messages> = {
  kind: { zh_CN: '表单类型', en_GB: 'Form kind' },
  mode: { zh_CN: '模板模式', en_GB: 'Template mode' },
  templateId: { zh_CN: '模板', en_GB: 'Template' },
  settings: { zh_CN: '流程设置', en_GB: 'Process settings' },
  nodes: { zh_CN: '流程节点', en_GB: 'Process nodes' },
  fieldAccess: { zh_CN: '字段权限', en_GB: 'Field access' },
  fields: { zh_CN: '字段', en_GB: 'Fields' },
  order: { zh_CN: '字段顺序', en_GB: 'Field order' },
  key: { zh_CN: '系统字段', en_GB: 'System field' },
  visible: { zh_CN: '显示', en_GB: 'Visible' },
  required: { zh_CN: '必填', en_GB: 'Required' },
  objectId: { zh_CN: '记录', en_GB: 'Record' },
  buttonId: { zh_CN: '按钮', en_GB: 'Button' },
  action: { zh_CN: '按钮动作', en_GB: 'Button action' },
  url: { zh_CN: '链接地址', en_GB: 'Link' },
  fieldId: { zh_CN: '字段', en_GB: 'Field' },
  value: { zh_CN: '字段值', en_GB: 'Value' },
  roleTypes: { zh_CN: '可见角色', en_GB: 'Visible to roles' },
  customFilters: { zh_CN: '自定义字段筛选', en_GB: 'Custom field filters' },
  allowRefuse: { zh_CN: '允许拒单', en_GB: 'Allow refusing' },
  completionApproval: { zh_CN: '完成审核', en_GB: 'Completion approval' },
};
Object.assign(FIELD_LABELS, FORMS_FIELD_LABELS);

/** Labels of a field definition's keys, as the field designer names them. */
export const FIELD_DESIGN_LABELS: Record<string, Messages> = {
  id: { zh_CN: '字段ID', en_GB: 'Field id' },
  name: { zh_CN: '字段名称', en_GB: 'Field name' },
  code: { zh_CN: '字段编码', en_GB: 'Field code' },
  type: { zh_CN: '控件类型', en_GB: 'Control type' },
  required: { zh_CN: '必填', en_GB: 'Required' },
  visible: { zh_CN: '显示', en_GB: 'Visible' },
  help: { zh_CN: '提示文字', en_GB: 'Help text' },
  props: { zh_CN: '控件属性', en_GB: 'Control properties' },
  options: { zh_CN: '选项', en_GB: 'Options' },
  tree: { zh_CN: '级联选项', en_GB: 'Cascade options' },
  label: { zh_CN: '选项', en_GB: 'Option' },
  children: { zh_CN: '下级选项', en_GB: 'Sub-options' },
  formula: { zh_CN: '公式', en_GB: 'Formula' },
  content: { zh_CN: '说明内容', en_GB: 'Explanation' },
  maxStars: { zh_CN: '最高星级', en_GB: 'Maximum stars' },
  placeholder: { zh_CN: '占位提示', en_GB: 'Placeholder' },
  condition: { zh_CN: '条件', en_GB: 'Condition' },
  field: { zh_CN: '条件字段', en_GB: 'Condition field' },
  values: { zh_CN: '条件值', en_GB: 'Condition values' },
  effect: { zh_CN: '条件效果', en_GB: 'Condition effect' },
};

/**
 * The message for a zod issue of one field definition (fieldInputSchema), naming the key by its
 * designer label; the server's 400 answers and the designer's form say the same thing.
 */
export function fieldInputIssueText(issue: z.core.$ZodIssue, locale: Locale): string {
  if (issue.code === 'unrecognized_keys')
    return format(VALIDATION_MESSAGES.unknownField[locale], { field: issue.keys[0] ?? '' });
  if (issue.message in FORM_MESSAGES && !(issue.message in VALIDATION_MESSAGES))
    return format(FORM_MESSAGES[issue.message as keyof typeof FORM_MESSAGES][locale], {});
  const key = [...issue.path].reverse().find((p) => typeof p === 'string') ?? 'name';
  const label = FIELD_DESIGN_LABELS[key]?.[locale] ?? key;
  return issueText(issue, label, locale);
}
