import { Card, Descriptions, Empty, Typography } from 'antd';
import { EnvironmentOutlined, EyeInvisibleOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { addressText, type OrderDetail } from '@fieldline/domain';
import { CUSTOMER_PATHS } from '../../../customers';
import { equipmentDetailPath } from '../../../equipment';
import { navigationUrl, siteOf } from '../logic/geo';
import { usePhone } from '../../../../shell/usePhone';

/**
 * The customer: name (to the customer's page), contact, phone (tap to call) and service address
 * (on a phone, a link that opens the map app with the way there).
 * Hidden from service staff on archived orders (spec-business §6), with a line saying so. An
 * internal order without a customer says so in the name's place; its contact and address still show.
 */
export function CustomerCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const none = t('none');
  if (o.customerHidden)
    return (
      <Card title={t('orderDetail.sections.customer')} size="small" data-testid="order-customer">
        <Empty
          image={<EyeInvisibleOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />}
          description={t('orderDetail.customer.hidden')}
          data-testid="order-customer-hidden"
        />
      </Card>
    );
  const address = o.address ? addressText(o.address) : o.addressText;
  const noCustomer = o.customerId === null;
  const route = phone ? navigationUrl(siteOf(o.address), address) : null;
  return (
    <Card
      title={t(noCustomer ? 'orderDetail.sections.contact' : 'orderDetail.sections.customer')}
      size="small"
      data-testid="order-customer"
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('orderDetail.customer.name')}>
          {noCustomer ? (
            <Typography.Text type="secondary" data-testid="order-customer-none">
              {t('orderDetail.customer.internal')}
            </Typography.Text>
          ) : o.customerName ? (
            <Link to={generatePath(CUSTOMER_PATHS.detail, { id: String(o.customerId) })}>
              {o.customerName}
            </Link>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.customer.contact')}>
          {o.contactName ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.customer.phone')}>
          {o.contactPhone ? (
            <Typography.Link href={`tel:${o.contactPhone}`}>
              <PhoneOutlined /> {o.contactPhone}
            </Typography.Link>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.customer.address')}>
          {route ? (
            <Typography.Link href={route} data-testid="order-navigate">
              <EnvironmentOutlined /> {address}
            </Typography.Link>
          ) : (
            address || none
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The customer's product the order is about (equipment), linked to its page. */
export function EquipmentCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation();
  if (!o.customerProductId) return null;
  return (
    <Card title={t('orderDetail.sections.equipment')} size="small" data-testid="order-equipment">
      <Link to={equipmentDetailPath(o.customerProductId)}>
        {o.customerProductName ?? `#${o.customerProductId}`}
      </Link>
    </Card>
  );
}
