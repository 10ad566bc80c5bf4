import { useState } from 'react';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { MessageOutlined, PhoneOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ORDER_PRIORITY_LABELS, type OrderPriority } from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';
import { orderDetailPath } from '../../orders';
import { RETURN_VISITS_KEY, TASKS_KEY, fetchTask } from '../api';
import { FollowUpModal } from '../components/FollowUpModal';
import { SmsModal } from '../components/SmsModal';
import { VisitForm } from '../components/VisitForm';
import { VisitStateTag, useVisitTypeText } from '../components/labels';

const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');

/**
 * /returnVisitOrder/ReturnVisitTaskDetail/:taskId: the order and its contact (call, text), the visit
 * form with pass or fail, and for a failed visit its follow-up order.
 */
export default function TaskDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeText = useVisitTypeText();
  const queryClient = useQueryClient();
  const id = Number(useParams().taskId);
  const [dialog, setDialog] = useState<'sms' | 'followUp' | null>(null);
  const key = [...RETURN_VISITS_KEY, 'task', id];
  const found = useQuery({
    queryKey: key,
    queryFn: () => fetchTask(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['badges'] });
  };
  if (found.isPending && found.fetchStatus !== 'idle') return <Skeleton active />;
  const task = found.data;
  if (!task) return <Result status="404" title={t('returnVisits.detail.notFound')} />;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card
          title={t('returnVisits.detail.orderCard')}
          extra={<VisitStateTag state={task.state} />}
          data-testid="visit-order-card"
        >
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('returnVisits.fields.orderNo')}>
              <Link to={orderDetailPath(task.orderId)}>{task.orderNo}</Link>
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.orderTitle')}>
              {task.orderTitle}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.customer')}>
              {task.customerName || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.contact')}>
              {[task.contactName, task.contactPhone].filter(Boolean).join(' ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.priority')}>
              {ORDER_PRIORITY_LABELS[task.priority as OrderPriority]?.[locale] ?? task.priority}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.server')}>
              {task.server?.name ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.visitType')}>
              {typeText(task.visitType)}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.plan')}>
              {task.planName ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.visitor')}>
              {task.visitor?.name ?? t('returnVisits.list.anyone')}
            </Descriptions.Item>
            <Descriptions.Item label={t('returnVisits.fields.dueAt')}>
              {when(task.dueAt)} {task.overdue && <Tag color="warning">{t('returnVisits.list.overdue')}</Tag>}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap style={{ marginTop: 12 }}>
            {task.contactPhone ? (
              <Button icon={<PhoneOutlined />} href={`tel:${task.contactPhone}`} data-testid="visit-call">
                {t('returnVisits.detail.call')}
              </Button>
            ) : (
              <Typography.Text type="secondary">{t('returnVisits.detail.noPhone')}</Typography.Text>
            )}
            {task.contactPhone && task.canSubmit && (
              <Button icon={<MessageOutlined />} onClick={() => setDialog('sms')} data-testid="visit-sms">
                {t('returnVisits.detail.sms')}
              </Button>
            )}
            <Link to={orderDetailPath(task.orderId)}>
              <Button type="link">{t('returnVisits.detail.viewOrder')}</Button>
            </Link>
          </Space>
          {task.smsCount > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('returnVisits.detail.smsSent', { count: task.smsCount })}
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          title={t('returnVisits.detail.visitCard')}
          extra={
            task.followUpOrderId ? (
              <Link to={orderDetailPath(task.followUpOrderId)} data-testid="visit-follow-up-link">
                {t('returnVisits.detail.followUpLink', { orderNo: task.followUpOrderNo })}
              </Link>
            ) : task.canFollowUp ? (
              <Button
                icon={<PlusOutlined />}
                onClick={() => setDialog('followUp')}
                data-testid="visit-follow-up"
              >
                {t('returnVisits.detail.followUp')}
              </Button>
            ) : null
          }
        >
          <VisitForm task={task} onSubmitted={refresh} />
        </Card>
      </Col>
      {dialog === 'sms' && (
        <SmsModal
          task={task}
          onClose={() => setDialog(null)}
          onSent={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
      {dialog === 'followUp' && (
        <FollowUpModal
          task={task}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </Row>
  );
}
