import { Input, InputNumber, Modal, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAULT_DESCRIPTION_MAX, FAULT_NAME_MAX, type FaultPhenomenon } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { submitForm } from '../../../shell/submit';
import { FAULT_FIELDS, FAULT_KEY, createFault, updateFault, type FaultBody } from '../api';
import { CategorySelect } from './CategorySelect';

/** Add or change a fault phenomenon: name (at most 8 characters), category, description, order, enabled. */
export function FaultModal({ fault, onClose }: { fault?: FaultPhenomenon; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FaultBody>();
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const body: FaultBody = {
      name: v.name,
      categoryId: v.categoryId ?? null,
      description: v.description || null,
      sort: v.sort ?? 0,
      enabled: v.enabled ?? true,
    };
    const sent = await submitForm(form, [...FAULT_FIELDS], () =>
      fault ? updateFault(fault.id, body) : createFault(body),
    );
    if (sent) {
      void queryClient.invalidateQueries({ queryKey: FAULT_KEY });
      onClose();
    }
  };
  return (
    <Modal
      open
      title={t(fault ? 'faults.list.edit' : 'faults.list.add')}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('faults.common.save')}
      cancelText={t('faults.common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={fault ?? { enabled: true, sort: 0, categoryId: null }}
      >
        <Form.Item name="name" label={t('faults.fields.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={FAULT_NAME_MAX} showCount data-testid="fault-name" />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('faults.fields.category')}
          extra={t('faults.fields.categoryHint')}
        >
          <CategorySelect testId="fault-category" />
        </Form.Item>
        <Form.Item name="description" label={t('faults.fields.description')}>
          <Input.TextArea rows={3} maxLength={FAULT_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item name="sort" label={t('faults.fields.sort')}>
          <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('faults.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
