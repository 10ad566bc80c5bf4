import type { ButtonProps } from 'antd';
import { DatePicker, Input, Modal } from 'antd';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONTRACT_NAME_MAX, CONTRACT_NOTE_MAX, FORM_KINDS } from '@fieldline/domain';
import { CUSTOM_VALUES_NAME, CustomFieldItems, readCustomValues } from '../../../components/CustomFields';
import { useLocale } from '../../../shell/useLocale';
import { useFieldSet } from '../../forms';
import { PickSelect } from '../../equipment';
import { submitForm } from '../../../shell/submit';
import { enterpriseToday } from '../../../shell/enterprise-date';
import { CONTRACT_FIELDS, saveContract, searchCustomers, type MaintenanceContract } from '../api';

interface Values {
  name: string;
  customerId: number;
  contractDate: Dayjs;
  amount: string;
  note?: string;
}

/** Add or change a maintenance contract: name, customer, date and amount are required (SB:32). */
export function ContractModal({
  contract,
  onClose,
  onSaved,
}: {
  contract?: MaintenanceContract;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  // the enterprise's custom fields of maintenance contracts (form kind 25)
  const fields = useFieldSet(FORM_KINDS.maintenanceContract).data?.fields ?? [];
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const customValues = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return;
    const saved = await submitForm(form, CONTRACT_FIELDS, () =>
      saveContract({
        id: contract?.id,
        name: v.name,
        customerId: v.customerId,
        contractDate: v.contractDate.format('YYYY-MM-DD'),
        amount: v.amount,
        note: v.note || null,
        customValues,
      }),
    );
    if (saved) onSaved(saved.id);
  };
  return (
    <Modal
      open
      title={t(contract ? 'contracts.maintenance.edit' : 'contracts.maintenance.add')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': 'contract-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          contract
            ? {
                ...contract,
                contractDate: dayjs(contract.contractDate),
                customValues: contract.customValues ?? {},
              }
            : { contractDate: enterpriseToday() }
        }
      >
        <Form.Item
          name="name"
          label={t('contracts.fields.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={CONTRACT_NAME_MAX} showCount data-testid="contract-name" />
        </Form.Item>
        <Form.Item name="customerId" label={t('contracts.fields.customer')} rules={[{ required: true }]}>
          <PickSelect
            name="contract-customers"
            search={searchCustomers}
            initial={contract ? { id: contract.customerId, name: contract.customerName } : null}
            data-testid="contract-customer"
          />
        </Form.Item>
        <Form.Item
          name="contractDate"
          label={t('contracts.fields.contractDate')}
          rules={[{ required: true }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('contracts.fields.amount')}
          rules={[
            { required: true },
            { pattern: /^\d{1,13}(\.\d{1,2})?$/, message: t('contracts.fields.amountRule') },
          ]}
        >
          <Input inputMode="decimal" data-testid="contract-amount" />
        </Form.Item>
        <Form.Item name="note" label={t('contracts.fields.note')}>
          <Input.TextArea maxLength={CONTRACT_NOTE_MAX} showCount />
        </Form.Item>
        <CustomFieldItems fields={fields} />
      </Form>
    </Modal>
  );
}
