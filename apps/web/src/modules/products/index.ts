/** What other modules may use of the product catalogue: the form rule for an optional field. */
export { useOptionalRule } from './hooks';
