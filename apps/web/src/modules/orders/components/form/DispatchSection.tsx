import { Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_ACCESS, ORDER_CC_MAX, ORDER_COLLABORATORS_MAX } from '@fieldline/domain';
import { useCan } from '../../hooks';
import { OrderPersonPicker } from '../OrderPersonPicker';
import { UserPicker } from '../pickers';

/**
 * Optional at creation: a server (the order then waits for their acceptance instead of assignment)
 * with collaborators, offered among those who may accept and serve, for those who may dispatch; and
 * members to copy the order to (anyone).
 */
export function DispatchSection() {
  const { t } = useTranslation();
  const can = useCan();
  const form = Form.useFormInstance();
  const server = Form.useWatch('serverUserId', form) as number | undefined;
  const dispatch = can(ORDER_ACCESS.dispatch);
  return (
    <Row gutter={12}>
      {dispatch && (
        <Col xs={24} md={12}>
          <Form.Item
            name="serverUserId"
            label={t('orders.fields.server')}
            extra={t('orders.form.serverHelp')}
          >
            <OrderPersonPicker<number | null> part="server" allowClear data-testid="order-server" />
          </Form.Item>
        </Col>
      )}
      {dispatch && (
        <Col xs={24} md={12}>
          <Form.Item name="collaboratorIds" label={t('orders.fields.collaborators')}>
            <OrderPersonPicker<number[]>
              part="collaborator"
              multiple
              max={ORDER_COLLABORATORS_MAX}
              exclude={server ? [server] : []}
              allowClear
              disabled={!server}
              data-testid="order-collaborators"
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Form.Item name="ccUserIds" label={t('orders.fields.cc')}>
          <UserPicker<number[]> multiple max={ORDER_CC_MAX} allowClear data-testid="order-cc" />
        </Form.Item>
      </Col>
    </Row>
  );
}
