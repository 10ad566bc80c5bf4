import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, changePasswordSchema } from '@fieldline/domain';
import { Form } from '../../components/Form';
import { showFieldError, useFieldRules } from '../form-rules';
import { showToast } from '../notify';
import { isCancel } from '../request';
import { CHANGE_PASSWORD_FIELDS, changePassword } from '../session/api';
import { validateForm } from '../form-failure';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Changes the signed-in user's password; the server ends their other sessions. */
export default function ChangePasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await validateForm(form);
    if (!values) return;
    setSaving(true);
    try {
      const result = await changePassword(values);
      if (isCancel(result)) return;
      showToast('success', t('shell.password.success'));
      onClose();
    } catch (error) {
      showFieldError(form, error, CHANGE_PASSWORD_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const shape = changePasswordSchema.shape;
  return (
    <Modal
      open={open}
      title={t('shell.password.title')}
      okText={t('shell.password.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="oldPassword"
          label={t('shell.password.oldPassword')}
          rules={rules.field(shape.oldPassword, t('shell.password.oldPassword'))}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('shell.password.newPassword')}
          rules={rules.field(shape.password, t('shell.password.newPassword'))}
        >
          <Input.Password
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            placeholder={t('shell.password.newPasswordPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('shell.password.confirmPassword')}
          dependencies={['password']}
          rules={[
            ...rules.field(shape.confirmPassword, t('shell.password.confirmPassword')),
            rules.match('password'),
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
