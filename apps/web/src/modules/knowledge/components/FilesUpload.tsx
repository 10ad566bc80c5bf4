import { useState } from 'react';
import { Button, Flex, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadKnowledgeFile } from '../api';

export interface PickedFile {
  id: number;
  name: string;
  url: string;
}

interface Props {
  value?: PickedFile[];
  onChange?(files: PickedFile[]): void;
  accept?: string;
  max: number;
  /** Largest file in bytes, checked before uploading (the server checks again). */
  maxBytes?: number;
  tooLarge?: string;
  testId: string;
  id?: string;
}

/** Files uploaded through the files module, listed as removable tags. */
export function FilesUpload({ value = [], onChange, accept, max, maxBytes, tooLarge, testId, id }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    if (maxBytes && file.size > maxBytes) return;
    setBusy(true);
    try {
      const uploaded = await uploadKnowledgeFile(file, file.name);
      if (uploaded) onChange?.([...value, uploaded]);
    } catch {
      // the request client showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={6} id={id}>
      <Flex gap={4} wrap>
        {value.map((f) => (
          <Tag key={f.id} closable onClose={() => onChange?.(value.filter((x) => x.id !== f.id))}>
            {f.name}
          </Tag>
        ))}
      </Flex>
      {value.length < max && (
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(file) => {
            if (maxBytes && file.size > maxBytes && tooLarge) {
              void import('../../../shell/notify').then(({ showToast }) => showToast('error', tooLarge));
              return false;
            }
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid={testId}>
            {t('knowledge.common.upload')}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
