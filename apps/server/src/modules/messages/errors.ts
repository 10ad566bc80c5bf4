import { defineErrors } from '../../core/errors';

export const messageErrors = defineErrors({
  MESSAGE_ROLE_NOT_FOUND: {
    status: 404,
    zh_CN: '所选角色不存在',
    en_GB: 'A chosen role does not exist',
  },
  CHANNEL_CHAT_APP_UNSET: {
    status: 400,
    zh_CN: '请先在消息设置中配置企业微信或钉钉群机器人，再选择该通知方式',
    en_GB: 'Set up the WeCom or DingTalk group robot in message settings before choosing the chat app',
  },
  CHANNEL_EMAIL_UNSET: {
    status: 400,
    zh_CN: '服务器未配置邮件服务（SMTP_URL），无法选择邮件通知',
    en_GB: 'No outgoing mail is set up (SMTP_URL), so email cannot be chosen',
  },
  CHAT_APP_ROBOT_UNSET: {
    status: 404,
    zh_CN: '尚未配置群机器人',
    en_GB: 'No group robot is set up',
  },
  CHAT_APP_HOST_REFUSED: {
    status: 400,
    zh_CN: '机器人地址须为企业微信或钉钉的官方地址',
    en_GB: "The robot's address must be on WeCom's or DingTalk's own host",
  },
  CHAT_APP_TEST_FAILED: {
    status: 502,
    zh_CN: '测试消息发送失败：{reason}',
    en_GB: 'The test message was not sent: {reason}',
  },
});
