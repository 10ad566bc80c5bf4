import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Input, Layout, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PHONE_LENGTH, REPORT_DESCRIPTION_MAX, REPORT_NAME_MAX, scanReportSchema } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { BrandMark } from '../../../components/BrandMark';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useFieldRules } from '../../../shell/form-rules';
import { WarrantyTag } from '../../equipment';
import { submitForm } from '../../../shell/submit';
import { QR_KEY, fetchScan, sendReport } from '../api';

/** The column of the page: a phone's width, centred on larger screens. */
const COLUMN_MAX = 520;

interface Values {
  name: string;
  phone: string;
  description: string;
}

/**
 * /scan/:code (no sign-in): what the QR label of a product opens. Shows the product, its serial
 * number and warranty status, the customer (masked) and the service provider, and takes a fault
 * report that becomes a service request. Made for a phone (375 px wide and up).
 */
export default function ScanPage() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const code = useParams().code ?? '';
  const info = useQuery({ queryKey: [QR_KEY, 'scan', code], queryFn: () => fetchScan(code), retry: false });
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  /** The order number the report became, once sent. */
  const [sent, setSent] = useState<string | null>(null);

  const send = async (values: Values) => {
    setSending(true);
    const done = await submitForm(form, ['name', 'phone', 'description'], () => sendReport(code, values));
    setSending(false);
    if (done) {
      form.resetFields();
      setSent(done.orderNo);
    }
  };

  const d = info.data;
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Flex align="center" justify="space-between" style={{ padding: '12px 16px', background: '#fff' }}>
        <Flex align="center" gap={8}>
          <BrandMark size={28} />
          <Typography.Text strong>{d?.enterpriseName ?? t('appName')}</Typography.Text>
        </Flex>
        <LanguageSwitch />
      </Flex>
      <Flex vertical gap={12} style={{ width: '100%', maxWidth: COLUMN_MAX, margin: '0 auto', padding: 12 }}>
        {info.isLoading && (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin tip={t('qrcodes.scan.loading')}>
              <div style={{ width: 120, height: 60 }} />
            </Spin>
          </Flex>
        )}
        {info.isError && (
          <Result
            status="warning"
            title={t('qrcodes.scan.notFound')}
            subTitle={t('qrcodes.scan.notFoundHint')}
            data-testid="scan-not-found"
          />
        )}
        {d && (
          <>
            <Card
              title={d.productName}
              extra={<WarrantyTag state={d.warrantyState} />}
              data-testid="scan-info"
            >
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('qrcodes.scan.model')}>
                  {d.productModel ?? t('none')}
                </Descriptions.Item>
                <Descriptions.Item label={t('qrcodes.scan.serialNumber')}>
                  {d.serialNumber ?? t('none')}
                </Descriptions.Item>
                <Descriptions.Item label={t('qrcodes.scan.warrantyEnd')}>
                  {d.warrantyEnd ?? t('none')}
                </Descriptions.Item>
                <Descriptions.Item label={t('qrcodes.scan.customer')}>{d.customerName}</Descriptions.Item>
                <Descriptions.Item label={t('qrcodes.scan.provider')}>{d.enterpriseName}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={t('qrcodes.scan.reportTitle')}>
              {sent ? (
                <Result
                  status="success"
                  title={t('qrcodes.scan.doneTitle')}
                  subTitle={
                    <>
                      <div data-testid="scan-order-no">{t('qrcodes.scan.orderNo', { orderNo: sent })}</div>
                      <div>{t('qrcodes.scan.doneHint')}</div>
                    </>
                  }
                  extra={<Button onClick={() => setSent(null)}>{t('qrcodes.scan.another')}</Button>}
                  data-testid="scan-report-done"
                />
              ) : (
                <Form
                  form={form}
                  layout="vertical"
                  onFinish={(v) => void send(v)}
                  data-testid="scan-report-form"
                >
                  <Form.Item
                    name="name"
                    label={t('qrcodes.scan.name')}
                    rules={rules.field(scanReportSchema.shape.name, t('qrcodes.scan.name'))}
                  >
                    <Input
                      maxLength={REPORT_NAME_MAX}
                      showCount
                      autoComplete="name"
                      data-testid="scan-name"
                    />
                  </Form.Item>
                  <Form.Item
                    name="phone"
                    label={t('qrcodes.scan.phone')}
                    rules={rules.field(scanReportSchema.shape.phone, t('qrcodes.scan.phone'))}
                  >
                    <Input
                      maxLength={PHONE_LENGTH}
                      inputMode="tel"
                      autoComplete="tel"
                      data-testid="scan-phone"
                    />
                  </Form.Item>
                  <Form.Item
                    name="description"
                    label={t('qrcodes.scan.description')}
                    rules={rules.field(scanReportSchema.shape.description, t('qrcodes.scan.description'))}
                  >
                    <Input.TextArea
                      rows={4}
                      maxLength={REPORT_DESCRIPTION_MAX}
                      showCount
                      placeholder={t('qrcodes.scan.descriptionPlaceholder')}
                      data-testid="scan-description"
                    />
                  </Form.Item>
                  <Button
                    type="primary"
                    htmlType="submit"
                    block
                    size="large"
                    loading={sending}
                    data-testid="scan-submit"
                  >
                    {t('qrcodes.scan.submit')}
                  </Button>
                </Form>
              )}
            </Card>
          </>
        )}
      </Flex>
    </Layout>
  );
}
