import { useEffect } from 'react';
import { Button, Card, Flex, InputNumber, Radio, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DURATION_UNITS,
  POOL_AUDIENCES,
  POOL_CAP_MAX,
  POOL_DURATION_MAX,
  TAG_OBJECT_KINDS,
  poolSettingsSchema,
  type PoolSettingsInput,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { TagSelect, TeamsPicker } from '../../organization';
import { POOL_SETTINGS_KEY, SETTINGS_FIELDS, savePoolSettings, usePoolSettings } from './api';

const shape = poolSettingsSchema.shape;
type FieldKey = 'audience' | 'teamIds' | 'tagIds' | 'hideOthers' | 'duration' | 'grabCap' | 'giveBack';

/**
 * /serviceSetting/pool: the open pool's settings (spec `/serviceSetting/:type?`): who may grab, how
 * long an order stays before it returns to assignment, the cap of open grabbed orders per person and
 * the give-back window.
 */
export default function PoolSettingsPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const queryClient = useQueryClient();
  const settings = usePoolSettings();
  const [form] = Form.useForm<PoolSettingsInput>();
  const audience = Form.useWatch('audience', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  if (!settings.data) return <Skeleton active />;

  const units = DURATION_UNITS.map((u) => ({ value: u, label: t(`orders.pool.units.${u}`) }));
  const save = async (values: PoolSettingsInput) => {
    const saved = await submitForm(form, SETTINGS_FIELDS, () => savePoolSettings(values));
    if (!saved) return;
    queryClient.setQueryData(POOL_SETTINGS_KEY, saved);
    showToast('success', t('orders.pool.settingsSaved'));
  };
  const label = (key: FieldKey) => t(`orders.pool.fields.${key}`);

  return (
    <Card title={t('orders.pool.settingsTitle')}>
      <Form<PoolSettingsInput>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        onFinish={(v) => void save(v)}
        data-testid="pool-settings-form"
      >
        <Form.Item
          name="audience"
          label={label('audience')}
          extra={t(`orders.pool.audienceHelp.${audience ?? 'all'}`)}
        >
          <Radio.Group
            options={POOL_AUDIENCES.map((a) => ({ value: a, label: t(`orders.pool.audiences.${a}`) }))}
            data-testid="pool-audience"
          />
        </Form.Item>
        {audience === 'teams' && (
          <Form.Item
            name="teamIds"
            label={label('teamIds')}
            required
            rules={rules.field(shape.teamIds.unwrap().min(1), label('teamIds'))}
          >
            <TeamsPicker />
          </Form.Item>
        )}
        {audience === 'tags' && (
          <Form.Item
            name="tagIds"
            label={label('tagIds')}
            required
            rules={rules.field(shape.tagIds.unwrap().min(1), label('tagIds'))}
          >
            <TagSelect objectKind={TAG_OBJECT_KINDS.person} multiple placeholder={label('tagIds')} />
          </Form.Item>
        )}
        <Form.Item
          name="hideOthers"
          label={label('hideOthers')}
          valuePropName="checked"
          extra={t('orders.pool.hideOthersHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item label={label('duration')} required extra={t('orders.pool.durationHelp')}>
          <Space.Compact>
            <Form.Item name="duration" noStyle rules={rules.field(shape.duration, label('duration'))}>
              <InputNumber min={1} max={POOL_DURATION_MAX} precision={0} data-testid="pool-duration" />
            </Form.Item>
            <Form.Item name="durationUnit" noStyle>
              <Select options={units} style={{ width: 120 }} data-testid="pool-duration-unit" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="grabCap"
          label={label('grabCap')}
          extra={t('orders.pool.grabCapHelp')}
          rules={rules.field(shape.grabCap, label('grabCap'))}
        >
          <InputNumber min={0} max={POOL_CAP_MAX} precision={0} data-testid="pool-cap" />
        </Form.Item>
        <Form.Item label={label('giveBack')} extra={t('orders.pool.giveBackHelp')}>
          <Space.Compact>
            <Form.Item name="giveBack" noStyle rules={rules.field(shape.giveBack, label('giveBack'))}>
              <InputNumber min={0} max={POOL_DURATION_MAX} precision={0} data-testid="pool-give-back" />
            </Form.Item>
            <Form.Item name="giveBackUnit" noStyle>
              <Select options={units} style={{ width: 120 }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Flex gap={12} align="center">
          <Button type="primary" htmlType="submit" data-testid="pool-settings-save">
            {t('orders.pool.save')}
          </Button>
          <Typography.Text type="secondary">{t('orders.pool.settingsNote')}</Typography.Text>
        </Flex>
      </Form>
    </Card>
  );
}
