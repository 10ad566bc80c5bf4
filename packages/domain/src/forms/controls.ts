import type { Messages } from '../i18n';

/**
 * The 25 generic form controls (spec-business §3) with their numeric type codes. In generic
 * field lists an entry has id, type and value: 7 is yes/no (switch); 10, 26 and 15 hold pictures
 * or attachments, as the spec says. The other numbers are ours and are stored, so never renumber.
 */
export const CONTROL_TYPES = {
  text: 1,
  number: 2,
  radio: 3,
  checkbox: 4,
  time: 5,
  address: 6,
  switch: 7,
  scanner: 8,
  position: 9,
  img: 10,
  textarea: 11,
  explain: 12,
  singleCheck: 13,
  expenses_number: 14,
  upload: 15,
  hyperlink: 16,
  multistage: 17,
  calculator: 18,
  call: 19,
  signature: 20,
  commentStar: 21,
  calendarDate: 22,
  calendarTime: 23,
  calendarDatetime: 24,
  imgMultiple: 26,
} as const;

export type ControlType = keyof typeof CONTROL_TYPES;
export const CONTROL_TYPE_NAMES = Object.keys(CONTROL_TYPES) as ControlType[];
export const isControlType = (v: unknown): v is ControlType =>
  typeof v === 'string' && Object.hasOwn(CONTROL_TYPES, v);
export const controlTypeOfCode = (code: number) => CONTROL_TYPE_NAMES.find((t) => CONTROL_TYPES[t] === code);

/** Controls whose value is a decimal string (and may feed a calculator). */
export const NUMERIC_CONTROLS: readonly ControlType[] = [
  'number',
  'expenses_number',
  'calculator',
  'commentStar',
];
/** Controls that choose among `options`. */
export const OPTION_CONTROLS: readonly ControlType[] = ['radio', 'checkbox', 'singleCheck'];
/** Controls whose value refers to uploaded files. */
export const FILE_CONTROLS: readonly ControlType[] = ['img', 'signature', 'imgMultiple', 'upload'];
/** Controls whose files must be images (at most IMAGE_MAX_BYTES each). */
export const IMAGE_CONTROLS: readonly ControlType[] = ['img', 'signature', 'imgMultiple'];
/** Controls that hold no value of their own. */
export const VALUELESS_CONTROLS: readonly ControlType[] = ['explain'];
/** Controls a list can filter and sort on (scalar values). */
export const FILTERABLE_CONTROLS: readonly ControlType[] = [
  'text',
  'number',
  'radio',
  'checkbox',
  'switch',
  'scanner',
  'textarea',
  'singleCheck',
  'expenses_number',
  'hyperlink',
  'calculator',
  'call',
  'commentStar',
  'calendarDate',
  'calendarTime',
  'calendarDatetime',
];

export const CONTROL_LABELS: Record<ControlType, Messages> = {
  text: { zh_CN: '单行文本', en_GB: 'Text' },
  number: { zh_CN: '数字', en_GB: 'Number' },
  radio: { zh_CN: '单选', en_GB: 'Single choice' },
  checkbox: { zh_CN: '多选', en_GB: 'Multiple choice' },
  time: { zh_CN: '时间段', en_GB: 'Date range' },
  address: { zh_CN: '地址', en_GB: 'Address' },
  switch: { zh_CN: '是/否', en_GB: 'Yes/no' },
  scanner: { zh_CN: '扫码', en_GB: 'Scanner' },
  position: { zh_CN: '定位', en_GB: 'Location' },
  img: { zh_CN: '图片', en_GB: 'Image' },
  textarea: { zh_CN: '多行文本', en_GB: 'Long text' },
  explain: { zh_CN: '说明文字', en_GB: 'Explanation' },
  singleCheck: { zh_CN: '下拉选择', en_GB: 'Drop-down' },
  expenses_number: { zh_CN: '金额', en_GB: 'Amount' },
  upload: { zh_CN: '附件', en_GB: 'Attachments' },
  hyperlink: { zh_CN: '超链接', en_GB: 'Hyperlink' },
  multistage: { zh_CN: '多级选择', en_GB: 'Cascade' },
  calculator: { zh_CN: '计算公式', en_GB: 'Calculation' },
  call: { zh_CN: '电话', en_GB: 'Phone call' },
  signature: { zh_CN: '签名', en_GB: 'Signature' },
  commentStar: { zh_CN: '星级评分', en_GB: 'Star rating' },
  calendarDate: { zh_CN: '日期', en_GB: 'Date' },
  calendarTime: { zh_CN: '时刻', en_GB: 'Time' },
  calendarDatetime: { zh_CN: '日期时间', en_GB: 'Date and time' },
  imgMultiple: { zh_CN: '多图', en_GB: 'Images' },
};
