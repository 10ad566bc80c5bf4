import { useEffect, useState } from 'react';
import { Button, Card, Flex, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_TIME_ZONE,
  TODO_PUSH_TIME,
  WARRANTY_LEAD_DAYS_MAX,
  type NoticeSettings,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { RolesPicker } from '../../organization';
import { SETTINGS_FIELDS, SETTINGS_KEY, fetchSettings, saveSettings } from '../api';

/** The daily to-do push at 08:00 and the warranty expiration reminders: on or off, lead time, who hears. */
export function NoticeSettingsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NoticeSettings>();
  const [saving, setSaving] = useState(false);
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });
  const warrantyOn = Form.useWatch('warrantyEnabled', form);
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const save = async (values: NoticeSettings) => {
    setSaving(true);
    const done = await submitForm(form, SETTINGS_FIELDS, () =>
      saveSettings({ ...values, warrantyRoleIds: values.warrantyRoleIds ?? [] }),
    );
    setSaving(false);
    if (done !== undefined) {
      queryClient.setQueryData(SETTINGS_KEY, done);
      showToast('success', t('notices.common.saved'));
    }
  };

  return (
    <Card title={t('notices.settings.title')} data-testid="notice-settings">
      {settings.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Typography.Paragraph type="secondary">
            {t('notices.settings.intro', { time: TODO_PUSH_TIME, zone: NOTICE_TIME_ZONE })}
          </Typography.Paragraph>
          <Flex gap={32} wrap>
            <Form.Item name="todoEnabled" label={t('notices.settings.todo')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="warrantyEnabled" label={t('notices.settings.warranty')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="warrantyLeadDays"
              label={t('notices.settings.leadDays')}
              rules={[
                {
                  required: true,
                  message: t('notices.timed.required', { field: t('notices.settings.leadDays') }),
                },
              ]}
            >
              <InputNumber
                min={1}
                max={WARRANTY_LEAD_DAYS_MAX}
                precision={0}
                disabled={!warrantyOn}
                addonAfter={t('notices.settings.days')}
              />
            </Form.Item>
            <Form.Item name="warrantyToOwner" label={t('notices.settings.toOwner')} valuePropName="checked">
              <Switch disabled={!warrantyOn} />
            </Form.Item>
          </Flex>
          <Form.Item name="warrantyRoleIds" label={t('notices.settings.roles')} style={{ maxWidth: 480 }}>
            <RolesPicker />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="notice-settings-save">
            {t('notices.common.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
