import { useState } from 'react';
import { Button, Flex, Modal, QRCode, Typography } from 'antd';
import { CrownOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '@fieldline/domain';
import { useSession } from '../session/useSession';

/**
 * Free-tier accounts (spec-shell §1, §6) get an upgrade entry: a modal with the service hotline and
 * a QR code that dials it, telling the user to contact the provider to top up.
 */
export function UpgradeEntry() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || user.isChargeUser !== ACCOUNT_TYPES.free) return null;

  return (
    <>
      <Button type="primary" ghost icon={<CrownOutlined />} onClick={() => setOpen(true)} data-testid="upgrade-entry">
        {t('shell.upgrade.entry')}
      </Button>
      <Modal
        open={open}
        title={t('shell.upgrade.title')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('actions.close')}</Button>}
        width={420}
      >
        <Typography.Paragraph>{t('shell.upgrade.body')}</Typography.Paragraph>
        <Flex vertical align="center" gap={8} style={{ margin: '16px 0' }}>
          <QRCode value={`tel:${user.hotline}`} size={160} />
          <Typography.Text type="secondary">{t('shell.upgrade.scan')}</Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ textAlign: 'center', fontSize: 16 }}>
          <PhoneOutlined /> {t('shell.upgrade.hotline')}{' '}
          <Typography.Link href={`tel:${user.hotline}`} strong>
            {user.hotline}
          </Typography.Link>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('shell.upgrade.contact')}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
