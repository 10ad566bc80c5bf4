import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Tooltip, Upload } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FAQ_IMAGE_MAX_BYTES } from '@fieldline/domain';
import { uploadKnowledgeFile } from '../api';
import './answer.css';

interface Props {
  value?: string;
  onChange?(html: string): void;
  id?: string;
  testId: string;
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The FAQ answer's editor: bold, italic, underline, lists and images placed inside the text (uploaded
 * through the files module, kept as `<img data-file>`). Pasting inserts plain text; the server cleans
 * whatever arrives (modules/knowledge/answer.ts), so this is an editor, not a safety boundary.
 */
export function RichTextEditor({ value = '', onChange, id, testId }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  // the form's value enters the box only when it differs from what the box already shows
  useEffect(() => {
    if (box.current && box.current.innerHTML !== value) box.current.innerHTML = value;
  }, [value]);

  const emit = () => onChange?.(box.current?.innerHTML ?? '');
  const run = (command: string, arg?: string) => {
    box.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const insertImage = async (file: File) => {
    if (file.size > FAQ_IMAGE_MAX_BYTES) {
      void import('../../../shell/notify').then(({ showToast }) =>
        showToast('error', t('knowledge.faq.imageTooLarge')),
      );
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadKnowledgeFile(file, file.name);
      if (uploaded)
        run(
          'insertHTML',
          `<img data-file="${uploaded.id}" src="${escapeAttr(uploaded.url)}" alt="${escapeAttr(file.name)}">`,
        );
    } catch {
      // the request client showed why
    } finally {
      setBusy(false);
    }
  };
  const tool = (label: string, icon: React.ReactNode, command: string) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => run(command)}
      />
    </Tooltip>
  );

  return (
    <Flex vertical gap={4} id={id}>
      <Flex gap={2} wrap>
        {tool(t('knowledge.editor.bold'), <BoldOutlined />, 'bold')}
        {tool(t('knowledge.editor.italic'), <ItalicOutlined />, 'italic')}
        {tool(t('knowledge.editor.underline'), <UnderlineOutlined />, 'underline')}
        {tool(t('knowledge.editor.bullets'), <UnorderedListOutlined />, 'insertUnorderedList')}
        {tool(t('knowledge.editor.numbers'), <OrderedListOutlined />, 'insertOrderedList')}
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void insertImage(file);
            return false;
          }}
        >
          <Tooltip title={t('knowledge.editor.image')}>
            <Button
              size="small"
              type="text"
              icon={<PictureOutlined />}
              loading={busy}
              aria-label={t('knowledge.editor.image')}
              data-testid={`${testId}-image`}
            />
          </Tooltip>
        </Upload>
      </Flex>
      <div
        ref={box}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('knowledge.faq.answer')}
        className="kb-rich-editor kb-answer"
        onInput={emit}
        onBlur={emit}
        onPaste={(e) => {
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          emit();
        }}
        style={{
          minHeight: 140,
          maxHeight: 360,
          overflowY: 'auto',
          padding: '6px 11px',
          border: '1px solid var(--ant-color-border, #d9d9d9)',
          borderRadius: 6,
          outline: 'none',
        }}
        data-testid={testId}
      />
    </Flex>
  );
}
