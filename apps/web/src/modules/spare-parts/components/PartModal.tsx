import { Input, Modal, Select, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FORM_KINDS,
  SPARE_CODE_MAX,
  SPARE_MODEL_MAX,
  SPARE_NAME_MAX,
  SPARE_UNIT_MAX,
  type SparePart,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { PART_FIELDS, SPARE_KEY, fetchTypes, savePart } from '../api';
import { CUSTOM_VALUES_NAME, CustomFieldItems, readCustomValues } from '../../../components/CustomFields';
import { useLocale } from '../../../shell/useLocale';
import { useFieldSet } from '../../forms';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** Add or change a spare part of the catalogue (SB:42): prices, commissions and alert quantity exact. */
export function PartModal({ part, onClose }: { part?: SparePart; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [form] = Form.useForm<Record<string, unknown>>();
  // the enterprise's custom fields of spare parts (form kind 45)
  const fields = useFieldSet(FORM_KINDS.sparePart).data?.fields ?? [];
  const { data: types } = useQuery({
    queryKey: [...SPARE_KEY, 'typeOptions'],
    queryFn: () => fetchTypes({ pageSize: 500, pageIndex: 0 }),
  });
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const customValues = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return;
    const done = await submitForm(form, PART_FIELDS, () =>
      savePart({ ...v, customValues, ...(part ? { id: part.id } : {}) }),
    );
    if (!done) return;
    showToast('success', t('spareParts.common.saved'));
    void queryClient.invalidateQueries({ queryKey: SPARE_KEY });
    onClose();
  };
  const amount = [{ pattern: AMOUNT, message: t('spareParts.common.amountRule') }];
  const money = (name: 'salePrice' | 'costPrice' | 'alertQty' | 'personalCommission' | 'teamCommission') => (
    <Form.Item name={name} label={t(`spareParts.fields.${name}`)} rules={amount}>
      <Input inputMode="decimal" style={{ width: 150 }} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={t(part ? 'spareParts.parts.edit' : 'spareParts.parts.add')}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('spareParts.common.save')}
      cancelText={t('spareParts.common.cancel')}
      okButtonProps={{ 'data-testid': 'part-save' } as never}
      destroyOnHidden
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          part
            ? { ...part, customValues: part.customValues ?? {} }
            : {
                salePrice: '0.00',
                costPrice: '0.00',
                personalCommission: '0.00',
                teamCommission: '0.00',
                alertQty: '0.00',
              }
        }
      >
        <Space wrap>
          <Form.Item
            name="code"
            label={t('spareParts.fields.code')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={SPARE_CODE_MAX} showCount data-testid="part-code" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('spareParts.fields.name')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={SPARE_NAME_MAX} showCount data-testid="part-name" />
          </Form.Item>
        </Space>
        <Space wrap>
          <Form.Item name="typeId" label={t('spareParts.fields.type')}>
            <Select
              allowClear
              style={{ width: 150 }}
              options={types?.list.map((y) => ({ value: y.id, label: y.name }))}
            />
          </Form.Item>
          <Form.Item name="model" label={t('spareParts.fields.model')}>
            <Input maxLength={SPARE_MODEL_MAX} showCount />
          </Form.Item>
          <Form.Item name="unit" label={t('spareParts.fields.unit')}>
            <Input maxLength={SPARE_UNIT_MAX} showCount style={{ width: 100 }} />
          </Form.Item>
        </Space>
        <Space wrap>
          {money('salePrice')}
          {money('costPrice')}
          {money('alertQty')}
        </Space>
        <Space wrap>
          {money('personalCommission')}
          {money('teamCommission')}
        </Space>
        <CustomFieldItems fields={fields} />
      </Form>
    </Modal>
  );
}
