import { useState } from 'react';
import { Button, Flex, Upload } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImageThumbs } from '../../../components/CustomFields/ImageThumbs';
import { imageFileProblem, uploadFile } from '../../../components/CustomFields/upload';
import { showToast } from '../../../shell/notify';

interface Props {
  value?: string | null;
  onChange?(value: string | null): void;
  disabled?: boolean;
}

/** One scene image of at most 1 MB (spec-business §5 "image limit 1M"), uploaded to our files. */
export function SceneImageInput({ value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File) => {
    if (imageFileProblem(file)) {
      showToast('error', t('equipment.form.sceneImageRule'));
      return;
    }
    setBusy(true);
    try {
      const url = await uploadFile(file, file.name);
      if (url) onChange?.(url);
    } catch {
      // the request client has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} align="center" wrap>
      {value && (
        <ImageThumbs
          urls={[value]}
          title={t('equipment.fields.sceneImage')}
          onRemove={disabled ? undefined : () => onChange?.(null)}
        />
      )}
      {!value && (
        <Upload
          accept="image/*"
          showUploadList={false}
          disabled={disabled || busy}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<PictureOutlined />} loading={busy} data-testid="scene-image-upload">
            {t('equipment.form.upload')}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
