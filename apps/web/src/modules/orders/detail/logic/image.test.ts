import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@fieldline/domain';
import { PHOTO_MAX_SIDE, PHOTO_QUALITIES, firstFitting, fitWithin, fitsAsIs, photoName } from './image';

describe('camera photos within the 1 MB image limit (spec-business §5)', () => {
  it('scales the long side down to the maximum, keeping the ratio, never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: PHOTO_MAX_SIDE, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: PHOTO_MAX_SIDE });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('uploads small images as they are', () => {
    expect(fitsAsIs({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBe(true);
    expect(fitsAsIs({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(false);
    expect(fitsAsIs({ type: 'application/pdf', size: 10 })).toBe(false);
  });

  it('tries lower qualities until the photo fits, or gives up', async () => {
    const tried: number[] = [];
    const sizes = [3, 2, 1];
    const blob = await firstFitting(async (q) => {
      tried.push(q);
      return new Blob([new Uint8Array(sizes[tried.length - 1] ?? 1)]);
    }, 1);
    expect(tried).toEqual(PHOTO_QUALITIES.slice(0, 3));
    expect(blob?.size).toBe(1);
    expect(await firstFitting(async () => new Blob([new Uint8Array(5)]), 1)).toBeNull();
  });

  it('names a re-encoded photo .jpg', () => {
    const file = new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(photoName(file, new Blob(['y']))).toBe('IMG_0001.jpg');
    expect(photoName(file, file)).toBe('IMG_0001.HEIC');
  });
});
