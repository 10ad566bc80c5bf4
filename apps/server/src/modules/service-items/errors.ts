import { defineErrors } from '../../core/errors';

export const serviceItemErrors = defineErrors({
  SERVICE_ITEM_NOT_FOUND: { status: 404, zh_CN: '服务项目不存在', en_GB: 'The service item does not exist' },
  SERVICE_ITEM_NAME_TAKEN: {
    status: 409,
    zh_CN: '服务项目名称“{name}”已存在，请换一个名称',
    en_GB: 'A service item named "{name}" already exists; choose another name',
  },
  SERVICE_ITEM_TEMPLATE_NOT_FOUND: {
    status: 404,
    zh_CN: '所选工单模板不存在或已删除',
    en_GB: 'A chosen order template does not exist or was deleted',
  },
});
