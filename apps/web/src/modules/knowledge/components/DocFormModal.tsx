import { useState } from 'react';
import { Input, Modal, TreeSelect, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOC_NAME_MAX, DOC_TYPES, KNOWLEDGE_KINDS, docSaveSchema, type DocDetail } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { DOC_FIELDS, saveDoc } from '../api';
import { useCategoryOptions } from './CategoryTree';
import { FilesUpload, type PickedFile } from './FilesUpload';

interface Values {
  name: string;
  categoryId?: number | null;
  file: PickedFile[];
}

/** Adds or edits a document: name, category and its file (PDF, Word, Excel or text); a new file is summarised. */
export function DocFormModal({
  doc,
  categoryId,
  onClose,
  onDone,
}: {
  doc?: DocDetail;
  categoryId?: number;
  onClose(): void;
  onDone(id: number): void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const categories = useCategoryOptions(KNOWLEDGE_KINDS.doc);
  const initial: Values = {
    name: doc?.name ?? '',
    categoryId: doc?.categoryId ?? categoryId ?? null,
    file: doc?.file ? [doc.file] : [],
  };
  const save = async (values: Values) => {
    setSaving(true);
    const done = await submitForm(form, [...DOC_FIELDS, 'file'], () =>
      saveDoc({
        id: doc?.id,
        name: values.name,
        categoryId: values.categoryId ?? null,
        fileId: values.file[0]!.id,
      }),
    );
    setSaving(false);
    if (done) onDone(done.id);
  };
  return (
    <Modal
      open
      title={t(doc ? 'knowledge.doc.editTitle' : 'knowledge.doc.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('knowledge.common.save')}
      cancelText={t('knowledge.common.cancel')}
      okButtonProps={{ 'data-testid': 'kb-doc-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item
          name="name"
          label={t('knowledge.doc.name')}
          rules={rules.field(docSaveSchema.shape.name, t('knowledge.doc.name'))}
        >
          <Input maxLength={DOC_NAME_MAX} showCount data-testid="kb-doc-name" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('knowledge.fields.category')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={categories} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('knowledge.doc.file')}
          extra={t('knowledge.doc.fileHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('knowledge.doc.fileRequired') }]}
        >
          <FilesUpload accept={DOC_TYPES.map((x) => `.${x}`).join(',')} max={1} testId="kb-doc-file" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
