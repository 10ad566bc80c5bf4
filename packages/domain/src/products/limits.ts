/** Limits of the product catalogue (spec-business §3, §5), named once for server and web. */
export const PRODUCT_NAME_MAX = 50;
export const PRODUCT_NUMBER_MAX = 50;
export const PRODUCT_MODEL_MAX = 50;
export const PRODUCT_UNIT_MAX = 10;
export const PRODUCT_DESCRIPTION_MAX = 500;
/** spec-business §5 "category name 8". */
export const CATEGORY_NAME_MAX = 8;
/** spec-business §5 "Directories and multi-level cascades at most 3 levels". */
export const CATEGORY_LEVEL_MAX = 3;
/** spec-business §5 "Numbers within 13 digits; two decimals only" (numeric(15,2) in SQL). */
export const PRICE_INTEGER_DIGITS = 13;
export const PRICE_DECIMALS = 2;
/** Separates the levels of a category path in import files and exports ("空调/家用空调"). */
export const CATEGORY_PATH_SEPARATOR = '/';
/** Rows of one import file, and its size. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
export const PRODUCT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of one export (the download centre's cap). */
export const PRODUCT_EXPORT_MAX_ROWS = 50_000;
/** Products removed by one batch delete. */
export const PRODUCT_BATCH_MAX = 500;
