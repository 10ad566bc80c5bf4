/**
 * The one signature pad's policy, for every signature (an order's receipt, a custom field): drawn at
 * 600 × 240 and shown at the container's width (at most 600 px) with the same ratio, so a phone gets
 * the whole width; a 3 px stroke stays legible when the PNG is printed or shown as a thumbnail.
 */
export const SIGNATURE_WIDTH = 600;
export const SIGNATURE_HEIGHT = 240;
export const SIGNATURE_LINE_WIDTH = 3;
export const SIGNATURE_INK = '#111';
export const SIGNATURE_FILE = 'signature.png';
/** Fewer drawn pixels than this is a tap or a slip, not a signature. */
export const SIGNATURE_MIN_INK_PIXELS = 40;

/** Where a pointer is on the canvas, in canvas pixels (the canvas is scaled by CSS). */
export function canvasPoint(
  canvas: { width: number; height: number },
  rect: { left: number; top: number; width: number; height: number },
  client: { clientX: number; clientY: number },
) {
  return {
    x: ((client.clientX - rect.left) * canvas.width) / (rect.width || canvas.width),
    y: ((client.clientY - rect.top) * canvas.height) / (rect.height || canvas.height),
  };
}

/** How many pixels of the RGBA data carry ink (any alpha). */
export function inkPixels(data: ArrayLike<number>): number {
  let count = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
  return count;
}

type SignatureCanvas = Pick<HTMLCanvasElement, 'width' | 'height' | 'getContext' | 'toBlob'>;

/** Whether the pad holds a signature rather than nothing or a stray tap. */
export function hasSignature(canvas: SignatureCanvas): boolean {
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  return inkPixels(ctx.getImageData(0, 0, canvas.width, canvas.height).data) >= SIGNATURE_MIN_INK_PIXELS;
}

/**
 * The signature as a PNG on a white background (so it prints and previews the same everywhere),
 * or null when the pad is empty. The pad itself is left as drawn.
 */
export async function exportSignaturePng(
  canvas: SignatureCanvas,
  makeCanvas: (w: number, h: number) => SignatureCanvas = (w, h) =>
    Object.assign(document.createElement('canvas'), { width: w, height: h }),
): Promise<Blob | null> {
  if (!hasSignature(canvas)) return null;
  const out = makeCanvas(canvas.width, canvas.height);
  const ctx = out.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(canvas as CanvasImageSource, 0, 0);
  return new Promise((resolve) => out.toBlob((blob) => resolve(blob), 'image/png'));
}
