import { useState } from 'react';
import { Button, Flex, Input, Modal, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERSON_NAME_MAX, providerStaffSchema } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { useFieldRules } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { STAFF_FIELDS, addProviderStaff, fetchProviderStaff, type ProviderRow, type UserRow } from '../api';
import { submitForm } from '../../../shell/submit';
import { InitialPasswordModal } from './InitialPasswordModal';

/** A provider company's staff users, and adding one (initial password shown once). */
export function ProviderStaffModal({ provider, onClose }: { provider: ProviderRow; onClose(): void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string; phone: string }>();
  const [saving, setSaving] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const key = ['outsource', 'provider', provider.id, 'staff'];

  const add = async (values: { name: string; phone: string }) => {
    setSaving(true);
    const result = await submitForm(form, STAFF_FIELDS, () => addProviderStaff(provider.id, values));
    setSaving(false);
    if (!result) return;
    showToast('success', t('organization.common.saved'));
    form.resetFields();
    if (result.initialPassword) setPassword(result.initialPassword);
    void queryClient.invalidateQueries({ queryKey: ['outsource'] });
  };
  const columns: DataColumn<UserRow>[] = [
    { key: 'name', title: t('organization.user.name'), dataIndex: 'name' },
    { key: 'phone', title: t('organization.user.phone'), dataIndex: 'phone' },
    {
      key: 'enabled',
      title: t('organization.user.enabled'),
      dataIndex: 'enabled',
      render: (on: boolean) => (
        <Tag color={on ? 'green' : 'default'}>
          {on ? t('organization.user.on') : t('organization.user.off')}
        </Tag>
      ),
    },
  ];

  return (
    <Modal
      open
      width={720}
      title={t('organization.provider.staffTitle', { name: provider.name })}
      onCancel={onClose}
      footer={null}
    >
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => void add(v)}
        style={{ marginBottom: 12 }}
        data-testid="staff-form"
      >
        <Flex gap={8} wrap>
          <Form.Item
            name="name"
            rules={rules.field(providerStaffSchema.shape.name, t('organization.user.name'))}
          >
            <Input maxLength={PERSON_NAME_MAX} showCount placeholder={t('organization.user.name')} />
          </Form.Item>
          <Form.Item
            name="phone"
            rules={rules.field(providerStaffSchema.shape.phone, t('organization.user.phone'))}
          >
            <Input maxLength={11} inputMode="numeric" placeholder={t('organization.user.phone')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('organization.provider.addStaff')}
          </Button>
        </Flex>
      </Form>
      <DataTable<UserRow>
        tableId="provider-staff"
        queryKey={key}
        fetchPage={(q) => fetchProviderStaff(provider.id, q)}
        columns={columns}
        rowKey="id"
      />
      {password && <InitialPasswordModal password={password} onClose={() => setPassword(null)} />}
    </Modal>
  );
}
