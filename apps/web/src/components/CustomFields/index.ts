/** Shared renderers of enterprise-defined fields (issue 5): forms, read-only views, table columns. */
export { CustomFieldItems, type CustomFieldItemsProps } from './CustomFieldItems';
export { CustomFieldView, type CustomFieldViewProps } from './CustomFieldView';
export { customFieldColumns, customColumnKey } from './columns';
export { CustomFilterBar } from './CustomFilterBar';
export {
  CUSTOM_VALUES_NAME,
  FIELD_INVALID,
  applyFormIssues,
  readCustomValues,
  type NamePrefix,
} from './issues';
export { calculatorValues, fieldStates } from './evaluate';
export { fieldValueText } from './values';
export { uploadFile } from './upload';
