import { defineErrors } from '../../core/errors';

export const noticeErrors = defineErrors({
  ANNOUNCEMENT_NOT_FOUND: { status: 404, zh_CN: '公告不存在', en_GB: 'The announcement does not exist' },
  ANNOUNCEMENT_PUBLISHED: {
    status: 409,
    zh_CN: '公告已发布',
    en_GB: 'The announcement is already published',
  },
  COVER_INVALID: {
    status: 400,
    zh_CN: '封面须为本企业上传的图片（JPG、PNG、WEBP 或 GIF）',
    en_GB: 'The cover must be an image (JPG, PNG, WEBP or GIF) uploaded to this company',
  },
  COVER_TOO_LARGE: {
    status: 400,
    zh_CN: '封面图片不能超过{max}',
    en_GB: 'The cover image may be at most {max}',
  },
  COVER_NOT_16_9: {
    status: 400,
    zh_CN: '封面图片须为16:9（当前为{width}×{height}）',
    en_GB: 'The cover image must be 16:9 (this one is {width}×{height})',
  },
  TIMED_NOTICE_NOT_FOUND: { status: 404, zh_CN: '定时通知不存在', en_GB: 'The timed notice does not exist' },
  NOTICE_TIME_PASSED: {
    status: 400,
    zh_CN: '发送时间须晚于现在',
    en_GB: 'The sending time must be in the future',
  },
  NOTICE_ROLE_NOT_FOUND: { status: 404, zh_CN: '所选角色不存在', en_GB: 'A chosen role does not exist' },
  NOTICE_TEAM_NOT_FOUND: {
    status: 404,
    zh_CN: '所选服务团队不存在',
    en_GB: 'A chosen service team does not exist',
  },
  NOTICE_USER_NOT_FOUND: { status: 404, zh_CN: '所选人员不存在', en_GB: 'A chosen person does not exist' },
});
