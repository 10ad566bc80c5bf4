import { defineErrors } from '../../core/errors';

/** Refusals of the knowledge base (spec D10), in both languages. */
export const knowledgeErrors = defineErrors({
  CATEGORY_NOT_FOUND: { status: 404, zh_CN: '分类不存在', en_GB: 'The category does not exist' },
  CATEGORY_TOO_DEEP: {
    status: 400,
    zh_CN: '分类最多{max}级',
    en_GB: 'Categories go at most {max} levels deep',
  },
  CATEGORY_NAME_TAKEN: {
    status: 409,
    zh_CN: '同级已有同名分类',
    en_GB: 'A category of that name already exists at this level',
  },
  CATEGORY_IN_USE: {
    status: 409,
    zh_CN: '分类下还有子分类或内容，不能删除',
    en_GB: 'The category still holds sub-categories or items and cannot be deleted',
  },
  CATEGORY_KIND: {
    status: 400,
    zh_CN: '分类不属于该类型',
    en_GB: 'The category belongs to another kind of item',
  },
  FAQ_NOT_FOUND: { status: 404, zh_CN: '常见问题不存在', en_GB: 'The FAQ does not exist' },
  DOC_NOT_FOUND: { status: 404, zh_CN: '文档不存在', en_GB: 'The document does not exist' },
  ANSWER_REQUIRED: {
    status: 400,
    zh_CN: '请填写答案，或添加图片或附件',
    en_GB: 'Give an answer, an image or an attachment',
  },
  FILE_NOT_FOUND: { status: 400, zh_CN: '所选文件不存在', en_GB: 'A chosen file does not exist' },
  NOT_AN_IMAGE: {
    status: 400,
    zh_CN: '图片须为 PNG、JPG、GIF 或 WEBP，且不超过1M',
    en_GB: 'Images must be PNG, JPG, GIF or WEBP of at most 1 MB',
  },
  DOC_TYPE: {
    status: 400,
    zh_CN: '文档须为 PDF、Word、Excel 或文本文件',
    en_GB: 'A document must be a PDF, Word, Excel or text file',
  },
  ASSOCIATED_NOT_FOUND: {
    status: 400,
    zh_CN: '所选关联问题不存在',
    en_GB: 'A chosen associated question does not exist',
  },
  ASSOCIATED_SELF: {
    status: 400,
    zh_CN: '问题不能关联自身',
    en_GB: 'A question cannot be associated with itself',
  },
  UNKNOWN_NOT_FOUND: { status: 404, zh_CN: '未知问题不存在', en_GB: 'The unknown problem does not exist' },
  SHARE_NOT_FOUND: {
    status: 404,
    zh_CN: '该问题不存在或未分享',
    en_GB: 'The question does not exist or is not shared',
  },
  NO_WORDS: {
    status: 400,
    zh_CN: '搜索内容需包含文字或数字',
    en_GB: 'The search needs letters or digits',
  },
});
