import { useState } from 'react';
import { Input, Modal, Switch, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementSaveSchema,
  type AnnouncementItem,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { ANNOUNCEMENT_FIELDS, createAnnouncement, updateAnnouncement, type AnnouncementInput } from '../api';
import { CoverUpload } from './CoverUpload';

interface Props {
  /** The announcement to edit; none creates a draft. */
  announcement?: AnnouncementItem;
  onClose(): void;
  onDone(): void;
}

/** Creates or edits an announcement: title and cover required, content, pinned. */
export function AnnouncementFormModal({ announcement, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<AnnouncementInput>();
  const [saving, setSaving] = useState(false);
  const initial: AnnouncementInput = {
    title: announcement?.title ?? '',
    cover: announcement?.cover ?? '',
    content: announcement?.content ?? '',
    pinned: announcement?.pinned ?? false,
  };

  const save = async (values: AnnouncementInput) => {
    setSaving(true);
    const body = { ...values, content: values.content ?? '', pinned: !!values.pinned };
    const done = await submitForm(form, ANNOUNCEMENT_FIELDS, () =>
      announcement ? updateAnnouncement(announcement.id, body) : createAnnouncement(body),
    );
    setSaving(false);
    if (done !== undefined) onDone();
  };

  return (
    <Modal
      open
      width={640}
      title={t(announcement ? 'notices.announcements.editTitle' : 'notices.announcements.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('notices.common.save')}
      cancelText={t('notices.common.cancel')}
      okButtonProps={{ 'data-testid': 'notice-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item
          name="title"
          label={t('notices.fields.title')}
          rules={rules.field(announcementSaveSchema.shape.title, t('notices.fields.title'))}
        >
          <Input maxLength={ANNOUNCEMENT_TITLE_MAX} showCount data-testid="notice-title" />
        </Form.Item>
        <Form.Item
          name="cover"
          label={t('notices.fields.cover')}
          rules={[{ required: true, message: t('notices.cover.required') }]}
        >
          <CoverUpload />
        </Form.Item>
        <Form.Item name="content" label={t('notices.fields.content')}>
          <Input.TextArea
            rows={6}
            maxLength={ANNOUNCEMENT_CONTENT_MAX}
            showCount
            data-testid="notice-content"
          />
        </Form.Item>
        <Form.Item name="pinned" label={t('notices.fields.pinned')} valuePropName="checked">
          <Switch data-testid="notice-pinned" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
