import { useState } from 'react';
import { Input, Modal, Radio, Spin, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DATA_SCOPES,
  ROLE_NAME_MAX,
  roleCreateSchema,
  type Locale,
  type PermissionGroup,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import {
  PERMISSION_TREE_QUERY_KEY,
  ROLE_FIELDS,
  addRole,
  fetchPermissionTree,
  updateRole,
  type RoleInput,
  type RoleRow,
} from '../api';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../hooks/useOrg';
import { checkedKeysOf, codesOfChecked, permissionTreeData } from '../tree';

interface Props {
  /** Edit this role; without it a custom role is created. */
  role?: RoleRow;
  onClose(): void;
  onDone(): void;
}

/** Name, data scope (all, team, personal) and permissions of a role, in a checkbox tree. */
export function RoleEditorModal({ role, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const locale = useLocale();
  const [form] = Form.useForm<RoleInput>();
  const [saving, setSaving] = useState(false);
  const tree = useQuery({
    queryKey: PERMISSION_TREE_QUERY_KEY,
    queryFn: fetchPermissionTree,
    staleTime: Infinity,
  });
  const groups = tree.data ?? [];

  const save = async (values: RoleInput) => {
    setSaving(true);
    const body: RoleInput = { ...values, permissions: codesOfChecked(groups, values.permissions ?? []) };
    const done = await submitForm(form, ROLE_FIELDS, () =>
      role ? updateRole(role.id, body) : addRole(body),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      title={t(role ? 'organization.role.editTitle' : 'organization.role.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('organization.common.save')}
      cancelText={t('organization.common.cancel')}
      destroyOnHidden
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: role?.name ?? '',
          dataScope: role?.dataScope ?? DATA_SCOPES.personal,
          permissions: role?.permissions ?? [],
        }}
        onFinish={(v) => void save(v)}
        data-testid="role-form"
      >
        <Form.Item
          name="name"
          label={t('organization.role.name')}
          rules={rules.field(roleCreateSchema.shape.name, t('organization.role.name'))}
        >
          <Input maxLength={ROLE_NAME_MAX} showCount data-testid="role-name" />
        </Form.Item>
        <Form.Item name="dataScope" label={t('organization.role.dataScope')}>
          <Radio.Group
            options={[
              { value: DATA_SCOPES.all, label: t('organization.role.scopes.1') },
              { value: DATA_SCOPES.team, label: t('organization.role.scopes.2') },
              { value: DATA_SCOPES.personal, label: t('organization.role.scopes.3') },
            ]}
          />
        </Form.Item>
        <Form.Item name="permissions" label={t('organization.role.permissions')}>
          <PermissionTreeField groups={groups} locale={locale} loading={tree.isPending} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface FieldProps {
  groups: PermissionGroup[];
  locale: Locale;
  loading: boolean;
  value?: string[];
  onChange?(codes: string[]): void;
}

/** The permission codes as a form field: groups as parents, codes as checkable leaves. */
function PermissionTreeField({ groups, locale, loading, value = [], onChange }: FieldProps) {
  return (
    <Spin spinning={loading}>
      <div
        style={{
          maxHeight: 360,
          overflow: 'auto',
          border: '1px solid rgba(0,0,0,0.08)',
          borderRadius: 6,
          padding: 8,
        }}
      >
        <Tree
          checkable
          selectable={false}
          treeData={permissionTreeData(groups, locale)}
          checkedKeys={checkedKeysOf(groups, value)}
          onCheck={(keys) => onChange?.((Array.isArray(keys) ? keys : keys.checked).map(String))}
          data-testid="permission-tree"
        />
      </div>
    </Spin>
  );
}
