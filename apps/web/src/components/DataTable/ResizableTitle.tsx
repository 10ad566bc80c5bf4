import type { MouseEvent as ReactMouseEvent, ThHTMLAttributes } from 'react';

/** spec-shell §5: columns are at least 150 wide when resizing is on. */
export const MIN_COLUMN_WIDTH = 150;

interface Props extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResize?(width: number): void;
}

/** A header cell with a drag handle on its right edge; dragging sets the width (never under 150). */
export function ResizableTitle({ width, onResize, children, style, ...rest }: Props) {
  if (!onResize || !width)
    return (
      <th {...rest} style={style}>
        {children}
      </th>
    );

  const startDrag = (event: ReactMouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const move = (e: MouseEvent) =>
      onResize(Math.max(MIN_COLUMN_WIDTH, Math.round(width + e.clientX - startX)));
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };

  return (
    <th {...rest} style={{ ...style, position: 'relative' }}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        onMouseDown={startDrag}
        onClick={(e) => e.stopPropagation()}
        style={{
          position: 'absolute',
          right: -4,
          top: 0,
          bottom: 0,
          width: 8,
          cursor: 'col-resize',
          zIndex: 1,
        }}
      />
    </th>
  );
}
