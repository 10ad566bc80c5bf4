/** Extensions we accept, with the content type we serve them as. */
export const ALLOWED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
};

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const humanSize = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  let n = bytes;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${Number.isInteger(n) ? n : n.toFixed(1)}${units[i]}`;
};

/** Leading bytes of the types a browser renders inline (images, PDF): the content must start so. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  jpg: (h) => h.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  jpeg: (h) => SIGNATURES.jpg!(h),
  png: (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (h) => ['GIF87a', 'GIF89a'].includes(h.subarray(0, 6).toString('latin1')),
  webp: (h) =>
    h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  bmp: (h) => h.subarray(0, 2).toString('latin1') === 'BM',
  pdf: (h) => h.subarray(0, 5).toString('latin1') === '%PDF-',
};
/** ELF, Mach-O and universal binaries, and Windows PE ("MZ", then binary): refused under any name. */
const EXECUTABLES = ['7f454c46', 'feedface', 'feedfacf', 'cefaedfe', 'cffaedfe', 'cafebabe'];
const isExecutable = (head: Buffer) => {
  const hex = head.toString('hex');
  return EXECUTABLES.some((sig) => hex.startsWith(sig)) || (hex.startsWith('4d5a') && head.includes(0));
};
/** How many leading bytes `contentFits` needs. */
export const SNIFF_BYTES = 16;

/** Whether a file's leading bytes fit its extension: never an executable; images and PDF by magic. */
export const contentFits = (ext: string, head: Buffer) =>
  !isExecutable(head) && (SIGNATURES[ext]?.(head) ?? true);

/** A file name as a browser sends it: no directories, no NUL or other control characters. */
export const isPlainFileName = (name: string) =>
  !!name &&
  name !== '.' &&
  name !== '..' &&
  ![...name].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c === '\u007f');
