/** What other modules may use of custom forms: templates and field sets. */
export { fetchFieldSet, fieldSetKey, useFieldSet, useTemplates } from './api';
