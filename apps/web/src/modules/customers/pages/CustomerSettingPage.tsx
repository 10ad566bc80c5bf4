import { useEffect, useState } from 'react';
import { Button, Card, Radio, Space, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_VISIBILITY, CUSTOMER_VISIBILITY_NAMES, type CustomerVisibility } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { CUSTOMERS_KEY, fetchCustomerSetting, saveCustomerSetting } from '../api';
import { useLocale } from '../hooks';

const SETTING_KEY = [CUSTOMERS_KEY, 'setting'] as const;

/**
 * /customerSetting: customer parameters (spec-business §6 "customer-level visibility depends on a
 * parameter setting"): everyone sees every customer, or each role sees by its data scope.
 */
export default function CustomerSettingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: SETTING_KEY, queryFn: fetchCustomerSetting });
  const [visibility, setVisibility] = useState<CustomerVisibility>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (setting.data) setVisibility(setting.data.visibility);
  }, [setting.data]);

  const save = async () => {
    if (!visibility) return;
    setSaving(true);
    const ok = await runAction(() => saveCustomerSetting({ visibility }));
    setSaving(false);
    if (!ok) return;
    showToast('success', t('customers.common.saved'));
    void queryClient.invalidateQueries({ queryKey: [CUSTOMERS_KEY] });
  };

  return (
    <Card title={t('customers.setting.visibility')}>
      <Spin spinning={setting.isPending}>
        <Space vertical size={16}>
          <Typography.Text type="secondary">{t('customers.setting.visibilityHelp')}</Typography.Text>
          <Radio.Group
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as CustomerVisibility)}
            data-testid="customer-visibility"
          >
            <Space vertical>
              {Object.values(CUSTOMER_VISIBILITY).map((v) => (
                <Radio key={v} value={v}>
                  {CUSTOMER_VISIBILITY_NAMES[v][locale]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save()}
            data-testid="customer-setting-save"
          >
            {t('customers.common.save')}
          </Button>
        </Space>
      </Spin>
    </Card>
  );
}
