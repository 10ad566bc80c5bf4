import { useEffect } from 'react';
import { Button, Card, Input, InputNumber, Radio, Skeleton, Space, Switch, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CYCLE_MONTHS_MAX,
  CYCLE_MONTHS_MIN,
  FINANCE_SETTING_CODES,
  OLD_PART_GRACE_DAYS_MAX,
  OLD_PART_PRICES,
  OLD_PART_PRICE_LIST,
  SETTING_DEDUCT_OLD_PARTS,
  SETTING_OLD_PART_FIXED_PRICE,
  SETTING_OLD_PART_GRACE_DAYS,
  SETTING_OLD_PART_PRICE,
  SETTING_SETTLEMENT_CYCLE,
  type OldPartPrice,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { SETTINGS_KEY, fetchFinanceSettings, saveFinanceSettings } from '../api';
import { SETTLEMENT_PATHS } from '../paths';

interface Values {
  cycle: number;
  deduct: boolean;
  price: OldPartPrice;
  fixedPrice: string;
  grace: number;
}
/** Each form field and its code in the system settings store. */
const CODES: Record<keyof Values, number> = {
  cycle: SETTING_SETTLEMENT_CYCLE,
  deduct: SETTING_DEDUCT_OLD_PARTS,
  price: SETTING_OLD_PART_PRICE,
  fixedPrice: SETTING_OLD_PART_FIXED_PRICE,
  grace: SETTING_OLD_PART_GRACE_DAYS,
};
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * /financeSetting: the finance settings (issue 27), kept in the system settings store: the cycle the
 * bill generation proposes, and whether, at what price and after how many days unreturned old parts
 * are deducted from the engineer's personal bill. The commission rules have their own page.
 */
export default function FinanceSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => fetchFinanceSettings(FINANCE_SETTING_CODES),
  });
  const deduct = Form.useWatch('deduct', form);
  const price = Form.useWatch('price', form);
  useEffect(() => {
    if (!settings.data) return;
    const byCode = new Map(settings.data.map((s) => [s.code as number, s.value]));
    form.setFieldsValue(
      Object.fromEntries(
        Object.entries(CODES).map(([key, code]) => [key, byCode.get(code)]),
      ) as unknown as Values,
    );
  }, [settings.data, form]);
  if (!settings.data) return <Skeleton active />;

  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const all = { ...form.getFieldsValue(true), ...v } as Values;
    const saved = await runAction(() =>
      saveFinanceSettings(
        (Object.keys(CODES) as (keyof Values)[]).map((key) => ({ code: CODES[key], value: all[key] })),
      ),
    );
    if (saved) {
      showToast('success', t('settlement.settings.saved'));
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    }
  };
  return (
    <Card
      title={t('settlement.settings.title')}
      extra={<Link to={SETTLEMENT_PATHS.rules}>{t('settlement.settings.rules')}</Link>}
    >
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item
          name="cycle"
          label={t('settlement.settings.cycle')}
          extra={t('settlement.settings.cycleHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber
            min={CYCLE_MONTHS_MIN}
            max={CYCLE_MONTHS_MAX}
            precision={0}
            suffix={t('settlement.settings.months')}
            data-testid="finance-cycle"
          />
        </Form.Item>
        <Form.Item
          name="deduct"
          label={t('settlement.settings.deduct')}
          extra={t('settlement.settings.deductHelp')}
          valuePropName="checked"
        >
          <Switch data-testid="finance-deduct" />
        </Form.Item>
        {deduct && (
          <>
            <Form.Item name="price" label={t('settlement.settings.price')} rules={[{ required: true }]}>
              <Radio.Group
                options={OLD_PART_PRICE_LIST.map((p) => ({
                  value: p,
                  label: t(`settlement.settings.prices.${p}`),
                }))}
                data-testid="finance-price"
              />
            </Form.Item>
            {price === OLD_PART_PRICES.fixed && (
              <Form.Item
                name="fixedPrice"
                label={t('settlement.settings.fixedPrice')}
                rules={[
                  { required: true },
                  {
                    validator: (_r, v: string | undefined) =>
                      !v || (AMOUNT.test(v.trim()) && Number(v) > 0)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('settlement.settings.fixedPriceRule'))),
                  },
                ]}
              >
                <Input inputMode="decimal" suffix="¥" style={{ width: 200 }} data-testid="finance-fixed" />
              </Form.Item>
            )}
            <Form.Item
              name="grace"
              label={t('settlement.settings.grace')}
              extra={t('settlement.settings.graceHelp')}
              rules={[{ required: true }]}
            >
              <InputNumber
                min={0}
                max={OLD_PART_GRACE_DAYS_MAX}
                precision={0}
                suffix={t('settlement.settings.days')}
              />
            </Form.Item>
          </>
        )}
        <Space direction="vertical">
          <Button type="primary" onClick={() => void save()} data-testid="finance-save">
            {t('settlement.common.save')}
          </Button>
          <Typography.Text type="secondary">{t('settlement.settings.rulesHelp')}</Typography.Text>
        </Space>
      </Form>
    </Card>
  );
}
