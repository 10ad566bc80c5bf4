import { Button, Card, Flex, Input, Popconfirm, Radio, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CHAT_APP_PROVIDERS,
  CHAT_APP_PROVIDER_NAMES,
  CHAT_APP_SECRET_MAX,
  CHAT_APP_URL_MAX,
  type ChatAppRobotInput,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { showToast } from '../../../shell/notify';
import { runAction, submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import {
  CHAT_APP_ROBOT_KEY,
  MESSAGE_CHANNELS_KEY,
  fetchRobot,
  removeRobot,
  saveRobot,
  testRobot,
} from '../api';

const FIELDS = ['provider', 'url', 'secret'] as const;

/**
 * The chat-app channel's group robot (WeCom or DingTalk): its webhook address, DingTalk's signing
 * secret (never shown again once saved), a test message, removal. Messages mention their recipients
 * by mobile number in the group.
 */
export function RobotCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ChatAppRobotInput>();
  const robot = useQuery({ queryKey: CHAT_APP_ROBOT_KEY, queryFn: fetchRobot });
  const provider = Form.useWatch('provider', form) ?? robot.data?.provider ?? 'wecom';
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CHAT_APP_ROBOT_KEY }),
      queryClient.invalidateQueries({ queryKey: MESSAGE_CHANNELS_KEY }),
    ]);

  const save = async (values: ChatAppRobotInput) => {
    const saved = await submitForm(form, FIELDS, () =>
      saveRobot({ ...values, secret: values.secret || undefined }),
    );
    if (!saved) return;
    form.setFieldValue('secret', '');
    await refresh();
    showToast('success', t('messages.robot.saved'));
  };
  const test = async () => {
    if (await runAction(testRobot)) showToast('success', t('messages.robot.tested'));
  };
  const remove = async () => {
    if (!(await runAction(removeRobot))) return;
    form.resetFields();
    await refresh();
    showToast('success', t('messages.robot.removed'));
  };

  if (robot.isLoading) return <Card size="small" loading title={t('messages.robot.title')} />;
  return (
    <Card size="small" title={t('messages.robot.title')} data-testid="chat-app-robot">
      <Typography.Paragraph type="secondary">{t('messages.robot.intro')}</Typography.Paragraph>
      <Form<ChatAppRobotInput>
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={{ provider: robot.data?.provider ?? 'wecom', url: robot.data?.url ?? '', secret: '' }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="provider" label={t('messages.robot.provider')}>
          <Radio.Group
            options={CHAT_APP_PROVIDERS.map((p) => ({ value: p, label: CHAT_APP_PROVIDER_NAMES[p][locale] }))}
          />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('messages.robot.url')}
          rules={[{ required: true, message: t('messages.robot.urlRequired') }]}
          extra={t(provider === 'wecom' ? 'messages.robot.urlWecom' : 'messages.robot.urlDingtalk')}
        >
          <Input maxLength={CHAT_APP_URL_MAX} showCount data-testid="robot-url" />
        </Form.Item>
        {provider === 'dingtalk' && (
          <Form.Item
            name="secret"
            label={t('messages.robot.secret')}
            extra={robot.data?.hasSecret ? t('messages.robot.secretKept') : t('messages.robot.secretHint')}
          >
            <Input.Password maxLength={CHAT_APP_SECRET_MAX} showCount autoComplete="off" />
          </Form.Item>
        )}
        {editable && (
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" data-testid="robot-save">
              {t('messages.robot.save')}
            </Button>
            {robot.data && (
              <Space>
                <Button onClick={() => void test()} data-testid="robot-test">
                  {t('messages.robot.test')}
                </Button>
                <Popconfirm title={t('messages.robot.removeConfirm')} onConfirm={() => void remove()}>
                  <Button danger>{t('messages.robot.remove')}</Button>
                </Popconfirm>
              </Space>
            )}
          </Flex>
        )}
      </Form>
    </Card>
  );
}
