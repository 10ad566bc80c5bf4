import { useEffect } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  FORM_KINDS,
  SLA_MINUTES_MAX,
  SLA_OBJECT_KINDS,
  SLA_POLICY_NAME_MAX,
  SLA_PRIORITIES,
  SLA_PRIORITY_LABELS,
  SLA_RANK_MAX,
  SLA_RANK_MIN,
  SLA_STEPS,
  type SlaObjectKind,
  type SlaStep,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { validateForm } from '../../../shell/form-failure';
import { useLocale } from '../../../shell/useLocale';
import { useTemplates } from '../../forms';
import { POLICIES_KEY, POLICY_FIELDS, fetchPolicy, savePolicy, type PolicyInput } from '../api';
import { NEW_POLICY, SLA_PATHS } from '../paths';
import { MatchPickers } from '../components/MatchPickers';

type Values = Omit<PolicyInput, 'id'>;
const DEFAULTS: Partial<Values> = {
  objectKind: 'order',
  enabled: true,
  rank: 100,
  useCalendar: false,
  priorities: [],
  templateIds: [],
  customerIds: [],
  customerTagIds: [],
  productIds: [],
  maintenanceContractIds: [],
  salesContractIds: [],
  steps: [{ step: 'accept', minutes: 60, timeoutMinutes: 0, warnMinutes: 10 }],
};
const minutes = (label: string, name: number, field: string, min = 0) => (
  <Form.Item name={[name, field]} label={label} rules={[{ required: true }]} style={{ marginBottom: 8 }}>
    <InputNumber min={min} max={SLA_MINUTES_MAX} precision={0} style={{ width: 130 }} />
  </Form.Item>
);

/**
 * /slaManage/SLA/:id/:name (`new` for a new policy): what the policy governs (orders or events, by
 * template, priority P1-P3, customer, customer tag, equipment product, contracts in force), its rule
 * priority, whether only working hours count, and per step the timeliness, the time-out and the
 * warning before it.
 */
export default function PolicyEditPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const param = useParams().id;
  const id = param === NEW_POLICY ? null : Number(param);
  const [form] = Form.useForm<Values>();
  const policy = useQuery({
    queryKey: [...POLICIES_KEY, 'detail', id],
    queryFn: () => fetchPolicy(id!),
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  const kind = (Form.useWatch('objectKind', form) as SlaObjectKind | undefined) ?? 'order';
  const templates = useTemplates(kind === 'order' ? FORM_KINDS.order : FORM_KINDS.event);
  useEffect(() => {
    if (policy.data) form.setFieldsValue(policy.data as unknown as Values);
  }, [policy.data, form]);

  if (id !== null && policy.isPending && policy.fetchStatus !== 'idle') return <Skeleton active />;
  if (id !== null && !policy.data) return <Result status="404" title={t('sla.policies.notFound')} />;

  const steps = SLA_STEPS.filter((s) => kind === 'order' || s !== 'arrive');
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const saved = await submitForm(form, POLICY_FIELDS, () => savePolicy({ ...v, ...(id ? { id } : {}) }));
    if (saved) {
      showToast('success', t('sla.policies.saved'));
      void queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
      navigate(SLA_PATHS.manage);
    }
  };

  return (
    <Card title={t(id ? 'sla.policies.edit' : 'sla.policies.add')} style={{ maxWidth: 860 }}>
      <Form form={form} layout="vertical" initialValues={DEFAULTS} data-testid="sla-policy-form">
        <Form.Item name="name" label={t('sla.policies.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={SLA_POLICY_NAME_MAX} showCount />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="objectKind" label={t('sla.policies.objectKind')} rules={[{ required: true }]}>
            <Radio.Group
              options={SLA_OBJECT_KINDS.map((k) => ({ value: k, label: t(`sla.objectKinds.${k}`) }))}
              onChange={() => form.setFieldValue('templateIds', [])}
            />
          </Form.Item>
          <Form.Item name="enabled" label={t('sla.policies.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="rank"
            label={t('sla.policies.rank')}
            extra={t('sla.policies.rankHelp')}
            rules={[{ required: true }]}
          >
            <InputNumber min={SLA_RANK_MIN} max={SLA_RANK_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="useCalendar" label={t('sla.policies.useCalendar')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Typography.Title level={5}>{t('sla.policies.matching')}</Typography.Title>
        <Form.Item name="templateIds" label={t('sla.policies.templates')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('sla.policies.any')}
            loading={templates.isPending}
            options={(templates.data?.list ?? []).map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
        <Form.Item name="priorities" label={t('sla.policies.priorities')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('sla.policies.any')}
            options={SLA_PRIORITIES.map((p) => ({ value: p, label: SLA_PRIORITY_LABELS[p][locale] }))}
            data-testid="sla-priorities"
          />
        </Form.Item>
        <MatchPickers />
        <Typography.Title level={5}>{t('sla.policies.steps')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('sla.policies.stepsHelp')}</Typography.Paragraph>
        <Form.List name="steps">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="end" wrap data-testid="sla-step-row">
                  <Form.Item
                    name={[field.name, 'step']}
                    label={t('sla.policies.step')}
                    rules={[{ required: true }]}
                    style={{ marginBottom: 8 }}
                  >
                    <Select
                      style={{ width: 130 }}
                      options={steps.map((s: SlaStep) => ({ value: s, label: t(`sla.steps.${s}`) }))}
                    />
                  </Form.Item>
                  {minutes(t('sla.policies.minutes'), field.name, 'minutes', 1)}
                  {minutes(t('sla.policies.timeoutMinutes'), field.name, 'timeoutMinutes')}
                  {minutes(t('sla.policies.warnMinutes'), field.name, 'warnMinutes')}
                  {fields.length > 1 && (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('sla.common.delete')}
                      onClick={() => remove(field.name)}
                      style={{ marginBottom: 8 }}
                    />
                  )}
                </Space>
              ))}
              {fields.length < steps.length && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({
                      step: steps.find(
                        (s) => !form.getFieldValue('steps')?.some((x: { step: string }) => x.step === s),
                      ),
                      minutes: 60,
                      timeoutMinutes: 0,
                      warnMinutes: 0,
                    })
                  }
                  data-testid="sla-step-add"
                >
                  {t('sla.policies.addStep')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Space>
            <Button onClick={() => navigate(SLA_PATHS.manage)}>{t('sla.common.cancel')}</Button>
            <Button type="primary" onClick={() => void save()} data-testid="sla-policy-save">
              {t('sla.common.save')}
            </Button>
          </Space>
        </Flex>
      </Form>
    </Card>
  );
}
