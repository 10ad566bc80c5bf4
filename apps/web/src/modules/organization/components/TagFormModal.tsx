import { useState } from 'react';
import { ColorPicker, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX, tagCreateSchema, type TagObjectKind } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import {
  TAG_FIELDS,
  addTag,
  addTagGroup,
  updateTag,
  updateTagGroup,
  type TagGroupRow,
  type TagRow,
} from '../api';
import { submitForm } from '../../../shell/submit';

export type TagDialog =
  { kind: 'tag'; tag?: TagRow; groupId?: number } | { kind: 'group'; group?: TagGroupRow };

interface Props {
  dialog: TagDialog;
  objectKind: TagObjectKind;
  groups: TagGroupRow[];
  onClose(): void;
  onDone(): void;
}

interface Values {
  name: string;
  color?: string | { toHexString(): string } | null;
  groupId?: number | null;
}

const hex = (c: Values['color']) => (c == null ? null : typeof c === 'string' ? c : c.toHexString());

/** Creates or edits a tag (name, colour, group) or a tag group (name). */
export function TagFormModal({ dialog, objectKind, groups, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const isTag = dialog.kind === 'tag';
  const editing = isTag ? !!dialog.tag : !!dialog.group;
  const initial: Values = isTag
    ? {
        name: dialog.tag?.name ?? '',
        color: dialog.tag?.color ?? null,
        groupId: dialog.tag?.groupId ?? dialog.groupId ?? null,
      }
    : { name: dialog.group?.name ?? '' };

  const save = async (values: Values) => {
    setSaving(true);
    const done = await submitForm(form, TAG_FIELDS, () => {
      if (dialog.kind === 'group')
        return dialog.group
          ? updateTagGroup(dialog.group.id, { name: values.name })
          : addTagGroup({ objectKind, name: values.name });
      const body = { name: values.name, color: hex(values.color), groupId: values.groupId ?? null };
      return dialog.tag ? updateTag({ id: dialog.tag.id, ...body }) : addTag({ objectKind, ...body });
    });
    setSaving(false);
    if (done !== undefined) onDone();
  };
  const title = isTag
    ? t(editing ? 'organization.tag.editTitle' : 'organization.tag.addTitle')
    : t(editing ? 'organization.tag.editGroupTitle' : 'organization.tag.addGroupTitle');
  const nameLabel = isTag ? t('organization.tag.name') : t('organization.tag.groupName');

  return (
    <Modal
      open
      title={title}
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
        data-testid="tag-form"
      >
        <Form.Item name="name" label={nameLabel} rules={rules.field(tagCreateSchema.shape.name, nameLabel)}>
          <Input maxLength={TAG_NAME_MAX} showCount data-testid="tag-name" />
        </Form.Item>
        {isTag && (
          <>
            <Form.Item name="color" label={t('organization.tag.color')}>
              <ColorPicker allowClear format="hex" />
            </Form.Item>
            <Form.Item name="groupId" label={t('organization.tag.group')}>
              <Select
                allowClear
                placeholder={t('organization.tag.ungrouped')}
                options={groups.map((g) => ({ value: g.id, label: g.name }))}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
