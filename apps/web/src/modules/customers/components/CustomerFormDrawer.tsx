import { useEffect, useState } from 'react';
import { Button, Col, Divider, Drawer, Input, Row, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_ACCESS,
  CUSTOMER_NAME_MAX,
  customerCreateSchema,
  type AddressInput,
  type ContactInput,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { reportFormErrors, validateForm } from '../../../shell/form-failure';
import { CUSTOM_VALUES_NAME, CustomFieldItems, readCustomValues } from '../../../components/CustomFields';
import { useFieldRules } from '../../../shell/form-rules';
import { isCancel } from '../../../shell/request';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  CUSTOMER_FIELDS,
  addCustomer,
  customerKey,
  fetchCustomer,
  updateCustomer,
} from '../api';
import { formFieldNames, showServerError } from '../errors';
import { useCan, useCustomerFields, useLocale } from '../hooks';
import { showAddressWarnings } from './address-warnings';
import { AddressesEditor, ContactsEditor } from './ListEditors';
import { CustomerTagSelect, OwnerSelect, TeamSelect } from './pickers';

interface Values {
  name: string;
  ownerUserId?: number | null;
  serviceTeamId?: number | null;
  tagIds?: number[];
  contacts?: ContactInput[];
  addresses?: AddressInput[];
}

interface Props {
  /** Edit this customer; without it a new customer is added. */
  customerId?: number;
  onClose(): void;
  onDone(id: number): void;
}

const ROOTS = CUSTOMER_FIELDS as readonly string[];

/**
 * Adds or edits a customer: name, owner and service team (with the permission to assign them),
 * tags, the custom fields of the customer field set, and for a new customer its contacts (at least
 * one) and addresses. Contacts and addresses of an existing customer are edited on its detail page.
 */
export function CustomerFormDrawer({ customerId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const locale = useLocale();
  const can = useCan();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const editing = customerId !== undefined;
  const { fields, canEdit, isPending } = useCustomerFields();
  const detail = useQuery({
    queryKey: customerKey(customerId ?? 0),
    queryFn: () => fetchCustomer(customerId!),
    enabled: editing,
  });
  const assign = can(CUSTOMER_ACCESS.assign);

  useEffect(() => {
    const c = detail.data;
    if (!c) return;
    form.setFieldsValue({
      name: c.name,
      ownerUserId: c.ownerUserId,
      serviceTeamId: c.serviceTeamId,
      tagIds: c.tags.map((x) => x.id),
      [CUSTOM_VALUES_NAME[0]!]: c.customValues,
    });
  }, [detail.data, form]);

  const save = async () => {
    const values = await validateForm(form);
    if (!values) return;
    const customValues = readCustomValues(form, fields, CUSTOM_VALUES_NAME, locale);
    if (!customValues) return reportFormErrors(form);
    const fieldIds = fields.map((f) => f.id);
    const base = {
      name: values.name,
      tagIds: values.tagIds ?? [],
      customValues,
      ...(assign
        ? { ownerUserId: values.ownerUserId ?? null, serviceTeamId: values.serviceTeamId ?? null }
        : {}),
    };
    const known = formFieldNames(
      ROOTS,
      {
        contacts: { count: values.contacts?.length ?? 0, fields: CONTACT_FIELDS },
        addresses: { count: values.addresses?.length ?? 0, fields: ADDRESS_FIELDS },
      },
      fieldIds,
    );
    setSaving(true);
    try {
      const result = editing
        ? await updateCustomer(customerId, base, known)
        : await addCustomer(
            { ...base, contacts: values.contacts ?? [], addresses: values.addresses ?? [] },
            known,
          );
      if (isCancel(result)) return;
      if (result) showAddressWarnings(result.warnings, t);
      onDone(editing ? customerId : result!.id);
    } catch (error) {
      showServerError(form, error, ROOTS, locale, fieldIds);
    } finally {
      setSaving(false);
    }
  };

  const s = customerCreateSchema.shape;
  return (
    <Drawer
      open
      title={t(editing ? 'customers.form.editTitle' : 'customers.form.addTitle')}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('customers.common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="customer-save">
            {t('customers.common.save')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={(editing && detail.isPending) || isPending}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ contacts: [{ isDefault: true }], addresses: [], tagIds: [] }}
          data-testid="customer-form"
        >
          <Form.Item
            name="name"
            label={t('customers.fields.name')}
            rules={rules.field(s.name, t('customers.fields.name'))}
          >
            <Input maxLength={CUSTOMER_NAME_MAX} showCount data-testid="customer-name" />
          </Form.Item>
          {assign && (
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="ownerUserId" label={t('customers.fields.owner')}>
                  <OwnerSelect allowClear initialLabel={detail.data?.ownerName} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="serviceTeamId" label={t('customers.fields.serviceTeam')}>
                  <TeamSelect allowClear />
                </Form.Item>
              </Col>
            </Row>
          )}
          <Form.Item name="tagIds" label={t('customers.fields.tags')}>
            <CustomerTagSelect multiple allowClear />
          </Form.Item>
          {!editing && (
            <>
              <Divider titlePlacement="start">{t('customers.form.contacts')}</Divider>
              <ContactsEditor />
              <Divider titlePlacement="start">{t('customers.form.addresses')}</Divider>
              <AddressesEditor />
            </>
          )}
          {fields.length > 0 && <Divider titlePlacement="start">{t('customers.form.customFields')}</Divider>}
          <CustomFieldItems fields={fields} canEdit={canEdit} />
        </Form>
      </Spin>
    </Drawer>
  );
}
