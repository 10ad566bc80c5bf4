import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { coordinatesText } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { locateAddress } from '../api';

interface Props {
  address: { id: number; lng: number | null; lat: number | null };
  /** Offers "locate" (place the address again with the map provider). */
  canLocate: boolean;
  onLocated(): void;
}

/**
 * An address's coordinates, or "no coordinates" when the map provider could not place it; with the
 * edit permission, a "locate" action that asks the provider again (refused with "no coordinates
 * found" when it still cannot).
 */
export function CoordinatesCell({ address, canLocate, onLocated }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const text = coordinatesText(address);
  const locate = async () => {
    setBusy(true);
    const done = await runAction(() => locateAddress(address.id));
    setBusy(false);
    if (!done) return;
    showToast('success', t('customers.address.located'));
    onLocated();
  };
  return (
    <Space size={4} wrap>
      {text ? (
        <Typography.Text type="secondary" data-testid={`address-coordinates-${address.id}`}>
          {text}
        </Typography.Text>
      ) : (
        <Tag color="warning" data-testid={`address-no-coordinates-${address.id}`}>
          {t('customers.address.noCoordinates')}
        </Tag>
      )}
      {canLocate && (
        <Button
          type="link"
          size="small"
          icon={<EnvironmentOutlined />}
          loading={busy}
          onClick={() => void locate()}
          data-testid={`address-locate-${address.id}`}
        >
          {t('customers.address.locate')}
        </Button>
      )}
    </Space>
  );
}
