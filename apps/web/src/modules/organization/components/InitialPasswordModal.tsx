import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows a generated initial password once, with a copy button. */
export function InitialPasswordModal({ password, onClose }: { password: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('organization.user.initialPasswordTitle')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('organization.common.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
    >
      <Alert
        type="warning"
        showIcon
        title={t('organization.user.initialPasswordHint')}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph
        copyable={{
          text: password,
          tooltips: [t('organization.common.copy'), t('organization.common.copied')],
        }}
        code
        style={{ fontSize: 18 }}
        data-testid="initial-password"
      >
        {password}
      </Typography.Paragraph>
    </Modal>
  );
}
