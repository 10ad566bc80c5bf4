import { defineErrors } from '../../core/errors';

export const productErrors = defineErrors({
  PRODUCT_NUMBER_TAKEN: {
    status: 409,
    zh_CN: '产品编号“{number}”已存在',
    en_GB: 'Product number "{number}" already exists',
  },
  PRODUCT_IMAGE_INVALID: {
    status: 400,
    zh_CN: '产品图片不存在或不是图片文件',
    en_GB: 'The product image does not exist or is not an image',
  },
  PRODUCT_IMAGE_TOO_LARGE: {
    status: 400,
    zh_CN: '图片大小不能超过{max}',
    en_GB: 'The image must be at most {max}',
  },
  CATEGORY_NOT_FOUND: { status: 404, zh_CN: '产品分类不存在', en_GB: 'The product category does not exist' },
  CATEGORY_NAME_TAKEN: {
    status: 409,
    zh_CN: '同一级下已有名为“{name}”的分类',
    en_GB: 'A category named "{name}" already exists at this level',
  },
  CATEGORY_TOO_DEEP: {
    status: 400,
    zh_CN: '产品分类最多{max}级，不能在第{max}级分类下再添加子分类',
    en_GB: 'Product categories nest at most {max} levels; a level-{max} category cannot have sub-categories',
  },
  CATEGORY_HAS_CHILDREN: {
    status: 400,
    zh_CN: '该分类下还有{count}个子分类，请先删除子分类',
    en_GB: 'The category still has {count} sub-categories; delete them first',
  },
  CATEGORY_HAS_PRODUCTS: {
    status: 400,
    zh_CN: '该分类下还有{count}个产品，请先将产品移到其他分类或删除',
    en_GB: 'The category still has {count} products; move them to another category or delete them first',
  },
  IMPORT_NO_FILE: { status: 400, zh_CN: '请上传.xlsx文件', en_GB: 'Upload an .xlsx file' },
  IMPORT_NOT_XLSX: {
    status: 415,
    zh_CN: '文件格式不支持，请使用导入模板（.xlsx）',
    en_GB: 'File format not supported; use the import template (.xlsx)',
  },
  IMPORT_TOO_LARGE: {
    status: 413,
    zh_CN: '文件大小超过限制（{max}）',
    en_GB: 'File size exceeds the limit ({max})',
  },
  IMPORT_TOO_MANY_ROWS: {
    status: 400,
    zh_CN: '一次最多导入{max}行产品',
    en_GB: 'At most {max} product rows can be imported at once',
  },
  IMPORT_NO_HEADER: {
    status: 400,
    zh_CN: '第一行须为表头，并包含“{column}”列，请使用导入模板',
    en_GB: 'The first row must be the header with a "{column}" column; use the import template',
  },
  IMPORT_EMPTY: { status: 400, zh_CN: '导入文件中没有产品数据', en_GB: 'The file holds no product rows' },
  IMPORT_CONFLICT: {
    status: 409,
    zh_CN: '导入期间产品编号被其他操作占用，未保存任何行，请重新导入',
    en_GB: 'A product number was taken by another change during the import; nothing was saved, import again',
  },
  // Row-level reasons of an import report (not thrown; their messages go into the report).
  IMPORT_CATEGORY_UNKNOWN: {
    status: 400,
    zh_CN: '分类“{path}”不存在或有重名，请填写完整路径，如“空调/家用空调”',
    en_GB: 'Category "{path}" does not exist or is ambiguous; give its full path, e.g. "Air con/Home"',
  },
  IMPORT_NUMBER_REPEATED: {
    status: 400,
    zh_CN: '编号与第{row}行重复',
    en_GB: 'The number repeats row {row}',
  },
  IMPORT_OVERWRITE_DENIED: {
    status: 403,
    zh_CN: '编号已存在，覆盖已有产品需要产品编辑权限',
    en_GB: 'The number exists; overwriting an existing product needs the product edit permission',
  },
});
