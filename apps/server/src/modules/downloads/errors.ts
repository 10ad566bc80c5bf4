import { defineErrors } from '../../core/errors';

export const downloadErrors = defineErrors({
  EXPORT_EMPTY: { status: 400, zh_CN: '导出数据不能为空', en_GB: 'Export data cannot be empty' },
});
