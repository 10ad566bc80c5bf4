import { Suspense, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Descriptions,
  Flex,
  Popconfirm,
  Result,
  Space,
  Spin,
  Tabs,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EQUIPMENT_ACCESS, MAINTENANCE_ACCESS, SERVICE_EVENT_ACCESS } from '@fieldline/domain';
import { CustomFieldView } from '../../../components/CustomFields/CustomFieldView';
import { ImageThumbs } from '../../../components/CustomFields/ImageThumbs';
import { showToast } from '../../../shell/notify';
import { EQUIPMENT_KEY, deleteEquipment, useEquipment, useEquipmentTemplate } from '../api';
import { QrBindPanel } from '../components/QrBindPanel';
import { WarrantyTag } from '../components/WarrantyTag';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';
import { lazyPart } from '../../../shell/chunks';
import { EQUIPMENT_PATHS } from '../paths';
import { ServiceEventsTab } from '../../service-events';
import { EquipmentPlansTab } from '../../contracts';

// The service-request tab (an order table with its actions) and the edit drawer load when opened.
const EquipmentFormDrawer = lazyPart(() =>
  import('../components/EquipmentFormDrawer').then((m) => m.EquipmentFormDrawer),
);
const ServiceRequestTable = lazyPart(() =>
  import('../components/ServiceRequestTable').then((m) => m.ServiceRequestTable),
);

/**
 * /productDetail?id=: the product file (spec-business §3): product, customer, serial number,
 * derived warranty status, dates, scene image, custom fields; its QR code and scan reports.
 */
export default function EquipmentDetailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const product = useEquipment(id, valid);
  const template = useEquipmentTemplate();
  const [editing, setEditing] = useState(false);

  if (!valid || product.isError) return <Result status="404" title={t('equipment.detail.notFound')} />;
  if (!product.data) return <Spin />;
  const p = product.data;
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  const text = (v: string | null) => v || none;
  const shown = (key: string) => template.data?.system[key]?.visible !== false;
  const fields = (template.data?.fields ?? []).filter((f) => f.visible);

  const remove = async () => {
    if (!(await runAction(() => deleteEquipment([p.id])))) return;
    showToast('success', t('equipment.actions.deleted'));
    void queryClient.invalidateQueries({ queryKey: [EQUIPMENT_KEY] });
    navigate(EQUIPMENT_PATHS.list);
  };

  const dates = (
    ['purchaseDate', 'deliveryDate', 'installDate', 'productionDate', 'warrantyStart', 'warrantyEnd'] as const
  ).filter(shown);

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            {p.productName}
            <WarrantyTag state={p.warrantyState} expiring={p.warrantyExpiring} />
          </Space>
        }
        extra={
          <Space>
            {can(EQUIPMENT_ACCESS.edit) && (
              <Button onClick={() => setEditing(true)} data-testid="equipment-detail-edit">
                {t('equipment.actions.edit')}
              </Button>
            )}
            {can(EQUIPMENT_ACCESS.remove) && (
              <Popconfirm
                title={t('equipment.actions.deleteConfirm')}
                okText={t('equipment.actions.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('equipment.actions.cancel')}
                onConfirm={() => remove()}
              >
                <Button danger>{t('equipment.actions.delete')}</Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} bordered size="small" data-testid="equipment-detail">
          <Descriptions.Item label={t('equipment.fields.customer')}>{p.customerName}</Descriptions.Item>
          <Descriptions.Item label={t('equipment.fields.product')}>{p.productName}</Descriptions.Item>
          <Descriptions.Item label={t('equipment.fields.productNumber')}>
            {text(p.productNumber)}
          </Descriptions.Item>
          <Descriptions.Item label={t('equipment.fields.model')}>{text(p.productModel)}</Descriptions.Item>
          <Descriptions.Item label={t('equipment.fields.category')}>{text(p.categoryPath)}</Descriptions.Item>
          {shown('serialNumber') && (
            <Descriptions.Item label={t('equipment.fields.serialNumber')}>
              {text(p.serialNumber)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('equipment.fields.warranty')}>
            <WarrantyTag state={p.warrantyState} expiring={p.warrantyExpiring} />
          </Descriptions.Item>
          {dates.map((key) => (
            <Descriptions.Item key={key} label={t(`equipment.fields.${key}`)}>
              {text(p[key])}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={t('equipment.fields.qrCode')}>{text(p.qrCode)}</Descriptions.Item>
          <Descriptions.Item label={t('equipment.fields.createdBy')}>
            {text(p.createdByName)}
          </Descriptions.Item>
          <Descriptions.Item label={t('equipment.fields.createdAt')}>
            {dayjs(p.createdAt).format('YYYY-MM-DD HH:mm')}
          </Descriptions.Item>
          {shown('sceneImage') && (
            <Descriptions.Item label={t('equipment.fields.sceneImage')}>
              {p.sceneImage ? (
                <ImageThumbs urls={[p.sceneImage]} title={t('equipment.fields.sceneImage')} />
              ) : (
                none
              )}
            </Descriptions.Item>
          )}
        </Descriptions>
        {fields.length > 0 && (
          <Descriptions
            title={t('equipment.fields.customFields')}
            column={{ xs: 1, md: 2, xl: 3 }}
            bordered
            size="small"
            style={{ marginTop: 16 }}
            data-testid="equipment-custom-fields"
          >
            {fields.map((f) => (
              <Descriptions.Item key={f.id} label={f.name}>
                <CustomFieldView field={f} value={p.customValues[f.id]} />
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'qr',
              label: t('equipment.detail.qrTab'),
              children: <QrBindPanel product={p} />,
            },
            {
              key: 'requests',
              label: (
                <Badge count={p.openRequests} size="small" offset={[8, 0]}>
                  {t('equipment.detail.requestsTab')}
                </Badge>
              ),
              children: (
                <Suspense fallback={<Spin />}>
                  <ServiceRequestTable customerProductId={p.id} />
                </Suspense>
              ),
            },
            ...(can(SERVICE_EVENT_ACCESS.view)
              ? [
                  {
                    key: 'events',
                    label: t('equipment.eventsTab'),
                    children: (
                      <Suspense fallback={<Spin />}>
                        <ServiceEventsTab customerId={p.customerId} customerProductId={p.id} />
                      </Suspense>
                    ),
                  },
                ]
              : []),
            ...(can(MAINTENANCE_ACCESS.view)
              ? [
                  {
                    key: 'plans',
                    label: t('equipment.plansTab'),
                    children: (
                      <Suspense fallback={<Spin />}>
                        <EquipmentPlansTab equipmentId={p.id} />
                      </Suspense>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {editing && (
        <Suspense fallback={null}>
          <EquipmentFormDrawer
            id={p.id}
            onClose={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              showToast('success', t('equipment.actions.saved'));
              void queryClient.invalidateQueries({ queryKey: [EQUIPMENT_KEY] });
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
