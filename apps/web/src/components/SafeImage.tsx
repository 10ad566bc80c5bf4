import { useState, type ImgHTMLAttributes } from 'react';

/** The picture shown instead of a broken image (spec-shell §2). */
export const IMAGE_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90" viewBox="0 0 120 90">' +
      '<rect width="120" height="90" fill="#f0f2f5"/>' +
      '<path d="M30 66l18-22 13 15 9-10 20 17z" fill="#c4cad3"/><circle cx="80" cy="30" r="8" fill="#c4cad3"/></svg>',
  );

/** An image that falls back to a placeholder picture when it cannot be loaded. */
export function SafeImage({ src, onError, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={broken ? IMAGE_PLACEHOLDER : src}
      data-broken={broken || undefined}
      onError={(event) => {
        if (!broken) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
