import { useState } from 'react';
import { Button, Input, Modal, Radio, Space, Switch } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISPATCH_MAP_ACCESS, SCHEDULE_PLAN_DAYS, TILE_PRESETS, type MapSettings } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { submitForm } from '../../../shell/submit';
import { useCan } from '../../../shell/session/useCan';
import { MAP_KEY, saveSettings } from '../api';

const FIELDS = ['mapDispatch', 'positionReports', 'tileUrl', 'scheduleAheadDays'] as const;

/**
 * The enterprise's map settings (10114): map dispatch, position reports, the tile URL template, and how
 * far ahead schedules and appointments are planned (7, 14 or 30 days, SB:155).
 */
export function MapSettingsButton({ settings }: { settings: MapSettings }) {
  const { t } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<MapSettings>();
  if (!can(DISPATCH_MAP_ACCESS.settings)) return null;
  const save = async () => {
    const values = await validateForm(form);
    if (!values) return;
    const saved = await submitForm(form, FIELDS, () =>
      saveSettings({ ...values, tileUrl: values.tileUrl || null }),
    );
    if (!saved) return;
    setOpen(false);
    await client.invalidateQueries({ queryKey: MAP_KEY });
  };
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} data-testid="map-settings">
        {t('dispatchMap.settings.title')}
      </Button>
      <Modal
        open={open}
        title={t('dispatchMap.settings.title')}
        onOk={save}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={settings}>
          <Form.Item name="mapDispatch" label={t('dispatchMap.settings.mapDispatch')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="positionReports"
            label={t('dispatchMap.settings.positionReports')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="tileUrl"
            label={t('dispatchMap.settings.tileUrl')}
            extra={t('dispatchMap.settings.tileHint')}
          >
            <Input allowClear placeholder={TILE_PRESETS.osm} />
          </Form.Item>
          <Space wrap>
            {t('dispatchMap.settings.presets')}
            {Object.entries(TILE_PRESETS).map(([name, url]) => (
              <Button key={name} size="small" onClick={() => form.setFieldValue('tileUrl', url)}>
                {name}
              </Button>
            ))}
          </Space>
          <Form.Item
            name="scheduleAheadDays"
            label={t('dispatchMap.settings.scheduleAheadDays')}
            style={{ marginTop: 16 }}
          >
            <Radio.Group
              optionType="button"
              options={SCHEDULE_PLAN_DAYS.map((d) => ({
                value: d,
                label: t('dispatchMap.settings.days', { count: d }),
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
