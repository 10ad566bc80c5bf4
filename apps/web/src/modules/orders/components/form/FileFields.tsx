import { Suspense, type ComponentProps } from 'react';
import { Spin } from 'antd';
import type {
  AttachmentsControl as AttachmentsControlType,
  ImagesControl as ImagesControlType,
} from '../../../../components/CustomFields/controls/FileControls';
import { lazyPart } from '../../../../shell/chunks';

/**
 * The order form's images and attachments controls with antd's Upload, loaded beside the form rather
 * than with it (CreateOrderPage starts the download on opening). The form item holds the value, so
 * nothing is lost while the control arrives; a spinner stands in its place meanwhile.
 */
export const loadFileControls = () => import('../../../../components/CustomFields/controls/FileControls');
const Images = lazyPart(() => loadFileControls().then((m) => m.ImagesControl));
const Attachments = lazyPart(() => loadFileControls().then((m) => m.AttachmentsControl));

const waiting = <Spin size="small" data-testid="order-files-loading" />;

export function ImagesControl(props: ComponentProps<typeof ImagesControlType>) {
  return (
    <Suspense fallback={waiting}>
      <Images {...props} />
    </Suspense>
  );
}

export function AttachmentsControl(props: ComponentProps<typeof AttachmentsControlType>) {
  return (
    <Suspense fallback={waiting}>
      <Attachments {...props} />
    </Suspense>
  );
}
