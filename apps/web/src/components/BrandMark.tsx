/** The Fieldline mark, the same drawing as the favicon. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1668dc" />
      <path d="M10 8h13v4h-8.5v4.5H21v4h-6.5V25H10z" fill="#fff" />
    </svg>
  );
}
