import { Alert, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SMS_SIGNATURE_KEY, fetchSignature } from '../api';
import { BalanceCard } from '../components/BalanceCard';
import { SignatureCard } from '../components/SignatureCard';
import { TemplatesCard } from '../components/TemplatesCard';

/**
 * /smsMEssage/applyMessage: the enterprise's SMS signature (applied for, reviewed by the platform),
 * its templates per message kind with placeholders and a live preview, the balance and the send log.
 */
export default function SmsPage() {
  const { t } = useTranslation();
  const signature = useQuery({ queryKey: SMS_SIGNATURE_KEY, queryFn: fetchSignature });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('sms.intro')} />
      <SignatureCard />
      <TemplatesCard signature={signature.data?.activeName ?? null} />
      <BalanceCard />
    </Space>
  );
}
