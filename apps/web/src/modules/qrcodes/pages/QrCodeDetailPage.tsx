import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Popconfirm, Result, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { scanPath } from '@fieldline/domain';
import { PickSelect, EQUIPMENT_KEY, searchEquipment, equipmentDetailPath } from '../../equipment';
import { runAction } from '../../../shell/submit';
import { showToast } from '../../../shell/notify';
import { QR_KEY, bindCode, scanUrl, unbindCode, useCode } from '../api';
import { CodeHistory } from '../components/CodeHistory';
import { CodeStateTag } from '../components/CodeStateTag';
import { QrImage } from '../components/QrImage';
import { batchCodesPath } from '../paths';

const DETAIL_QR_SIZE = 200;

/** /qrCodeSetting/qrdetail/:id: one code, its QR image and state; bind it to a customer product or unbind it. */
export default function QrCodeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const code = useCode(id, valid);
  const [productId, setProductId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  if (!valid || code.isError) return <Result status="404" title={t('qrcodes.code.notFound')} />;
  if (!code.data) return <Spin />;
  const c = code.data;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [QR_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EQUIPMENT_KEY] });
  };
  const bind = async () => {
    if (!productId) return;
    setBusy(true);
    const ok = await runAction(() => bindCode(c.code, productId));
    setBusy(false);
    if (!ok) return;
    setProductId(null);
    showToast('success', t('qrcodes.code.bound'));
    refresh();
  };
  const unbind = async () => {
    if (!(await runAction(() => unbindCode(c.id)))) return;
    showToast('success', t('qrcodes.code.unbound'));
    refresh();
  };

  return (
    <Card title={<Typography.Text code>{c.code}</Typography.Text>} extra={<CodeStateTag state={c.state} />}>
      <Flex gap={32} wrap align="flex-start">
        <QrImage code={c.code} size={DETAIL_QR_SIZE} />
        <Flex vertical gap={16} style={{ flex: 1, minWidth: 280 }}>
          <Descriptions column={1} bordered size="small" data-testid="qr-detail">
            <Descriptions.Item label={t('qrcodes.code.batch')}>
              <Typography.Link onClick={() => navigate(batchCodesPath(c.batchId))}>
                {c.batchName}
              </Typography.Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('qrcodes.code.scanUrl')}>
              <Typography.Link
                href={scanPath(c.code)}
                target="_blank"
                rel="noreferrer"
                copyable={{ text: scanUrl(c.code) }}
              >
                {scanUrl(c.code)}
              </Typography.Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('qrcodes.code.createdAt')}>
              {dayjs(c.createdAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            {c.customerProductId && (
              <>
                <Descriptions.Item label={t('qrcodes.code.product')}>
                  <Typography.Link onClick={() => navigate(equipmentDetailPath(c.customerProductId!))}>
                    {c.productName}
                  </Typography.Link>
                </Descriptions.Item>
                <Descriptions.Item label={t('qrcodes.code.serialNumber')}>
                  {c.serialNumber ?? t('none')}
                </Descriptions.Item>
                <Descriptions.Item label={t('qrcodes.code.customer')}>{c.customerName}</Descriptions.Item>
                <Descriptions.Item label={t('qrcodes.code.boundAt')}>
                  {c.boundAt ? dayjs(c.boundAt).format('YYYY-MM-DD HH:mm') : t('none')}
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
          {c.customerProductId ? (
            <Space>
              <Popconfirm
                title={t('qrcodes.code.unbindConfirm')}
                okText={t('qrcodes.code.unbind')}
                cancelText={t('equipment.actions.cancel')}
                onConfirm={() => unbind()}
              >
                <Button danger data-testid="qr-detail-unbind">
                  {t('qrcodes.code.unbind')}
                </Button>
              </Popconfirm>
            </Space>
          ) : (
            <Flex vertical gap={8}>
              <Typography.Text strong>{t('qrcodes.code.bindTitle')}</Typography.Text>
              <Space.Compact style={{ maxWidth: 560 }}>
                <PickSelect
                  name="equipment"
                  search={searchEquipment}
                  value={productId}
                  onChange={setProductId}
                  placeholder={t('qrcodes.code.pickProduct')}
                  style={{ width: 420 }}
                  data-testid="qr-detail-product"
                />
                <Button
                  type="primary"
                  disabled={!productId}
                  loading={busy}
                  onClick={() => void bind()}
                  data-testid="qr-detail-bind"
                >
                  {t('qrcodes.code.bind')}
                </Button>
              </Space.Compact>
            </Flex>
          )}
          <Typography.Title level={5} style={{ marginBottom: 0 }}>
            {t('qrcodes.log.title')}
          </Typography.Title>
          <CodeHistory qrCodeId={c.id} />
        </Flex>
      </Flex>
    </Card>
  );
}
