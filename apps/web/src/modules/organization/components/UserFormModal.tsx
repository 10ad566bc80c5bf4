import { useEffect, useState } from 'react';
import { Input, Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX, PERSON_NAME_MAX, VALIDATION_MESSAGES, userCreateSchema } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { USER_FIELDS, USER_QUERY_KEY, addUser, fetchUser, updateUser, type UserInput } from '../api';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../hooks/useOrg';
import { DepartmentPicker, PersonTagsPicker, RolesPicker, TeamsPicker } from './pickers';

interface Props {
  /** Edit this user; without it a new user is added. */
  userId?: number;
  /** The department a new user starts in. */
  departmentId?: number;
  onClose(): void;
  /** `initialPassword` when the server generated one for a new user. */
  onDone(initialPassword?: string): void;
}

/** Adds or edits a user: name, phone, department, roles, teams and person tags. */
export function UserFormModal({ userId, departmentId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const locale = useLocale();
  const [form] = Form.useForm<UserInput>();
  const [saving, setSaving] = useState(false);
  const editing = userId !== undefined;
  const detail = useQuery({
    queryKey: [USER_QUERY_KEY, userId],
    queryFn: () => fetchUser(userId!),
    enabled: editing,
  });

  useEffect(() => {
    if (!detail.data) return;
    const u = detail.data;
    form.setFieldsValue({
      name: u.name,
      phone: u.phone,
      email: u.email ?? '',
      departmentId: u.departmentId,
      roleIds: u.roles.map((r) => r.id),
      teamIds: u.teams.map((x) => x.id),
      tagIds: u.tags.map((x) => x.id),
    });
  }, [detail.data, form]);

  const save = async (values: UserInput) => {
    setSaving(true);
    const body = { ...values, password: values.password || undefined };
    // an edit changes the profile only; the password has its own call
    const { password: _password, ...profile } = body;
    const result = await submitForm(form, USER_FIELDS, () =>
      editing ? updateUser(userId, profile) : addUser(body),
    );
    setSaving(false);
    if (result === undefined) return;
    onDone(result && 'initialPassword' in result ? result.initialPassword : undefined);
  };
  const s = userCreateSchema.shape;

  return (
    <Modal
      open
      title={t(editing ? 'organization.user.editTitle' : 'organization.user.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('organization.common.save')}
      cancelText={t('organization.common.cancel')}
      destroyOnHidden
      width={560}
    >
      <Spin spinning={editing && detail.isPending}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ departmentId, roleIds: [], teamIds: [], tagIds: [] }}
          onFinish={(v) => void save(v)}
          data-testid="user-form"
        >
          <Form.Item
            name="name"
            label={t('organization.user.name')}
            rules={rules.field(s.name, t('organization.user.name'))}
          >
            <Input maxLength={PERSON_NAME_MAX} showCount data-testid="user-name" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('organization.user.phone')}
            rules={rules.field(s.phone, t('organization.user.phone'))}
          >
            <Input maxLength={11} inputMode="numeric" data-testid="user-phone" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('organization.user.email')}
            extra={t('organization.user.emailHint')}
            // optional: the schema's check without the required rule
            rules={rules.field(s.email, t('organization.user.email')).slice(1)}
          >
            <Input type="email" maxLength={EMAIL_MAX} showCount data-testid="user-email" />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('organization.user.department')}
            rules={rules.field(s.departmentId, t('organization.user.department'))}
          >
            <DepartmentPicker />
          </Form.Item>
          <Form.Item
            name="roleIds"
            label={t('organization.user.roles')}
            rules={rules.field(s.roleIds, t('organization.user.roles'))}
          >
            <RolesPicker />
          </Form.Item>
          <Form.Item name="teamIds" label={t('organization.user.teams')}>
            <TeamsPicker />
          </Form.Item>
          <Form.Item name="tagIds" label={t('organization.user.tags')}>
            <PersonTagsPicker />
          </Form.Item>
          {!editing && (
            <Form.Item
              name="password"
              label={t('organization.user.password')}
              extra={t('organization.user.passwordHint')}
              rules={[
                {
                  validator: async (_r, value: string | undefined) => {
                    if (!value) return;
                    if (!s.password.safeParse(value).success)
                      throw new Error(VALIDATION_MESSAGES.passwordWeak[locale]);
                  },
                },
              ]}
            >
              <Input.Password autoComplete="new-password" data-testid="user-password" />
            </Form.Item>
          )}
        </Form>
      </Spin>
    </Modal>
  );
}
