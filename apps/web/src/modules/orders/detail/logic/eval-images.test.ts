import { describe, expect, it } from 'vitest';
import { EVAL_IMAGES_MAX, IMAGE_MAX_BYTES } from '@fieldline/domain';
import { anyUploading, evalPhotoName, hasRoom, takenAsIs, uploadedUrls } from './eval-images';

describe('issue 7: photos of the public evaluation (jpeg, png or webp within 1 MB, at most 9)', () => {
  it('uploads jpeg, png and webp within the limit as they are; anything else is re-encoded first', () => {
    expect(takenAsIs({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBe(true);
    expect(takenAsIs({ type: 'image/png', size: 10 })).toBe(true);
    expect(takenAsIs({ type: 'image/webp', size: 10 })).toBe(true);
    expect(takenAsIs({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(false);
    expect(takenAsIs({ type: 'image/heic', size: 10 })).toBe(false);
    expect(takenAsIs({ type: 'image/gif', size: 10 })).toBe(false);
  });

  it('names the upload by its content, without paths or control characters', () => {
    expect(evalPhotoName('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(evalPhotoName('leak.png', 'image/png')).toBe('leak.png');
    expect(evalPhotoName('shot.jpeg', 'image/webp')).toBe('shot.webp');
    expect(evalPhotoName('C:\\fakepath\\a\u0000b.png', 'image/png')).toBe('ab.png');
    expect(evalPhotoName('../x/.png', 'image/png')).toBe('photo.png');
    expect(evalPhotoName('', 'image/jpeg')).toBe('photo.jpg');
  });

  it(`takes files picked together up to ${EVAL_IMAGES_MAX} photos and leaves the rest out`, () => {
    expect(hasRoom(0, 0)).toBe(true);
    expect(hasRoom(7, 1)).toBe(true);
    expect(hasRoom(7, 2)).toBe(false);
    expect(hasRoom(EVAL_IMAGES_MAX, 0)).toBe(false);
  });

  it('sends the uploaded photos in the order shown, and waits for those on their way', () => {
    const list = [
      { status: 'done' as const, response: { url: '/api/file/download/2' } },
      { status: 'error' as const, response: undefined },
      { status: 'uploading' as const },
      { status: 'done' as const, response: { url: '/api/file/download/1' } },
    ];
    expect(uploadedUrls(list)).toEqual(['/api/file/download/2', '/api/file/download/1']);
    expect(anyUploading(list)).toBe(true);
    expect(anyUploading(list.filter((f) => f.status !== 'uploading'))).toBe(false);
  });
});
