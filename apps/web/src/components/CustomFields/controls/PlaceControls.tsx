import { useState } from 'react';
import { Button, Flex, Input, InputNumber, Space } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TEXT_VALUE_MAX, type AddressValue, type PositionValue } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { cleanAddress, cleanPosition } from '../values';
import type { ControlProps } from './types';

/** Address parts are at most 50 characters (the domain's address check). */
const ADDRESS_PART_MAX = 50;
const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Province, city and region, then the detail line. */
export function AddressControl(p: ControlProps<AddressValue>) {
  const { t } = useTranslation();
  const v: Partial<AddressValue> = p.value ?? {};
  const set = (key: keyof AddressValue, text: string) => p.onChange?.(cleanAddress({ ...v, [key]: text }));
  const part = (key: 'province' | 'city' | 'region') => (
    <Input
      id={key === 'province' ? p.id : undefined}
      value={v[key]}
      disabled={p.disabled}
      maxLength={ADDRESS_PART_MAX}
      showCount
      placeholder={t(`forms.controls.${key}`)}
      onChange={(e) => set(key, e.target.value)}
      data-testid={`address-${key}`}
    />
  );
  return (
    <Flex vertical gap={8}>
      <Space.Compact block>
        {part('province')}
        {part('city')}
        {part('region')}
      </Space.Compact>
      <Input
        value={v.detail}
        disabled={p.disabled}
        maxLength={TEXT_VALUE_MAX}
        showCount
        placeholder={t('forms.controls.detail')}
        onChange={(e) => set('detail', e.target.value)}
        data-testid="address-detail"
      />
    </Flex>
  );
}

/** Longitude and latitude, typed or taken from the browser's location. */
export function PositionControl(p: ControlProps<PositionValue>) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const v: Partial<PositionValue> = p.value ?? {};
  const change = (next: Partial<PositionValue>) => p.onChange?.(cleanPosition({ ...v, ...next }));

  const locate = () => {
    if (!('geolocation' in navigator)) return showToast('error', t('forms.controls.locationFailed'));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        change({ lng: pos.coords.longitude, lat: pos.coords.latitude });
      },
      () => {
        setLocating(false);
        showToast('error', t('forms.controls.locationFailed'));
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <InputNumber<number>
          id={p.id}
          min={-180}
          max={180}
          value={v.lng ?? null}
          disabled={p.disabled}
          placeholder={t('forms.controls.lng')}
          onChange={(n) => change({ lng: n ?? undefined })}
          data-testid="position-lng"
        />
        <InputNumber<number>
          min={-90}
          max={90}
          value={v.lat ?? null}
          disabled={p.disabled}
          placeholder={t('forms.controls.lat')}
          onChange={(n) => change({ lat: n ?? undefined })}
          data-testid="position-lat"
        />
        <Button icon={<AimOutlined />} loading={locating} disabled={p.disabled} onClick={locate}>
          {t('forms.controls.useLocation')}
        </Button>
      </Flex>
      <Input
        value={v.name}
        disabled={p.disabled}
        maxLength={TEXT_VALUE_MAX}
        showCount
        placeholder={t('forms.controls.locationName')}
        onChange={(e) => change({ name: e.target.value })}
      />
    </Flex>
  );
}
