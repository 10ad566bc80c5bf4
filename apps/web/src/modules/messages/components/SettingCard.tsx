import { Button, Card, Checkbox, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_RECIPIENTS,
  type MessageChannelState,
  type MessageSetting,
  type MessageSettingInput,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { RolesPicker } from '../../organization';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { MESSAGE_SETTINGS_KEY, saveMessageSetting } from '../api';

/** Fields of the setting form the server may name in a refusal. */
const FIELDS = ['enabled', 'recipients', 'roleIds', 'channels'] as const;
type Values = Omit<MessageSettingInput, 'kind'>;

interface Props {
  setting: MessageSetting;
  /** Without the settings permission the form is read only. */
  editable: boolean;
  /** Which channels can be chosen now (the chat app needs a robot, email a mail server). */
  available?: MessageChannelState;
}

/** One event kind's setting: on or off, who hears it (named roles too), by which channels; saved alone. */
export function SettingCard({ setting, editable, available }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const recipients = Form.useWatch('recipients', form) ?? setting.recipients;
  const enabled = Form.useWatch('enabled', form) ?? setting.enabled;

  const save = async (values: Values) => {
    const body = {
      ...values,
      kind: setting.kind,
      roleIds: values.recipients.includes('roles') ? (values.roleIds ?? []) : [],
    };
    const saved = await submitForm(form, FIELDS, () => saveMessageSetting(body));
    if (!saved) return;
    queryClient.setQueryData<MessageSetting[]>(MESSAGE_SETTINGS_KEY, (all) =>
      all?.map((s) => (s.kind === saved.kind ? saved : s)),
    );
    showToast('success', t('messages.settings.saved'));
  };

  return (
    <Card
      size="small"
      data-testid={`message-setting-${setting.kind}`}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{MESSAGE_KINDS[setting.kind].name[locale]}</Typography.Text>
          {!setting.saved && <Tag>{t('messages.settings.default')}</Tag>}
        </Flex>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={{
          enabled: setting.enabled,
          recipients: setting.recipients,
          roleIds: setting.roleIds,
          channels: setting.channels,
        }}
        onFinish={(v) => void save(v)}
      >
        <Form.Item name="enabled" label={t('messages.settings.enabled')} valuePropName="checked">
          <Switch data-testid="setting-enabled" />
        </Form.Item>
        <Form.Item name="recipients" label={t('messages.settings.recipients')}>
          <Checkbox.Group
            disabled={!editable || !enabled}
            options={MESSAGE_RECIPIENTS.map((r) => ({ value: r, label: t(`messages.recipients.${r}`) }))}
          />
        </Form.Item>
        {recipients.includes('roles') && (
          <Form.Item
            name="roleIds"
            label={t('messages.settings.roles')}
            rules={[{ required: true, message: t('messages.settings.rolesRequired') }]}
          >
            <RolesPicker />
          </Form.Item>
        )}
        <Form.Item name="channels" label={t('messages.settings.channels')}>
          <Checkbox.Group
            disabled={!editable || !enabled}
            options={MESSAGE_CHANNELS.map((c) => {
              // a channel not set up stays selectable only to be taken off (a robot removed later)
              const off =
                (c === 'chatApp' || c === 'email') &&
                available?.[c] === false &&
                !setting.channels.includes(c);
              const label = t(`messages.channels.${c}`);
              return {
                value: c,
                disabled: off,
                label: off ? (
                  <Tooltip title={t(`messages.channelUnset.${c as 'chatApp' | 'email'}`)}>{label}</Tooltip>
                ) : (
                  label
                ),
              };
            })}
          />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" data-testid="setting-save">
            {t('messages.settings.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
