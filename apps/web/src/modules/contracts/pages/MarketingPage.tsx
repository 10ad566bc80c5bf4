import { useState } from 'react';
import { Alert, Button, Card, Modal, Radio, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { MARKETING_BATCH_MAX, MARKETING_DAILY_MAX } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import {
  CONTRACTS_KEY,
  fetchMarketingCampaigns,
  fetchMarketingTemplates,
  fetchPlanCustomers,
  fetchServicePlan,
  previewMarketing,
  sendMarketing,
  type MarketingCampaign,
  type MarketingPreview,
  type PlanCustomer,
} from '../api';
import { servicePlanPath } from '../paths';

const MARKETING_KEY = [...CONTRACTS_KEY, 'marketing'] as const;

/**
 * /cyclePlan/SMSmarketing/:id: an SMS to the plan's customers (all, or those chosen) with a passed
 * marketing template, through the SMS module (signature, balance, send log). Sending first asks the
 * server how many would receive it (customers without a mobile are skipped) and shows it for
 * confirmation; the send carries that count and is refused if it changed. At most 200 a user a day.
 * Below: the campaigns sent from this plan.
 */
export default function MarketingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const [audience, setAudience] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<PlanCustomer[]>([]);
  const [templateId, setTemplateId] = useState<number>();
  const [confirm, setConfirm] = useState<MarketingPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = useQuery({
    queryKey: [...CONTRACTS_KEY, 'servicePlan', id],
    queryFn: () => fetchServicePlan(id),
    retry: false,
  });
  const templates = useQuery({ queryKey: [...MARKETING_KEY, 'templates'], queryFn: fetchMarketingTemplates });
  if (plan.isLoading) return <Skeleton active />;
  if (!plan.data) return <Result status="404" title={t('contracts.notFound')} />;
  const template = templates.data?.find((x) => x.id === templateId);
  const customerIds = audience === 'chosen' ? chosen.map((c) => c.id) : undefined;
  const tooMany = audience === 'chosen' && chosen.length > MARKETING_BATCH_MAX;

  const ask = async () => {
    setBusy(true);
    try {
      const r = await previewMarketing({ planId: id, customerIds });
      if (!isCancel(r)) setConfirm(r);
    } catch {
      // the request shell showed why
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    if (!confirm || !templateId) return;
    setBusy(true);
    try {
      const r = await sendMarketing({ planId: id, customerIds, templateId, expected: confirm.recipients });
      if (isCancel(r)) return;
      showToast('success', t('contracts.marketing.sent', { n: r.queued }));
      setConfirm(null);
      void queryClient.invalidateQueries({ queryKey: MARKETING_KEY });
    } catch {
      setConfirm(null);
    } finally {
      setBusy(false);
    }
  };

  const customerColumns: DataColumn<PlanCustomer>[] = [
    { key: 'name', title: t('contracts.fields.customer'), dataIndex: 'name' },
    { key: 'contactName', title: t('contracts.servicePlans.contact'), dataIndex: 'contactName', width: 160 },
    { key: 'phone', title: t('contracts.servicePlans.phone'), dataIndex: 'phone', width: 160 },
  ];
  const campaignColumns: DataColumn<MarketingCampaign>[] = [
    {
      key: 'createdAt',
      title: t('contracts.marketing.sentAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => new Date(v).toLocaleString(),
    },
    { key: 'userName', title: t('contracts.marketing.sender'), dataIndex: 'userName', width: 120 },
    {
      key: 'content',
      title: t('contracts.marketing.template'),
      dataIndex: 'content',
      render: (v: string | null) => v ?? t('contracts.marketing.templateGone'),
    },
    { key: 'chosen', title: t('contracts.marketing.chosen'), dataIndex: 'chosen', width: 100 },
    { key: 'skipped', title: t('contracts.marketing.skipped'), dataIndex: 'skipped', width: 100 },
    { key: 'queued', title: t('contracts.marketing.queued'), dataIndex: 'queued', width: 100 },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t('contracts.marketing.title', { name: plan.data.name })}
        extra={<Link to={servicePlanPath(id)}>{t('contracts.marketing.back')}</Link>}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('contracts.marketing.hint', { max: MARKETING_DAILY_MAX })}
          </Typography.Text>
          <Space wrap>
            <span>{t('contracts.marketing.template')}</span>
            <Select
              style={{ minWidth: 360 }}
              loading={templates.isLoading}
              value={templateId}
              onChange={setTemplateId}
              placeholder={t('contracts.marketing.pickTemplate')}
              data-testid="marketing-template"
              options={(templates.data ?? []).map((x) => ({
                value: x.id,
                label: `${t(`contracts.marketing.locales.${x.locale}`, { defaultValue: x.locale })} · ${x.content}`,
              }))}
            />
          </Space>
          {templates.data && !templates.data.length && (
            <Alert type="info" showIcon message={t('contracts.marketing.noTemplate')} />
          )}
          {template && (
            <Typography.Paragraph data-testid="marketing-template-text" style={{ marginBottom: 0 }}>
              {template.content}
            </Typography.Paragraph>
          )}
          <Radio.Group
            value={audience}
            onChange={(e) => setAudience(e.target.value as 'all' | 'chosen')}
            data-testid="marketing-audience"
          >
            <Radio value="all">{t('contracts.marketing.all', { n: plan.data.customersReached ?? 0 })}</Radio>
            <Radio value="chosen">{t('contracts.marketing.chosenOnly', { n: chosen.length })}</Radio>
          </Radio.Group>
          {audience === 'chosen' && (
            <DataTable<PlanCustomer, { id: number }>
              tableId="marketingCustomers"
              queryKey={[...MARKETING_KEY, 'customers']}
              fetchPage={fetchPlanCustomers}
              conditions={{ id }}
              columns={customerColumns}
              rowKey="id"
              onSelect={setChosen}
            />
          )}
          {tooMany && (
            <Alert
              type="warning"
              showIcon
              message={t('contracts.marketing.tooMany', { max: MARKETING_BATCH_MAX })}
            />
          )}
          <Button
            type="primary"
            loading={busy && !confirm}
            disabled={!templateId || tooMany || (audience === 'chosen' && !chosen.length)}
            onClick={() => void ask()}
            data-testid="marketing-send"
          >
            {t('contracts.marketing.send')}
          </Button>
        </Space>
      </Card>
      <Card title={t('contracts.marketing.history')}>
        <DataTable<MarketingCampaign, { planId: number }>
          tableId="marketingCampaigns"
          queryKey={[...MARKETING_KEY, 'campaigns']}
          fetchPage={fetchMarketingCampaigns}
          conditions={{ planId: id }}
          columns={campaignColumns}
          rowKey="id"
        />
      </Card>
      <Modal
        open={!!confirm}
        title={t('contracts.marketing.confirmTitle')}
        okText={t('contracts.marketing.confirmOk')}
        okButtonProps={{ disabled: !confirm?.recipients, loading: busy, id: 'marketing-confirm' }}
        onOk={() => void send()}
        onCancel={() => setConfirm(null)}
      >
        {confirm && (
          <Space direction="vertical" data-testid="marketing-confirm-text">
            <span>{t('contracts.marketing.willReceive', { n: confirm.recipients })}</span>
            {confirm.skipped > 0 && <span>{t('contracts.marketing.willSkip', { n: confirm.skipped })}</span>}
            <Typography.Text type="secondary">
              {t('contracts.marketing.leftToday', { n: confirm.leftToday, max: MARKETING_DAILY_MAX })}
            </Typography.Text>
            {confirm.recipients > confirm.leftToday && (
              <Alert type="warning" showIcon message={t('contracts.marketing.overLimit')} />
            )}
          </Space>
        )}
      </Modal>
    </Space>
  );
}
