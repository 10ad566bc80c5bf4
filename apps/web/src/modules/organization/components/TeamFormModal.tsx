import { useEffect, useState } from 'react';
import { Button, Flex, Input, Modal, Select, Spin, TreeSelect } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MAX,
  AREA_PART_MAX,
  DESCRIPTION_MAX,
  PERSON_NAME_MAX,
  TEAM_AREAS_MAX,
  TEAM_NAME_MAX,
  TEAM_TYPE_NAMES,
  teamCreateSchema,
  type TeamType,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { TEAM_FIELDS, addTeam, fetchTeam, updateTeam, type TeamInput, type TeamNode } from '../api';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../hooks/useOrg';
import { teamParentTree } from '../tree';

interface Props {
  teamId?: number;
  parentId?: number;
  tree: TeamNode[];
  onClose(): void;
  onDone(): void;
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** Adds or edits a service team: name, type, parent, service areas, pickup details, description. */
export function TeamFormModal({ teamId, parentId, tree, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useFieldRules();
  const [form] = Form.useForm<TeamInput>();
  const [saving, setSaving] = useState(false);
  const editing = teamId !== undefined;
  const detail = useQuery({
    queryKey: ['serviceGroup', 'detail', teamId],
    queryFn: () => fetchTeam(teamId!),
    enabled: editing,
  });
  const s = teamCreateSchema.shape;

  useEffect(() => {
    if (detail.data) form.setFieldsValue(detail.data);
  }, [detail.data, form]);

  const save = async (values: TeamInput) => {
    setSaving(true);
    const body: TeamInput = {
      ...values,
      parentId: values.parentId ?? null,
      areas: (values.areas ?? []).map((a) => ({
        province: a.province.trim(),
        ...(a.city?.trim() ? { city: a.city.trim() } : {}),
        ...(a.region?.trim() ? { region: a.region.trim() } : {}),
      })),
      pickupAddress: blankToNull(values.pickupAddress),
      recipient: blankToNull(values.recipient),
      pickupPhone: blankToNull(values.pickupPhone),
      description: blankToNull(values.description),
    };
    const done = await submitForm(form, TEAM_FIELDS, () =>
      editing ? updateTeam(teamId, body) : addTeam(body),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      title={t(editing ? 'organization.team.editTitle' : 'organization.team.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('organization.common.save')}
      cancelText={t('organization.common.cancel')}
      destroyOnHidden
      width={640}
    >
      <Spin spinning={editing && detail.isPending}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ type: 1, parentId, areas: [] }}
          onFinish={(v) => void save(v)}
          data-testid="team-form"
        >
          <Flex gap={12}>
            <Form.Item
              name="name"
              label={t('organization.team.name')}
              rules={rules.field(s.name, t('organization.team.name'))}
              style={{ flex: 2 }}
            >
              <Input maxLength={TEAM_NAME_MAX} showCount data-testid="team-name" />
            </Form.Item>
            <Form.Item
              name="type"
              label={t('organization.team.type')}
              rules={rules.field(s.type, t('organization.team.type'))}
              style={{ flex: 1 }}
            >
              <Select<TeamType>
                options={([1, 2, 3] as TeamType[]).map((v) => ({
                  value: v,
                  label: TEAM_TYPE_NAMES[v][locale],
                }))}
              />
            </Form.Item>
          </Flex>
          <Form.Item
            name="parentId"
            label={t('organization.team.parent')}
            extra={t('organization.team.levelHint')}
          >
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              treeData={teamParentTree(tree, teamId)}
              placeholder={t('organization.team.topLevel')}
            />
          </Form.Item>
          <Form.Item label={t('organization.team.areas')}>
            <Form.List name="areas">
              {(fields, { add, remove }) => (
                <Flex vertical gap={8}>
                  {fields.map((field) => (
                    <Flex key={field.key} gap={8} align="flex-start">
                      <Form.Item
                        name={[field.name, 'province']}
                        noStyle
                        rules={[
                          {
                            required: true,
                            whitespace: true,
                            message: t('organization.team.provinceRequired'),
                          },
                        ]}
                      >
                        <Input
                          maxLength={AREA_PART_MAX}
                          showCount
                          placeholder={t('organization.team.province')}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'city']} noStyle>
                        <Input
                          maxLength={AREA_PART_MAX}
                          showCount
                          placeholder={t('organization.team.city')}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'region']} noStyle>
                        <Input
                          maxLength={AREA_PART_MAX}
                          showCount
                          placeholder={t('organization.team.region')}
                        />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        aria-label={t('organization.common.delete')}
                      />
                    </Flex>
                  ))}
                  {fields.length < TEAM_AREAS_MAX && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ province: '' })}>
                      {t('organization.team.addArea')}
                    </Button>
                  )}
                </Flex>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item name="pickupAddress" label={t('organization.team.pickupAddress')}>
            <Input maxLength={ADDRESS_MAX} showCount />
          </Form.Item>
          <Flex gap={12}>
            <Form.Item name="recipient" label={t('organization.team.recipient')} style={{ flex: 1 }}>
              <Input maxLength={PERSON_NAME_MAX} showCount />
            </Form.Item>
            <Form.Item
              name="pickupPhone"
              label={t('organization.team.pickupPhone')}
              style={{ flex: 1 }}
              rules={[{ pattern: /^\d{11}$/, message: t('organization.team.phoneInvalid') }]}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Flex>
          <Form.Item name="description" label={t('organization.team.description')}>
            <Input.TextArea maxLength={DESCRIPTION_MAX} showCount rows={3} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
