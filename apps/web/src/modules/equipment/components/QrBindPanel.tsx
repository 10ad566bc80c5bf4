import { useRef, useState } from 'react';
import { Button, Empty, Flex, Popconfirm, Space, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  EQUIPMENT_ACCESS,
  QR_CODE_LENGTH,
  codeFromScan,
  scanPath,
  type EquipmentDetail,
} from '@fieldline/domain';
import { ScanInput } from '../../../components/ScanInput/ScanInput';
import { showToast } from '../../../shell/notify';
import { QR_KEY, bindCode, unbindCode, QrImage } from '../../qrcodes';
import { EQUIPMENT_KEY } from '../api';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';

/**
 * The QR code of a customer product: its image and code when bound (unbind returns the code to
 * unused), or a scan box to bind a label's code (a used code is refused by the server).
 */
export function QrBindPanel({ product }: { product: EquipmentDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  /** A scan gun ends with Enter: the scan and the Enter key must not bind twice. */
  const sending = useRef<string | null>(null);
  const manage = can(EQUIPMENT_ACCESS.qrCodes);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [EQUIPMENT_KEY] });
    void queryClient.invalidateQueries({ queryKey: [QR_KEY] });
  };

  const bind = async (text: string) => {
    const code = codeFromScan(text);
    if (!code || sending.current === code) return;
    sending.current = code;
    setBusy(true);
    const ok = await runAction(() => bindCode(code, product.id));
    setBusy(false);
    sending.current = null;
    if (!ok) return;
    setTyped('');
    showToast('success', t('equipment.qr.bindDone'));
    refresh();
  };
  const unbind = async () => {
    if (!product.qrCodeId || !(await runAction(() => unbindCode(product.qrCodeId!)))) return;
    showToast('success', t('equipment.qr.unbindDone'));
    refresh();
  };

  if (product.qrCode)
    return (
      <Flex gap={24} align="center" wrap data-testid="qr-bound">
        <QrImage code={product.qrCode} size={140} />
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('equipment.qr.bound')}</Typography.Text>
          <Typography.Text code copyable data-testid="qr-code-text">
            {product.qrCode}
          </Typography.Text>
          <Space>
            <Typography.Link href={scanPath(product.qrCode)} target="_blank" rel="noreferrer">
              <LinkOutlined /> {t('equipment.qr.openScanPage')}
            </Typography.Link>
            {manage && (
              <Popconfirm
                title={t('equipment.qr.unbindConfirm')}
                okText={t('equipment.qr.unbind')}
                cancelText={t('equipment.actions.cancel')}
                onConfirm={() => unbind()}
              >
                <Button danger size="small" data-testid="qr-unbind">
                  {t('equipment.qr.unbind')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Space>
      </Flex>
    );

  return (
    <Flex vertical gap={12}>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('equipment.qr.none')} />
      {manage && (
        <Space.Compact style={{ maxWidth: 480 }}>
          <ScanInput
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onScan={(value) => void bind(value)}
            onPressEnter={() => void bind(typed)}
            placeholder={t('equipment.qr.scanHint')}
            maxLength={QR_CODE_LENGTH * 8}
            data-testid="qr-bind-input"
          />
          <Button type="primary" loading={busy} onClick={() => void bind(typed)} data-testid="qr-bind">
            {t('equipment.qr.bind')}
          </Button>
        </Space.Compact>
      )}
    </Flex>
  );
}
