import { useState } from 'react';
import { Input, Modal, Switch, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DESCRIPTION_MAX,
  PERSON_NAME_MAX,
  PROVIDER_NAME_MAX,
  TEAM_TYPES,
  providerCreateSchema,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import {
  PROVIDER_FIELDS,
  TEAMS_QUERY_KEY,
  addProvider,
  fetchTeamTree,
  updateProvider,
  type ProviderInput,
  type ProviderRow,
  type TeamNode,
} from '../api';
import { submitForm } from '../../../shell/submit';

interface Props {
  provider?: ProviderRow;
  onClose(): void;
  onDone(): void;
}

/** Only service-provider teams (type 3) can be linked to a provider company. */
interface PickNode {
  value: number;
  title: string;
  disabled: boolean;
  children: PickNode[];
}
const providerTeams = (nodes: TeamNode[]): PickNode[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: n.type !== TEAM_TYPES.provider,
    children: providerTeams(n.children),
  }));

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Adds or edits an outsourced provider company. */
export function ProviderFormModal({ provider, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<ProviderInput>();
  const [saving, setSaving] = useState(false);
  const teams = useQuery({ queryKey: TEAMS_QUERY_KEY, queryFn: fetchTeamTree });

  const save = async (v: ProviderInput) => {
    setSaving(true);
    const body: ProviderInput = {
      name: v.name,
      contactName: blankToNull(v.contactName),
      contactPhone: blankToNull(v.contactPhone),
      teamId: v.teamId ?? null,
      description: blankToNull(v.description),
      enabled: v.enabled,
    };
    const done = await submitForm(form, PROVIDER_FIELDS, () =>
      provider ? updateProvider(provider.id, body) : addProvider(body),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      title={t(provider ? 'organization.provider.editTitle' : 'organization.provider.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('organization.common.save')}
      cancelText={t('organization.common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={provider ?? { enabled: true }}
        onFinish={(v) => void save(v)}
        data-testid="provider-form"
      >
        <Form.Item
          name="name"
          label={t('organization.provider.name')}
          rules={rules.field(providerCreateSchema.shape.name, t('organization.provider.name'))}
        >
          <Input maxLength={PROVIDER_NAME_MAX} showCount data-testid="provider-name" />
        </Form.Item>
        <Form.Item name="contactName" label={t('organization.provider.contactName')}>
          <Input maxLength={PERSON_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={t('organization.provider.contactPhone')}
          rules={[{ pattern: /^\d{11}$/, message: t('organization.team.phoneInvalid') }]}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="teamId"
          label={t('organization.provider.team')}
          extra={t('organization.provider.teamHint')}
        >
          <TreeSelect allowClear treeDefaultExpandAll treeData={providerTeams(teams.data ?? [])} />
        </Form.Item>
        <Form.Item name="description" label={t('organization.team.description')}>
          <Input.TextArea maxLength={DESCRIPTION_MAX} showCount rows={3} />
        </Form.Item>
        <Form.Item name="enabled" label={t('organization.user.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
