import { Button, Flex, Modal, QRCode, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  hotline: string;
  onClose(): void;
}

/** The upgrade notice: free version, suggest upgrading, the hotline and a QR code that dials it. */
export default function UpgradeModal({ open, hotline, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('shell.upgrade.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
      width={420}
    >
      <Typography.Paragraph>{t('shell.upgrade.body')}</Typography.Paragraph>
      <Flex vertical align="center" gap={8} style={{ margin: '16px 0' }}>
        <QRCode value={`tel:${hotline}`} size={160} data-testid="upgrade-qr" />
        <Typography.Text type="secondary">{t('shell.upgrade.scan')}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ textAlign: 'center', fontSize: 16 }}>
        <PhoneOutlined /> {t('shell.upgrade.hotline')}{' '}
        <Typography.Link href={`tel:${hotline}`} strong data-testid="upgrade-hotline">
          {hotline}
        </Typography.Link>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('shell.upgrade.contact')}
      </Typography.Paragraph>
    </Modal>
  );
}
