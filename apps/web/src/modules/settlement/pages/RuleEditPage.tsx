import { useEffect } from 'react';
import { Button, Card, Input, InputNumber, Radio, Result, Select, Skeleton, Space, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  RULE_NAME_MAX,
  RULE_PRIORITY_DEFAULT,
  RULE_PRIORITY_MAX,
  RULE_PRIORITY_MIN,
  RULE_TARGETS,
  RULE_TARGET_LIST,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import {
  RULES_KEY,
  RULE_FIELDS,
  SETTLEMENT_KEY,
  fetchOptions,
  fetchRule,
  saveRule,
  type RuleInput,
} from '../api';
import { NEW_RULE, SETTLEMENT_PATHS } from '../paths';

type Values = Omit<RuleInput, 'id'>;
const DEFAULTS: Partial<Values> = {
  kind: 1,
  priority: RULE_PRIORITY_DEFAULT,
  enabled: true,
  mode: 2,
  serverRatio: 100,
  target: RULE_TARGETS.service,
  templateIds: [],
  serviceItemIds: [],
  partIds: [],
  partTypeIds: [],
  teamIds: [],
  userIds: [],
};

/** /personalSettlementSetDetail/:id (`new` for a new rule): one commission rule. */
export default function RuleEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const param = useParams().id;
  const id = param === NEW_RULE ? null : Number(param);
  const [form] = Form.useForm<Values>();
  const rule = useQuery({
    queryKey: [...RULES_KEY, 'detail', id],
    queryFn: () => fetchRule(id!),
    enabled: id !== null && Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  const options = useQuery({ queryKey: [...SETTLEMENT_KEY, 'options'], queryFn: fetchOptions });
  const kind = Form.useWatch('kind', form);
  const mode = Form.useWatch('mode', form);
  const target = Form.useWatch('target', form);
  const onParts = target === RULE_TARGETS.part;
  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data as unknown as Values);
  }, [rule.data, form]);
  if (id !== null && rule.isPending && rule.fetchStatus !== 'idle') return <Skeleton active />;
  if (id !== null && !rule.data) return <Result status="404" title={t('settlement.rules.notFound')} />;

  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    // a rule names the sources of its target only (the other lists are cleared)
    const sources = onParts ? { serviceItemIds: [] } : { partIds: [], partTypeIds: [] };
    const saved = await submitForm(form, RULE_FIELDS, () =>
      saveRule({ ...v, ...sources, ...(id ? { id } : {}) }),
    );
    if (saved) {
      showToast('success', t('settlement.rules.saved'));
      void queryClient.invalidateQueries({ queryKey: RULES_KEY });
      navigate(SETTLEMENT_PATHS.rules);
    }
  };
  const pick = (name: keyof Values, list: { id: number; name: string }[] | undefined, label: string) => (
    <Form.Item name={name} label={label} extra={t('settlement.rules.emptyAny')}>
      <Select
        mode="multiple"
        allowClear
        optionFilterProp="label"
        options={(list ?? []).map((o) => ({ value: o.id, label: o.name }))}
      />
    </Form.Item>
  );
  return (
    <Card title={t(id ? 'settlement.rules.edit' : 'settlement.rules.add')}>
      <Form form={form} layout="vertical" initialValues={DEFAULTS} style={{ maxWidth: 640 }}>
        <Form.Item
          name="name"
          label={t('settlement.rules.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={RULE_NAME_MAX} showCount data-testid="rule-name" />
        </Form.Item>
        <Form.Item name="kind" label={t('settlement.rules.kind')} rules={[{ required: true }]}>
          <Radio.Group
            options={([1, 2] as const).map((k) => ({ value: k, label: t(`settlement.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="priority"
          label={t('settlement.rules.priority')}
          extra={t('settlement.rules.priorityHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={RULE_PRIORITY_MIN} max={RULE_PRIORITY_MAX} precision={0} />
        </Form.Item>
        <Form.Item name="target" label={t('settlement.rules.target')} rules={[{ required: true }]}>
          <Radio.Group
            options={RULE_TARGET_LIST.map((k) => ({ value: k, label: t(`settlement.rules.targets.${k}`) }))}
            data-testid="rule-target"
          />
        </Form.Item>
        <Form.Item name="mode" label={t('settlement.rules.calc')} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 1, label: t('settlement.rules.fixed') },
              { value: 2, label: t(onParts ? 'settlement.rules.percentPart' : 'settlement.rules.percent') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t(mode === 1 ? 'settlement.rules.fixedValue' : 'settlement.rules.percentValue')}
          rules={[
            { required: true },
            { pattern: /^\d{1,13}(\.\d{1,2})?$/, message: t('settlement.rules.valueRule') },
          ]}
        >
          <Input inputMode="decimal" suffix={mode === 1 ? '¥' : '%'} data-testid="rule-value" />
        </Form.Item>
        {kind === 1 && (
          <Form.Item
            name="serverRatio"
            label={t('settlement.rules.serverRatio')}
            extra={t('settlement.rules.ratioHelp')}
          >
            <InputNumber min={0} max={100} precision={0} suffix="%" />
          </Form.Item>
        )}
        {pick('templateIds', options.data?.templates, t('settlement.rules.templates'))}
        {onParts ? (
          <>
            {pick('partIds', options.data?.parts, t('settlement.rules.parts'))}
            {pick('partTypeIds', options.data?.partTypes, t('settlement.rules.partTypes'))}
          </>
        ) : (
          pick('serviceItemIds', options.data?.serviceItems, t('settlement.rules.items'))
        )}
        {pick('teamIds', options.data?.teams, t('settlement.rules.teams'))}
        {pick('userIds', options.data?.users, t('settlement.rules.users'))}
        <Form.Item name="enabled" label={t('settlement.rules.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" onClick={() => void save()} data-testid="rule-save">
            {t('settlement.common.save')}
          </Button>
          <Button onClick={() => navigate(SETTLEMENT_PATHS.rules)}>{t('settlement.common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
