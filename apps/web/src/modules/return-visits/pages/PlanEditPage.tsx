import { useEffect } from 'react';
import { Button, Card, Flex, InputNumber, Input, Radio, Result, Select, Skeleton, Space, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  FORM_KINDS,
  ORDER_PRIORITY_LABELS,
  PLAN_DUE_DAYS_MAX,
  PLAN_NAME_MAX,
  PLAN_SAMPLE_COUNT_MAX,
  PLAN_VISIT_TYPES,
  SAMPLE_MODES,
  type OrderPriority,
  type SampleMode,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { showToast } from '../../../shell/notify';
import { useGatedFeature } from '../../../shell/paid';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { useTemplates } from '../../forms';
import { PLANS_KEY, PLAN_FIELDS, fetchPlan, fetchVisitors, savePlan, type PlanInput } from '../api';
import { useVisitTypeText } from '../components/labels';
import { NEW_PLAN, RETURN_VISIT_PATHS } from '../paths';
import { validateForm } from '../../../shell/form-failure';

type Values = Omit<PlanInput, 'id'>;
const DEFAULTS: Partial<Values> = {
  enabled: true,
  visitType: 1,
  sampleMode: 'all',
  templateIds: [],
  priorities: [],
  visitorIds: [],
  dueDays: 3,
};

/**
 * /returnVisitPlan/edit/:id (`new` for a new plan): when visits are created (after completion or
 * evaluation), for which templates and priorities, every order or a sample (ratio or a number per
 * day), and who visits (several designated visitors only on a paid plan).
 */
export default function PlanEditPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const typeText = useVisitTypeText();
  const param = useParams().id;
  const id = param === NEW_PLAN ? null : Number(param);
  const [form] = Form.useForm<Values>();
  const visitorsGate = useGatedFeature('returnVisitors');
  const plan = useQuery({
    queryKey: [...PLANS_KEY, 'detail', id],
    queryFn: () => fetchPlan(id!),
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  const templates = useTemplates(FORM_KINDS.order);
  const visitors = useQuery({ queryKey: [...PLANS_KEY, 'visitors'], queryFn: fetchVisitors });
  const mode = Form.useWatch('sampleMode', form) as SampleMode | undefined;
  useEffect(() => {
    if (plan.data) form.setFieldsValue(plan.data as unknown as Values);
  }, [plan.data, form]);

  if (id !== null && plan.isPending && plan.fetchStatus !== 'idle') return <Skeleton active />;
  if (id !== null && !plan.data) return <Result status="404" title={t('returnVisits.plans.notFound')} />;

  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const saved = await submitForm(form, PLAN_FIELDS, () => savePlan({ ...v, ...(id ? { id } : {}) }));
    if (saved) {
      showToast('success', t('returnVisits.plans.saved'));
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      navigate(RETURN_VISIT_PATHS.orders);
    }
  };

  return (
    <Card title={t(id ? 'returnVisits.plans.edit' : 'returnVisits.plans.add')} style={{ maxWidth: 760 }}>
      <Form form={form} layout="vertical" initialValues={DEFAULTS} data-testid="plan-form">
        <Form.Item
          name="name"
          label={t('returnVisits.plans.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={PLAN_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="enabled" label={t('returnVisits.plans.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="visitType" label={t('returnVisits.plans.visitType')} rules={[{ required: true }]}>
          <Radio.Group options={PLAN_VISIT_TYPES.map((v) => ({ value: v, label: typeText(v) }))} />
        </Form.Item>
        <Form.Item name="templateIds" label={t('returnVisits.plans.templates')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('returnVisits.plans.allTemplates')}
            loading={templates.isPending}
            options={(templates.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
        <Form.Item name="priorities" label={t('returnVisits.plans.priorities')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('returnVisits.plans.allPriorities')}
            options={([1, 2, 3] as OrderPriority[]).map((p) => ({
              value: p,
              label: ORDER_PRIORITY_LABELS[p][locale],
            }))}
          />
        </Form.Item>
        <Form.Item name="sampleMode" label={t('returnVisits.plans.sampleMode')} rules={[{ required: true }]}>
          <Radio.Group
            options={SAMPLE_MODES.map((m) => ({ value: m, label: t(`returnVisits.plans.sampleModes.${m}`) }))}
          />
        </Form.Item>
        {mode === 'ratio' && (
          <Form.Item name="sampleRatio" label={t('returnVisits.plans.ratio')} rules={[{ required: true }]}>
            <InputNumber min={1} max={100} precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
        {mode === 'count' && (
          <Form.Item name="sampleCount" label={t('returnVisits.plans.count')} rules={[{ required: true }]}>
            <InputNumber min={1} max={PLAN_SAMPLE_COUNT_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
        )}
        <Form.Item
          name="visitorIds"
          label={t('returnVisits.plans.visitors')}
          extra={t('returnVisits.plans.visitorsHelp')}
        >
          <Select
            mode="multiple"
            allowClear
            placeholder={t('returnVisits.list.anyone')}
            loading={visitors.isPending}
            optionFilterProp="label"
            options={(visitors.data ?? []).map((u) => ({ value: u.id, label: `${u.name} ${u.phone}` }))}
            onChange={(next: number[]) => {
              // several designated visitors are a paid feature: the free tier gets the upgrade notice
              if (next.length > 1 && visitorsGate.blocked) {
                visitorsGate.notify();
                form.setFieldValue('visitorIds', next.slice(0, 1));
              }
            }}
          />
        </Form.Item>
        <Form.Item name="dueDays" label={t('returnVisits.plans.dueDays')} rules={[{ required: true }]}>
          <InputNumber min={1} max={PLAN_DUE_DAYS_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Flex justify="flex-end">
          <Space>
            <Button onClick={() => navigate(RETURN_VISIT_PATHS.orders)}>
              {t('returnVisits.common.cancel')}
            </Button>
            <Button type="primary" onClick={() => void save()} data-testid="plan-save">
              {t('returnVisits.common.save')}
            </Button>
          </Space>
        </Flex>
      </Form>
    </Card>
  );
}
