import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { userPasswordSchema } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { PASSWORD_FIELDS, resetUserPassword, type UserRow } from '../api';
import { submitForm } from '../../../shell/submit';

/** An administrator sets a new password for a user; the user's sessions end. */
export function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose(): void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const [saving, setSaving] = useState(false);
  const label = t('organization.user.newPassword');

  const save = async (values: { password: string; confirmPassword: string }) => {
    setSaving(true);
    const done = await submitForm(form, PASSWORD_FIELDS, () => resetUserPassword(user.id, values));
    setSaving(false);
    if (done === undefined) return;
    showToast('success', t('organization.user.passwordReset'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('organization.user.resetPasswordTitle', { name: user.name })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('organization.common.save')}
      cancelText={t('organization.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Form.Item
          name="password"
          label={label}
          rules={rules.field(userPasswordSchema.shape.password, label)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('organization.user.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('organization.user.confirmRequired') },
            rules.match('password'),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
