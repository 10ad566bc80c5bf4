import { useState } from 'react';
import { ConfigProvider, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EVAL_IMAGES_MAX } from '@fieldline/domain';
import { ImagePreviewer } from '../../../../components/ImagePreviewer';
import { showToast } from '../../../../shell/notify';
import { isApiError } from '../../../../shell/request';
import { uploadEvaluationImage } from '../api';
import {
  EVAL_IMAGE_ACCEPT,
  anyUploading,
  evalPhotoName,
  hasRoom,
  takenAsIs,
  uploadedUrls,
} from '../logic/eval-images';
import { preparePhoto } from '../logic/image';

/** Three picture cards in a row on a 375 px phone (the card's body is about 300 px wide). */
const CARD_SIZE = 92;
const THEME = { components: { Upload: { pictureCardSize: CARD_SIZE } } };

interface Props {
  token: string;
  /** The uploaded photos' URLs (the form field "images"). */
  onChange?(urls: string[]): void;
  /** Whether a photo is still on its way (the page waits for it before sending). */
  onUploadingChange?(uploading: boolean): void;
  id?: string;
}

/**
 * The photos of the public evaluation (issue 7): picture cards sized for a phone, each picture made
 * fit (jpeg, png or webp within 1 MB) and uploaded at once through the evaluation link; thumbnails
 * come from the picture itself (the customer has no session to load the stored file). A refused
 * upload shows the server's message and leaves the list.
 */
export function EvaluationPhotos({ token, onChange, onUploadingChange, id }: Props) {
  const { t } = useTranslation();
  const [list, setList] = useState<UploadFile[]>([]);
  const [preview, setPreview] = useState<string | null>(null);

  const changed = (next: UploadFile[]) => {
    const kept = next.filter((f) => f.status !== 'error');
    setList(kept);
    onChange?.(uploadedUrls(kept));
    onUploadingChange?.(anyUploading(kept));
  };

  const send: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const picked = file as File;
    void (async () => {
      const photo = await preparePhoto(picked, takenAsIs);
      if (!photo) {
        showToast('error', t('orderDetail.photos.unusable', { name: picked.name }));
        onError?.(new Error('unusable'));
        return;
      }
      try {
        const url = await uploadEvaluationImage(token, photo, evalPhotoName(picked.name, photo.type));
        if (url) onSuccess?.({ url });
        else onError?.(new Error('cancelled'));
      } catch (error) {
        showToast('error', isApiError(error) ? error.message : t('orderDetail.evalPage.uploadFailed'));
        onError?.(error as Error);
      }
    })();
  };

  return (
    <ConfigProvider theme={THEME}>
      <div id={id} data-testid="eval-images">
        <Upload
          listType="picture-card"
          accept={EVAL_IMAGE_ACCEPT}
          multiple
          fileList={list}
          maxCount={EVAL_IMAGES_MAX}
          beforeUpload={(file, batch) => hasRoom(list.length, batch.indexOf(file)) || Upload.LIST_IGNORE}
          customRequest={send}
          onChange={({ fileList }) => changed(fileList)}
          onPreview={(f) => f.originFileObj && setPreview(URL.createObjectURL(f.originFileObj))}
        >
          {list.length < EVAL_IMAGES_MAX && (
            <button type="button" style={{ border: 0, background: 'none' }} data-testid="eval-images-add">
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{t('orderDetail.evalPage.addPhoto')}</div>
            </button>
          )}
        </Upload>
        <Modal
          open={preview !== null}
          title={t('orderDetail.evaluation.images')}
          footer={null}
          onCancel={() => {
            if (preview) URL.revokeObjectURL(preview);
            setPreview(null);
          }}
          destroyOnHidden
        >
          {preview && <ImagePreviewer src={preview} alt={t('orderDetail.evaluation.images')} />}
        </Modal>
      </div>
    </ConfigProvider>
  );
}
