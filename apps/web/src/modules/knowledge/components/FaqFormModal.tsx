import { useState } from 'react';
import { Input, Modal, Select, Switch, TreeSelect, type ButtonProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FAQ_ASSOCIATED_MAX,
  FAQ_FILES_MAX,
  FAQ_IMAGE_MAX_BYTES,
  FAQ_QUESTION_MAX,
  FAQ_SIMILAR_MAX,
  KNOWLEDGE_KINDS,
  TAG_OBJECT_KINDS,
  faqSaveSchema,
  type FaqDetail,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { TagSelect } from '../../organization';
import { FAQ_FIELDS, KNOWLEDGE_KEY, fetchFaqOptions, saveFaq } from '../api';
import { useCategoryOptions } from './CategoryTree';
import { FilesUpload, type PickedFile } from './FilesUpload';
import { RichTextEditor } from './RichTextEditor';

interface Values {
  question: string;
  similarQuestions: string[];
  answer?: string;
  images: PickedFile[];
  attachments: PickedFile[];
  associatedIds: number[];
  categoryId?: number | null;
  shared: boolean;
  tagIds: number[];
}

interface Props {
  faq?: FaqDetail;
  /** A new FAQ answering an unknown problem: its question, and the problem it resolves. */
  fromUnknown?: { id: number; question: string };
  categoryId?: number;
  onClose(): void;
  onDone(id: number): void;
}

/** Creates or edits an FAQ: a question and an answer, an image or an attachment (spec D10). */
export function FaqFormModal({ faq, fromUnknown, categoryId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [keyword, setKeyword] = useState('');
  const categories = useCategoryOptions(KNOWLEDGE_KINDS.faq);
  const options = useQuery({
    queryKey: [...KNOWLEDGE_KEY, 'faqOptions', keyword],
    queryFn: () => fetchFaqOptions(keyword),
  });
  const initial: Values = {
    question: faq?.question ?? fromUnknown?.question ?? '',
    similarQuestions: faq?.similarQuestions ?? [],
    answer: faq?.answer ?? '',
    images: faq?.images ?? [],
    attachments: faq?.attachments ?? [],
    associatedIds: faq?.associated.map((a) => a.id) ?? [],
    categoryId: faq?.categoryId ?? categoryId ?? null,
    shared: faq?.shared ?? false,
    tagIds: faq?.tags.map((x) => x.id) ?? [],
  };
  const associatedOptions = [
    ...(faq?.associated ?? []),
    ...(options.data ?? []).filter((o) => o.id !== faq?.id),
  ].map((o) => ({ value: o.id, label: o.question }));

  const save = async (values: Values) => {
    setSaving(true);
    const done = await submitForm(form, FAQ_FIELDS, () =>
      saveFaq({
        id: faq?.id,
        question: values.question,
        similarQuestions: values.similarQuestions ?? [],
        answer: values.answer ?? '',
        images: (values.images ?? []).map((f) => f.id),
        attachments: (values.attachments ?? []).map((f) => f.id),
        associatedIds: values.associatedIds ?? [],
        categoryId: values.categoryId ?? null,
        shared: !!values.shared,
        tagIds: values.tagIds ?? [],
        unknownId: fromUnknown?.id,
      }),
    );
    setSaving(false);
    if (done) onDone(done.id);
  };

  return (
    <Modal
      open
      width={720}
      title={t(faq ? 'knowledge.faq.editTitle' : 'knowledge.faq.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('knowledge.common.save')}
      cancelText={t('knowledge.common.cancel')}
      okButtonProps={{ 'data-testid': 'kb-faq-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item
          name="question"
          label={t('knowledge.faq.question')}
          rules={rules.field(faqSaveSchema.shape.question, t('knowledge.faq.question'))}
        >
          <Input maxLength={FAQ_QUESTION_MAX} showCount data-testid="kb-faq-question" />
        </Form.Item>
        <Form.Item
          name="similarQuestions"
          label={t('knowledge.faq.similar')}
          extra={t('knowledge.faq.similarHint')}
        >
          <Select mode="tags" maxCount={FAQ_SIMILAR_MAX} open={false} tokenSeparators={['\n']} />
        </Form.Item>
        <Form.Item name="answer" label={t('knowledge.faq.answer')} extra={t('knowledge.faq.answerHint')}>
          <RichTextEditor testId="kb-faq-answer" />
        </Form.Item>
        <Form.Item name="images" label={t('knowledge.faq.images')}>
          <FilesUpload
            accept="image/png,image/jpeg,image/gif,image/webp"
            max={FAQ_FILES_MAX}
            maxBytes={FAQ_IMAGE_MAX_BYTES}
            tooLarge={t('knowledge.faq.imageTooLarge')}
            testId="kb-faq-images"
          />
        </Form.Item>
        <Form.Item name="attachments" label={t('knowledge.faq.attachments')}>
          <FilesUpload max={FAQ_FILES_MAX} testId="kb-faq-attachments" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('knowledge.fields.category')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={categories} />
        </Form.Item>
        <Form.Item name="associatedIds" label={t('knowledge.faq.associated')}>
          <Select
            mode="multiple"
            maxCount={FAQ_ASSOCIATED_MAX}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            options={associatedOptions}
          />
        </Form.Item>
        <Form.Item name="tagIds" label={t('knowledge.fields.tags')}>
          <TagSelect objectKind={TAG_OBJECT_KINDS.doc} multiple allowClear />
        </Form.Item>
        <Form.Item
          name="shared"
          label={t('knowledge.faq.shared')}
          valuePropName="checked"
          extra={t('knowledge.faq.sharedHint')}
        >
          <Switch data-testid="kb-faq-shared" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
