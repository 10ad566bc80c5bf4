/** Templates and custom fields as the modules that own records (orders, customers, ...) use them. */
export { formRoutes } from './routes';
export { formJobs } from './share';
export {
  customFilterSql,
  fieldDefsOf,
  fieldDefsPrepared,
  hiddenFieldIds,
  registerFieldHost,
  roleTypesOf,
  settingsFromText,
  templateAccessColumns,
  validateRecordValues,
  viewableFields,
  type FieldSet,
  type SystemView,
} from './host';
export { DEFAULT_TEMPLATE_NAME } from './queries';
export { createDefaultTemplates } from './templates';
export { addFields as addDemoFields, seedDemoForms, type DemoField } from './demo';
