import { Suspense, useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Empty, Popconfirm, Result, Space, Spin, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  CUSTOMER_ACCESS,
  EQUIPMENT_ACCESS,
  ORDER_ACCESS,
  MAINTENANCE_ACCESS,
  SALES_CONTRACT_ACCESS,
  SERVICE_PLAN_ACCESS,
  SERVICE_EVENT_ACCESS,
  type CustomerDetail,
} from '@fieldline/domain';
import { CustomFieldView } from '../../../components/CustomFields';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import { CUSTOMERS_KEY, customerKey, deleteCustomers, fetchCustomer } from '../api';
import { CustomerEquipmentTab } from '../../equipment';
import { CustomerOrdersTab, ORDER_PATHS } from '../../orders';
import { ServiceEventsTab } from '../../service-events';
import { CustomerContractsTab, CustomerServicePlansTab } from '../../contracts';
import { lazyPart } from '../../../shell/chunks';
import { addressText } from '../components/labels';
import { useCan, useCustomerFields } from '../hooks';
import { CUSTOMER_PATHS } from '../paths';

// Only the profile shows first: the other tabs and the edit drawer load when opened.
const AddressesTab = lazyPart(() => import('../components/AddressesTab').then((m) => m.AddressesTab));
const ContactsTab = lazyPart(() => import('../components/ContactsTab').then((m) => m.ContactsTab));
const TimelineTab = lazyPart(() => import('../components/TimelineTab').then((m) => m.TimelineTab));
const CustomerFormDrawer = lazyPart(() =>
  import('../components/CustomerFormDrawer').then((m) => m.CustomerFormDrawer),
);
const later = (tab: ReactNode) => <Suspense fallback={<Spin />}>{tab}</Suspense>;

/**
 * /allCustomer/customerDetail/:id (spec menu code 04001; the route asks for the customer view
 * code): profile and custom fields, contacts, addresses, equipment, work orders and the change
 * timeline; create an order for the customer, edit, delete (to the recycle bin). Events and
 * contracts join as tabs when their modules exist.
 */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [editing, setEditing] = useState(false);
  const customer = useQuery({
    queryKey: customerKey(id),
    queryFn: () => fetchCustomer(id),
    enabled: valid,
    retry: false,
  });

  if (!valid || customer.isError) return <Result status="404" title={t('customers.detail.notFound')} />;
  if (!customer.data) return <Spin />;
  const c = customer.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [CUSTOMERS_KEY] });
  const remove = async () => {
    if (!(await runAction(() => deleteCustomers([c.id])))) return;
    showToast('success', t('customers.list.deleted'));
    refresh();
    void navigate(CUSTOMER_PATHS.list);
  };

  return (
    <Card
      title={
        <Space wrap>
          {c.name}
          {c.tags.map((x) => (
            <Tag key={x.id} color={x.color ?? undefined}>
              {x.name}
            </Tag>
          ))}
        </Space>
      }
      extra={
        <Space>
          {can(ORDER_ACCESS.create) && (
            <Button
              type="primary"
              onClick={() => void navigate(`${ORDER_PATHS.create}?customerId=${c.id}`)}
              data-testid="customer-create-order"
            >
              {t('customers.detail.createOrder')}
            </Button>
          )}
          {can(CUSTOMER_ACCESS.edit) && (
            <Button onClick={() => setEditing(true)} data-testid="customer-edit">
              {t('customers.common.edit')}
            </Button>
          )}
          {can(CUSTOMER_ACCESS.delete) && (
            <Popconfirm
              title={t('customers.list.deleteConfirm', { name: c.name })}
              onConfirm={remove}
              okText={t('customers.common.ok')}
              cancelText={t('customers.common.cancel')}
            >
              <Button danger data-testid="customer-detail-delete">
                {t('customers.common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Tabs
        data-testid="customer-tabs"
        items={[
          { key: 'profile', label: t('customers.detail.profile'), children: <Profile customer={c} /> },
          {
            key: 'contacts',
            label: t('customers.detail.contacts', { count: c.contacts.length }),
            children: later(<ContactsTab customerId={c.id} contacts={c.contacts} onChanged={refresh} />),
          },
          {
            key: 'addresses',
            label: t('customers.detail.addresses', { count: c.addresses.length }),
            children: later(<AddressesTab customerId={c.id} addresses={c.addresses} onChanged={refresh} />),
          },
          ...(can(EQUIPMENT_ACCESS.view)
            ? [
                {
                  key: 'products',
                  label: t('customers.detail.products'),
                  children: later(<CustomerEquipmentTab customerId={c.id} />),
                },
              ]
            : []),
          ...(can(ORDER_ACCESS.view)
            ? [
                {
                  key: 'orders',
                  label: t('customers.detail.orders'),
                  children: later(<CustomerOrdersTab customerId={c.id} />),
                },
              ]
            : []),
          ...(can(SERVICE_EVENT_ACCESS.view)
            ? [
                {
                  key: 'events',
                  label: t('customers.eventsTab'),
                  children: later(<ServiceEventsTab customerId={c.id} />),
                },
              ]
            : []),
          ...(can(MAINTENANCE_ACCESS.view) || can(SALES_CONTRACT_ACCESS.view)
            ? [
                {
                  key: 'contracts',
                  label: t('customers.contractsTab'),
                  children: later(<CustomerContractsTab customerId={c.id} />),
                },
              ]
            : []),
          ...(can(SERVICE_PLAN_ACCESS.view)
            ? [
                {
                  key: 'servicePlans',
                  label: t('customers.servicePlansTab'),
                  children: later(<CustomerServicePlansTab customerId={c.id} customerName={c.name} />),
                },
              ]
            : []),
          {
            key: 'timeline',
            label: t('customers.timeline.tab'),
            children: later(<TimelineTab customerId={c.id} />),
          },
        ]}
      />
      {editing && (
        <Suspense fallback={null}>
          <CustomerFormDrawer
            customerId={c.id}
            onClose={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              showToast('success', t('customers.common.saved'));
              refresh();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

function Profile({ customer: c }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const { fields } = useCustomerFields();
  const none = t('none');
  const contact = c.contacts.find((x) => x.isDefault);
  const address = c.addresses.find((x) => x.isDefault);
  const shown = fields.filter((f) => f.visible);
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="customer-profile">
        <Descriptions.Item label={t('customers.fields.name')}>{c.name}</Descriptions.Item>
        <Descriptions.Item label={t('customers.fields.owner')}>{c.ownerName ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('customers.detail.defaultContact')}>
          {contact ? `${contact.name} ${contact.phone}` : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.fields.serviceTeam')}>
          {c.serviceTeamName ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.detail.defaultAddress')} span={2}>
          {address ? addressText(address) : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.detail.createdBy')}>
          {c.createdByName ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('customers.fields.createdAt')}>
          {dayjs(c.createdAt).format('YYYY-MM-DD HH:mm')}
        </Descriptions.Item>
      </Descriptions>
      <Card type="inner" title={t('customers.form.customFields')} style={{ marginTop: 16 }} size="small">
        {shown.length ? (
          <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="customer-custom-fields">
            {shown.map((f) => (
              <Descriptions.Item key={f.id} label={f.name}>
                <CustomFieldView field={f} value={c.customValues[f.id]} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          <Empty description={t('customers.detail.noCustomFields')} />
        )}
      </Card>
    </>
  );
}
