import { defineErrors } from '../../core/errors';

export const tagErrors = defineErrors({
  TAG_GROUP_NOT_FOUND: { status: 404, zh_CN: '标签分组不存在', en_GB: 'The tag group does not exist' },
  TAG_NAME_TAKEN: {
    status: 409,
    zh_CN: '同类标签中已有“{name}”',
    en_GB: 'A tag named "{name}" already exists for this kind of object',
  },
  TAG_GROUP_NAME_TAKEN: {
    status: 409,
    zh_CN: '同类标签分组中已有“{name}”',
    en_GB: 'A tag group named "{name}" already exists for this kind of object',
  },
  TAG_GROUP_KIND_MISMATCH: {
    status: 400,
    zh_CN: '标签分组与标签的对象类型不一致',
    en_GB: 'The tag group is for another kind of object',
  },
  TAG_KIND_MISMATCH: {
    status: 400,
    zh_CN: '所选标签不属于该对象类型',
    en_GB: 'A chosen tag is for another kind of object',
  },
  OBJECT_NOT_FOUND: { status: 404, zh_CN: '对象不存在', en_GB: 'An object does not exist' },
});
