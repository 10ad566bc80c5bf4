import { format, type Messages } from '@fieldline/domain';
import { AppError, defineErrors } from '../../core/errors';

export const equipmentErrors = defineErrors({
  /** Also another enterprise's product, one in the recycle bin with its customer, or one I may not see. */
  EQUIPMENT_NOT_FOUND: { status: 404, zh_CN: '客户产品不存在', en_GB: 'The customer product does not exist' },
  /** spec-business §8 "Product ID does not exist": the catalogue product chosen is missing or deleted. */
  SCENE_IMAGE_INVALID: {
    status: 400,
    zh_CN: '现场图片必须是本企业上传的图片',
    en_GB: 'The scene image must be an image uploaded to this company',
  },
  /** spec-business §5 "image limit 1M". */
  SCENE_IMAGE_TOO_LARGE: {
    status: 400,
    zh_CN: '现场图片不能超过{max}',
    en_GB: 'The scene image must be at most {max}',
  },
  WARRANTY_RANGE: {
    status: 400,
    zh_CN: '保修结束日期不能早于保修开始日期',
    en_GB: 'The warranty end cannot be before the warranty start',
  },
  SERVICE_REQUEST_NOT_FOUND: {
    status: 404,
    zh_CN: '服务请求不存在',
    en_GB: 'The service request does not exist',
  },
  SERVICE_REQUEST_HANDLED: {
    status: 409,
    zh_CN: '该服务请求已处理',
    en_GB: 'The service request has already been handled',
  },
});

const SYSTEM_FIELD_REQUIRED = { zh_CN: '{name}不能为空', en_GB: '{name} is required' };
/** 400 SYSTEM_FIELD_REQUIRED naming a system field, with its name in each language. */
export const systemFieldRequired = (field: string, name: Messages) =>
  new AppError(
    'SYSTEM_FIELD_REQUIRED',
    400,
    {
      zh_CN: format(SYSTEM_FIELD_REQUIRED.zh_CN, { name: name.zh_CN }),
      en_GB: format(SYSTEM_FIELD_REQUIRED.en_GB, { name: name.en_GB }),
    },
    undefined,
    field,
  );
