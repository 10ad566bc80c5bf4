import { lazy, Suspense, useState } from 'react';
import { closeFilePreview, previewedFile } from './preview';

const FilePreviewModal = lazy(() => import('./FilePreviewModal'));

/** Mounted once in the frame: shows whatever `openFilePreview` asked for. */
export function FilePreviewHost() {
  const file = previewedFile.useValue();
  const [used, setUsed] = useState(false);
  if (file && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <FilePreviewModal file={file} onClose={closeFilePreview} />
    </Suspense>
  );
}
