import { defineErrors } from '../../core/errors';

export const fileErrors = defineErrors({
  NO_FILE: { status: 400, zh_CN: '请选择要上传的文件', en_GB: 'Choose a file to upload' },
  TOO_LARGE: {
    status: 413,
    zh_CN: '文件大小超出限制（最大{max}）',
    en_GB: 'File size exceeds the limit ({max} at most)',
  },
  UNSUPPORTED_TYPE: {
    status: 415,
    zh_CN: '不支持的文件格式：{ext}',
    en_GB: 'File format not supported: {ext}',
  },
  CONTENT_MISMATCH: {
    status: 415,
    zh_CN: '文件内容与文件格式不符：{ext}',
    en_GB: 'The file content does not match its format: {ext}',
  },
  BAD_FILE_NAME: {
    status: 400,
    zh_CN: '文件名不能包含路径或控制字符',
    en_GB: 'The file name must not contain a path or control characters',
  },
  FILE_NOT_FOUND: { status: 404, zh_CN: '文件不存在', en_GB: 'The file does not exist' },
});
