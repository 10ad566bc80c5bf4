/** Limits of custom fields, templates and their values (spec-business §3, §5), named once. */
export const FIELD_NAME_MAX = 20;
export const FIELD_CODE_MAX = 32;
export const FIELD_HELP_MAX = 200;
export const FIELD_OPTIONS_MAX = 100;
export const FIELD_OPTION_MAX = 50;
export const FIELDS_PER_TEMPLATE_MAX = 200;
export const TEXT_VALUE_MAX = 200;
export const TEXTAREA_VALUE_MAX = 500;
export const SCANNER_VALUE_MAX = 100;
export const HYPERLINK_MAX = 500;
export const EXPLAIN_CONTENT_MAX = 1000;
export const FORMULA_MAX = 500;
/** spec-business §3: multistage (cascade) options have at most three levels. */
export const MULTISTAGE_LEVELS_MAX = 3;
/** spec-business §3: imgMultiple holds at most 9 images; attachments follow the same cap. */
export const IMAGES_MAX = 9;
export const ATTACHMENTS_MAX = 9;
/** Numbers: 13 integer digits and two decimals, i.e. numeric(15,2). */
export const NUMBER_INTEGER_DIGITS = 13;
export const NUMBER_DECIMALS = 2;
export const STARS_MAX = 5;
/** spec-business §5: template name at most 8 characters. */
export const TEMPLATE_NAME_MAX = 8;
export const CUSTOM_BUTTON_NAME_MAX = 8;
export const CUSTOM_BUTTON_LINK_MAX = 500;
