import { useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/SafeImage';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { uploadCover } from '../api';
import { coverFileProblem, coverSizeProblem, imageDimensions } from '../logic';

interface Props {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
}

/** The announcement's cover: one 16:9 image of at most 200 KB, checked here and again by the server. */
export function CoverUpload({ value, onChange, id }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const pick = async (file: File) => {
    let problem = coverFileProblem(file);
    if (!problem) {
      try {
        const size = await imageDimensions(file);
        problem = coverSizeProblem(size.width, size.height);
      } catch {
        problem = 'unreadable';
      }
    }
    if (problem) return showToast('error', t(`notices.cover.${problem}`));
    setBusy(true);
    try {
      const result = await uploadCover(file, file.name);
      if (!isCancel(result)) onChange?.(result.fileUrl);
    } catch {
      // the request client showed why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap={12} align="center" id={id}>
      {value && (
        <SafeImage
          src={value}
          alt={t('notices.fields.cover')}
          width={192}
          height={108}
          style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
          data-testid="notice-cover-thumb"
        />
      )}
      <Flex vertical gap={4}>
        <Upload
          accept="image/jpeg,image/png,image/webp,image/gif"
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="notice-cover-upload">
            {value ? t('notices.cover.replace') : t('notices.cover.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('notices.cover.hint')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
