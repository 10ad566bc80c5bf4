import { useState } from 'react';
import { Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORY_NAME_MAX, categoryNameSchema, type CategoryNode } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { CATEGORY_FIELDS, addCategory, updateCategory } from '../api';
import { submitForm } from '../../../shell/submit';

/** Add a top-level category (no parent), a sub-category, or rename one. */
export type CategoryAction =
  { mode: 'add'; parent: CategoryNode | null } | { mode: 'rename'; node: CategoryNode };

interface Props {
  action: CategoryAction;
  onClose(): void;
  onDone(): void;
}

export function CategoryFormModal({ action, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const save = async ({ name }: { name: string }) => {
    setSaving(true);
    const done = await submitForm(form, CATEGORY_FIELDS, () =>
      action.mode === 'add'
        ? addCategory({ parentId: action.parent?.id ?? null, name })
        : updateCategory({ id: action.node.id, name }),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  const title =
    action.mode === 'rename'
      ? t('products.category.renameTitle')
      : action.parent
        ? t('products.category.addChildTitle')
        : t('products.category.addTopTitle');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('products.common.save')}
      cancelText={t('products.common.cancel')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={action.mode === 'rename' ? { name: action.node.name } : {}}
        onFinish={(v) => void save(v)}
        data-testid="category-form"
      >
        {action.mode === 'add' && action.parent && (
          <Form.Item label={t('products.category.parent')}>
            <Input value={action.parent.name} disabled />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('products.category.name')}
          extra={t('products.category.nameHint', { max: CATEGORY_NAME_MAX })}
          rules={rules.field(categoryNameSchema, t('products.category.name'))}
        >
          <Input maxLength={CATEGORY_NAME_MAX} showCount autoFocus data-testid="category-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
