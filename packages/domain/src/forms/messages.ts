import { format, type Locale, type Messages } from '../i18n';
import { VALIDATION_MESSAGES } from '../validation';

/**
 * Messages of custom-field validation, shared by the server's 400 answers and the forms, so both
 * say the same thing. `{field}` is the field's name as the enterprise wrote it.
 */
export const FORM_MESSAGES = {
  required: VALIDATION_MESSAGES.required,
  invalid: VALIDATION_MESSAGES.invalid,
  tooLong: VALIDATION_MESSAGES.tooLong,
  notOption: { zh_CN: '{field}的选项不存在', en_GB: '{field}: choose one of the given options' },
  number: {
    zh_CN: '{field}须为整数不超过13位、最多2位小数的数字',
    en_GB: '{field} must be a number of at most 13 digits and 2 decimals',
  },
  notNegative: { zh_CN: '{field}不能为负数', en_GB: '{field} cannot be negative' },
  tooMany: { zh_CN: '{field}最多{max}项', en_GB: '{field} allows at most {max} items' },
  rangeOrder: { zh_CN: '{field}的结束不能早于开始', en_GB: '{field}: the end cannot be before the start' },
  url: { zh_CN: '{field}须为 http(s) 链接', en_GB: '{field} must be an http(s) link' },
  phone: { zh_CN: '{field}须为电话号码', en_GB: '{field} must be a phone number' },
  stars: { zh_CN: '{field}须为1到{max}星', en_GB: '{field} must be 1 to {max} stars' },
  file: { zh_CN: '{field}的文件无效', en_GB: '{field}: the file is not valid' },
  image: {
    zh_CN: '{field}须为不超过1M的图片',
    en_GB: '{field} must be an image of at most 1 MB',
  },
  levels: { zh_CN: '{field}最多三级', en_GB: '{field} allows at most three levels' },
  position: { zh_CN: '{field}的经纬度无效', en_GB: '{field}: the coordinates are not valid' },
  placeholderName: {
    zh_CN: '字段名称不能包含${...}占位符',
    en_GB: 'A field name cannot contain a ${...} placeholder',
  },
  duplicateCode: { zh_CN: '字段编码{code}重复', en_GB: 'The field code {code} is used twice' },
  duplicateName: { zh_CN: '字段名称{field}重复', en_GB: 'The field name {field} is used twice' },
  optionsRequired: { zh_CN: '{field}至少需要一个选项', en_GB: '{field} needs at least one option' },
  optionsDuplicate: { zh_CN: '{field}的选项重复', en_GB: '{field} has the same option twice' },
  formula: { zh_CN: '{field}的公式无效', en_GB: '{field}: the formula is not valid' },
  formulaRef: {
    zh_CN: '{field}的公式引用了不存在或非数字的字段{code}',
    en_GB: '{field}: the formula refers to {code}, which is not a number field of this form',
  },
  formulaCycle: { zh_CN: '{field}的公式循环引用', en_GB: '{field}: the formula refers back to itself' },
  conditionRef: {
    zh_CN: '{field}的显示条件引用了不存在的字段{code}',
    en_GB: '{field}: the condition refers to {code}, which is not a field of this form',
  },
  conditionCycle: {
    zh_CN: '{field}的显示条件循环引用',
    en_GB: '{field}: the conditions refer back to this field',
  },
  tooManyFields: { zh_CN: '字段不能超过{max}个', en_GB: 'A form can have at most {max} fields' },
} satisfies Record<string, Messages>;

export type FormMessageKey = keyof typeof FORM_MESSAGES;

/** One problem with a form: which field (id or code), the message key and its parameters. */
export interface FormIssue {
  field: string;
  fieldName: string;
  key: FormMessageKey;
  params?: Record<string, string | number>;
}

export const formIssueText = (issue: FormIssue, locale: Locale) =>
  format(FORM_MESSAGES[issue.key][locale], { field: issue.fieldName, ...issue.params });
