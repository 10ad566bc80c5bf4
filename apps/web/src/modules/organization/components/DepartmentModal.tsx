import { useState } from 'react';
import { Input, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_NAME_MAX, departmentCreateSchema, type DepartmentNode } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { DEPARTMENT_FIELDS, addDepartment, updateDepartment } from '../api';
import { submitForm } from '../../../shell/submit';
import { parentPickerTree } from '../tree';

export type DepartmentAction =
  { mode: 'add'; parent: DepartmentNode } | { mode: 'rename' | 'move'; node: DepartmentNode };

interface Props {
  action: DepartmentAction;
  tree: DepartmentNode[];
  onClose(): void;
  onDone(): void;
}

/** Adds a child department, renames one, or moves one under another parent. */
export function DepartmentModal({ action, tree, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ name?: string; parentId?: number }>();
  const [saving, setSaving] = useState(false);
  const initial =
    action.mode === 'add'
      ? {}
      : action.mode === 'rename'
        ? { name: action.node.name }
        : { parentId: action.node.parentId ?? undefined };

  const save = async (values: { name?: string; parentId?: number }) => {
    setSaving(true);
    const done = await submitForm(form, DEPARTMENT_FIELDS, () => {
      if (action.mode === 'add') return addDepartment({ parentId: action.parent.id, name: values.name! });
      if (action.mode === 'rename') return updateDepartment(action.node.id, { name: values.name });
      return updateDepartment(action.node.id, { parentId: values.parentId });
    });
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      title={t(`organization.department.${action.mode}Title`)}
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
        initialValues={initial}
        onFinish={(v) => void save(v)}
        data-testid="department-form"
      >
        {action.mode === 'add' && (
          <Form.Item label={t('organization.department.parent')}>
            <Input value={action.parent.name} disabled />
          </Form.Item>
        )}
        {action.mode !== 'move' && (
          <Form.Item
            name="name"
            label={t('organization.department.name')}
            rules={rules.field(departmentCreateSchema.shape.name, t('organization.department.name'))}
          >
            <Input maxLength={DEPARTMENT_NAME_MAX} showCount autoFocus data-testid="department-name" />
          </Form.Item>
        )}
        {action.mode === 'move' && (
          <Form.Item
            name="parentId"
            label={t('organization.department.newParent')}
            rules={[{ required: true, message: t('organization.department.parentRequired') }]}
          >
            <TreeSelect
              treeData={parentPickerTree(tree, action.node.id)}
              treeDefaultExpandAll
              placeholder={t('organization.department.newParent')}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
