import { Button, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { QrBatchRow } from '@fieldline/domain';
import { QR_KEY, fetchCodes } from '../api';
import { QrImage } from './QrImage';
import './print.css';

const LABEL_QR_SIZE = 120;

/**
 * The printable label sheet of a batch: a grid of labels, each with the QR image (the public scan
 * URL), the code and the bound product's serial number; window.print() prints only the sheet.
 */
export function LabelSheet({ batch, onClose }: { batch: QrBatchRow; onClose(): void }) {
  const { t } = useTranslation();
  const codes = useQuery({
    queryKey: [QR_KEY, 'print', batch.id],
    queryFn: () => fetchCodes({ batchId: batch.id, pageIndex: 0, pageSize: Math.max(batch.count, 1) }),
  });
  const list = codes.data?.list ?? [];

  return createPortal(
    <div className="qr-print-root" data-testid="qr-print-sheet">
      <div className="qr-print-toolbar">
        <Space direction="vertical" size={0}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('qrcodes.print.title')} · {batch.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('qrcodes.print.hint', { count: list.length })}
          </Typography.Text>
        </Space>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={onClose} data-testid="qr-print-back">
            {t('qrcodes.print.back')}
          </Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!list.length}
            onClick={() => window.print()}
            data-testid="qr-print"
          >
            {t('qrcodes.print.print')}
          </Button>
        </Space>
      </div>
      {codes.isLoading ? (
        <Spin />
      ) : (
        <div className="qr-sheet">
          {list.map((c) => (
            <div className="qr-label" key={c.id} data-testid="qr-label">
              <QrImage code={c.code} size={LABEL_QR_SIZE} />
              <span className="qr-label-code">{c.code}</span>
              <span className="qr-label-serial">{c.serialNumber ?? t('qrcodes.print.unbound')}</span>
            </div>
          ))}
        </div>
      )}
    </div>,
    document.body,
  );
}
