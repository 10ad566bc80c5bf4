import { describe, expect, it, vi } from 'vitest';
import {
  SIGNATURE_MIN_INK_PIXELS,
  canvasPoint,
  exportSignaturePng,
  hasSignature,
  inkPixels,
} from './signature';

/** A canvas stand-in: `ink` pixels carry alpha; records what is drawn on it. */
function fakeCanvas(ink: number, width = 60, height = 20) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < ink; i++) data[i * 4 + 3] = 255;
  const calls: string[] = [];
  const ctx = {
    fillStyle: '',
    getImageData: () => ({ data }),
    fillRect: (...a: number[]) => calls.push(`fillRect ${a.join(',')} ${ctx.fillStyle}`),
    drawImage: () => calls.push('drawImage'),
  };
  const canvas = {
    width,
    height,
    getContext: () => ctx,
    toBlob: vi.fn((cb: BlobCallback, type?: string) => cb(new Blob(['png'], { type }))),
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, calls };
}

describe('signature pad', () => {
  it('maps a pointer on the CSS-scaled canvas to canvas pixels', () => {
    const rect = { left: 10, top: 20, width: 300, height: 120 };
    expect(canvasPoint({ width: 600, height: 240 }, rect, { clientX: 160, clientY: 80 })).toEqual({
      x: 300,
      y: 120,
    });
  });

  it('counts inked pixels by alpha', () => {
    expect(inkPixels(new Uint8ClampedArray([0, 0, 0, 0, 0, 0, 0, 9, 1, 1, 1, 0]))).toBe(1);
  });

  it('treats an empty pad or a stray tap as no signature', () => {
    expect(hasSignature(fakeCanvas(0).canvas)).toBe(false);
    expect(hasSignature(fakeCanvas(SIGNATURE_MIN_INK_PIXELS - 1).canvas)).toBe(false);
    expect(hasSignature(fakeCanvas(SIGNATURE_MIN_INK_PIXELS).canvas)).toBe(true);
  });

  it('exports nothing from an empty pad', async () => {
    const make = vi.fn();
    expect(await exportSignaturePng(fakeCanvas(0).canvas, make)).toBeNull();
    expect(make).not.toHaveBeenCalled();
  });

  it('exports the strokes as a PNG on a white background of the pad size', async () => {
    const pad = fakeCanvas(200);
    const out = fakeCanvas(0);
    const make = vi.fn(() => out.canvas);
    const blob = await exportSignaturePng(pad.canvas, make);
    expect(make).toHaveBeenCalledWith(60, 20);
    expect(out.calls).toEqual(['fillRect 0,0,60,20 #fff', 'drawImage']);
    expect(blob?.type).toBe('image/png');
  });
});
