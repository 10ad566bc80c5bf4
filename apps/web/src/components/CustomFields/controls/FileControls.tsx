import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENTS_MAX,
  IMAGES_MAX,
  formIssueText,
  type AttachmentValue,
  type FieldDef,
  type FormMessageKey,
} from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { openFilePreview } from '../../FilePreview/preview';
import { ImageThumbs } from '../ImageThumbs';
import { attachmentProblem, imageFileProblem, uploadFile } from '../upload';
import { useLocale } from '../../../shell/useLocale';
import type { ControlProps } from './types';

/** Checks, uploads and reports one picked file; answers its URL or null. */
function useUploader(field: FieldDef, check: (f: File) => FormMessageKey | null) {
  const locale = useLocale();
  const [busy, setBusy] = useState(0);
  const upload = async (file: File) => {
    const problem = check(file);
    if (problem) {
      showToast('error', formIssueText({ field: field.id, fieldName: field.name, key: problem }, locale));
      return null;
    }
    setBusy((n) => n + 1);
    try {
      return await uploadFile(file, file.name);
    } catch {
      return null; // the request client has shown why
    } finally {
      setBusy((n) => n - 1);
    }
  };
  const tooMany = (max: number) =>
    showToast(
      'error',
      formIssueText({ field: field.id, fieldName: field.name, key: 'tooMany', params: { max } }, locale),
    );
  return { upload, busy: busy > 0, tooMany };
}

const IMAGE_ACCEPT = 'image/*';

/**
 * A list value that several uploads finishing in the same tick can each append to: the latest
 * list is kept in a ref and follows the form's value.
 */
function useAppendable<T>(value: T[] | undefined, onChange: ((v: T[] | undefined) => void) | undefined) {
  const latest = useRef<T[]>(value ?? []);
  useEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const set = (next: T[]) => {
    latest.current = next;
    onChange?.(next.length ? next : undefined);
  };
  return {
    append: (item: T) => set([...latest.current, item]),
    remove: (keep: (item: T) => boolean) => set(latest.current.filter(keep)),
  };
}

/** One image (≤ 1 MB); the value is its file URL. */
export function ImageControl(p: ControlProps<string>) {
  const { t } = useTranslation();
  const { upload, busy } = useUploader(p.field, imageFileProblem);
  return (
    <Flex gap={12} align="center" wrap id={p.id}>
      {p.value && (
        <ImageThumbs
          urls={[p.value]}
          title={p.field.name}
          onRemove={p.disabled ? undefined : () => p.onChange?.(undefined)}
        />
      )}
      {!p.disabled && (
        <Upload
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file).then((url) => url && p.onChange?.(url));
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<PictureOutlined />} loading={busy}>
            {p.value ? t('forms.controls.replaceImage') : t('forms.controls.uploadImage')}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}

/** Up to nine images (≤ 1 MB each); the value is their file URLs. */
export function ImagesControl(p: ControlProps<string[]>) {
  const { t } = useTranslation();
  const { upload, busy, tooMany } = useUploader(p.field, imageFileProblem);
  const urls = p.value ?? [];
  const list = useAppendable(p.value, p.onChange);
  return (
    <Flex vertical gap={8} id={p.id}>
      {urls.length > 0 && (
        <ImageThumbs
          urls={urls}
          title={p.field.name}
          onRemove={p.disabled ? undefined : (url) => list.remove((u) => u !== url)}
        />
      )}
      {!p.disabled && (
        <Upload
          accept={IMAGE_ACCEPT}
          multiple
          showUploadList={false}
          beforeUpload={(file, batch) => {
            if (urls.length + batch.length > IMAGES_MAX) {
              if (file === batch[0]) tooMany(IMAGES_MAX);
              return Upload.LIST_IGNORE;
            }
            void upload(file).then((url) => url && list.append(url));
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<PictureOutlined />} loading={busy} disabled={urls.length >= IMAGES_MAX}>
            {t('forms.controls.uploadImages', { count: urls.length, max: IMAGES_MAX })}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}

/**
 * Up to nine attachments (a custom field's limit), or `max` where the owner allows more (an order's
 * own attachments); the value is [{ url, name }].
 */
export function AttachmentsControl(p: ControlProps<AttachmentValue[]> & { max?: number }) {
  const { t } = useTranslation();
  const max = p.max ?? ATTACHMENTS_MAX;
  const { upload, busy, tooMany } = useUploader(p.field, attachmentProblem);
  const files = p.value ?? [];
  const list = useAppendable(p.value, p.onChange);
  return (
    <Flex vertical gap={4} id={p.id}>
      {files.map((f) => (
        <Flex key={f.url} gap={8} align="center">
          <PaperClipOutlined />
          <Typography.Link onClick={() => openFilePreview({ url: f.url, name: f.name })}>
            {f.name}
          </Typography.Link>
          {!p.disabled && (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('forms.controls.remove')}
              onClick={() => list.remove((x) => x.url !== f.url)}
            />
          )}
        </Flex>
      ))}
      {!p.disabled && (
        <Upload
          multiple
          showUploadList={false}
          beforeUpload={(file, batch) => {
            if (files.length + batch.length > max) {
              if (file === batch[0]) tooMany(max);
              return Upload.LIST_IGNORE;
            }
            void upload(file).then((url) => url && list.append({ url, name: file.name }));
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={busy}
            disabled={files.length >= max}
            data-testid="attachments-upload"
          >
            {t('forms.controls.uploadFiles', { count: files.length, max })}
          </Button>
        </Upload>
      )}
    </Flex>
  );
}
