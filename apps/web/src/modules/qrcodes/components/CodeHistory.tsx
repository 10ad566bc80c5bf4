import { Empty, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QR_LOG_ACTIONS, type QrLogAction } from '@fieldline/domain';
import { equipmentDetailPath } from '../../equipment';
import { useCodeLogs } from '../api';

const ACTION_KEYS = {
  [QR_LOG_ACTIONS.bind]: 'qrcodes.log.actions.1',
  [QR_LOG_ACTIONS.unbind]: 'qrcodes.log.actions.2',
  [QR_LOG_ACTIONS.released]: 'qrcodes.log.actions.3',
} as const;
const COLOURS: Record<QrLogAction, string> = {
  [QR_LOG_ACTIONS.bind]: 'blue',
  [QR_LOG_ACTIONS.unbind]: 'gray',
  [QR_LOG_ACTIONS.released]: 'red',
};

/** Who bound and unbound a code, when, and to which customer product. */
export function CodeHistory({ qrCodeId }: { qrCodeId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logs = useCodeLogs(qrCodeId);
  const list = logs.data?.list ?? [];
  if (logs.isSuccess && !list.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qrcodes.log.empty')} />;
  return (
    <Timeline
      data-testid="qr-history"
      items={list.map((l) => ({
        color: COLOURS[l.action],
        children: (
          <>
            <Typography.Text>
              {t(ACTION_KEYS[l.action])}{' '}
              {l.productName ? (
                <Typography.Link onClick={() => navigate(equipmentDetailPath(l.customerProductId))}>
                  {l.productName}
                  {l.serialNumber ? ` · ${l.serialNumber}` : ''}
                </Typography.Link>
              ) : (
                t('qrcodes.log.gone')
              )}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('qrcodes.log.by', {
                user: l.userName ?? '',
                time: dayjs(l.createdAt).format('YYYY-MM-DD HH:mm'),
              })}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
