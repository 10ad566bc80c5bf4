import type { ButtonProps } from 'antd';
import { Button, DatePicker, Input, InputNumber, Modal, Space, Typography } from 'antd';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_NAME_MAX,
  CONTRACT_NO_MAX,
  CONTRACT_NOTE_MAX,
  FORM_KINDS,
  QUANTITY_MAX,
  money,
} from '@fieldline/domain';
import { CUSTOM_VALUES_NAME, CustomFieldItems, readCustomValues } from '../../../components/CustomFields';
import { useLocale } from '../../../shell/useLocale';
import { useFieldSet } from '../../forms';
import { PickSelect } from '../../equipment';
import { submitForm } from '../../../shell/submit';
import { enterpriseToday } from '../../../shell/enterprise-date';
import { SALES_FIELDS, saveSales, searchCustomers, searchUsers, type SalesDetail } from '../api';

interface Values {
  contractNo: string;
  name: string;
  customerId: number;
  signerUserId?: number | null;
  contractDate: Dayjs;
  period?: [Dayjs, Dayjs] | null;
  products: { name: string; quantity: number; price: string }[];
  note?: string;
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** Add or change (while pending submission) a sales contract; the amount shown is the products' total. */
export function SalesModal({
  contract,
  onClose,
  onSaved,
}: {
  contract?: SalesDetail;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  // the enterprise's custom fields of sales contracts (form kind 26)
  const fields = useFieldSet(FORM_KINDS.saleContract).data?.fields ?? [];
  const products = Form.useWatch('products', form) ?? [];
  const total = money.sum(
    ...products.map((p) =>
      p && AMOUNT.test(String(p.price ?? '')) && p.quantity ? money.times(String(p.price), p.quantity) : '0',
    ),
  );
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const customValues = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return;
    const saved = await submitForm(form, SALES_FIELDS, () =>
      saveSales({
        id: contract?.id,
        contractNo: v.contractNo,
        name: v.name,
        customerId: v.customerId,
        signerUserId: v.signerUserId ?? null,
        contractDate: v.contractDate.format('YYYY-MM-DD'),
        startDate: v.period?.[0]?.format('YYYY-MM-DD') ?? null,
        endDate: v.period?.[1]?.format('YYYY-MM-DD') ?? null,
        products: v.products.map((p) => ({ name: p.name, quantity: p.quantity, price: String(p.price) })),
        note: v.note || null,
        customValues,
      }),
    );
    if (saved) onSaved(saved.id);
  };
  const initial = contract
    ? {
        ...contract,
        contractDate: dayjs(contract.contractDate),
        customValues: contract.customValues ?? {},
        period:
          contract.startDate && contract.endDate
            ? [dayjs(contract.startDate), dayjs(contract.endDate)]
            : null,
      }
    : { contractDate: enterpriseToday(), products: [{ name: '', quantity: 1, price: '' }] };
  return (
    <Modal
      open
      width={720}
      title={t(contract ? 'contracts.sales.edit' : 'contracts.sales.add')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': 'sales-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial as ButtonProps}>
        <Space wrap>
          <Form.Item
            name="contractNo"
            label={t('contracts.fields.contractNo')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input showCount maxLength={CONTRACT_NO_MAX} data-testid="sales-no" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('contracts.fields.name')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input showCount maxLength={CONTRACT_NAME_MAX} data-testid="sales-name" style={{ width: 300 }} />
          </Form.Item>
        </Space>
        <Form.Item name="customerId" label={t('contracts.fields.customer')} rules={[{ required: true }]}>
          <PickSelect
            name="sales-customers"
            search={searchCustomers}
            initial={contract ? { id: contract.customerId, name: contract.customerName } : null}
            data-testid="sales-customer"
          />
        </Form.Item>
        <Form.Item name="signerUserId" label={t('contracts.fields.signer')}>
          <PickSelect
            name="sales-signers"
            search={searchUsers}
            allowClear
            initial={
              contract?.signerUserId ? { id: contract.signerUserId, name: contract.signerName ?? '' } : null
            }
          />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="contractDate"
            label={t('contracts.fields.contractDate')}
            rules={[{ required: true }]}
          >
            <DatePicker />
          </Form.Item>
          <Form.Item name="period" label={t('contracts.fields.period')}>
            <DatePicker.RangePicker />
          </Form.Item>
        </Space>
        <Typography.Text strong>{t('contracts.fields.products')}</Typography.Text>
        <Form.List name="products">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item name={[f.name, 'name']} rules={[{ required: true, whitespace: true }]}>
                    <Input
                      showCount
                      placeholder={t('contracts.fields.productName')}
                      maxLength={CONTRACT_NAME_MAX}
                      data-testid={`sales-product-name-${i}`}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'quantity']} rules={[{ required: true }]}>
                    <InputNumber
                      min={1}
                      max={QUANTITY_MAX}
                      precision={0}
                      placeholder={t('contracts.fields.quantity')}
                      data-testid={`sales-product-qty-${i}`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'price']}
                    rules={[
                      { required: true },
                      { pattern: AMOUNT, message: t('contracts.fields.amountRule') },
                    ]}
                  >
                    <Input
                      placeholder={t('contracts.fields.price')}
                      inputMode="decimal"
                      data-testid={`sales-product-price-${i}`}
                    />
                  </Form.Item>
                  {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                {t('contracts.sales.addProduct')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="sales-total">
          {t('contracts.fields.amount')}: {total}
        </Typography.Paragraph>
        <Form.Item name="note" label={t('contracts.fields.note')}>
          <Input.TextArea showCount maxLength={CONTRACT_NOTE_MAX} />
        </Form.Item>
        <CustomFieldItems fields={fields} />
      </Form>
    </Modal>
  );
}
