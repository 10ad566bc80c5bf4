import type { ControlType } from '@fieldline/domain';

/**
 * What is being dragged in the designer: a control from the palette or a custom field on the
 * canvas. Kept here rather than in dataTransfer, which drag-over handlers cannot read.
 */
export type DragItem = { kind: 'control'; type: ControlType } | { kind: 'field'; entry: string };

let current: DragItem | null = null;

export const startDrag = (event: React.DragEvent, item: DragItem) => {
  current = item;
  event.dataTransfer.effectAllowed = item.kind === 'control' ? 'copy' : 'move';
  // Firefox starts a drag only with some data set.
  event.dataTransfer.setData('text/plain', item.kind === 'control' ? item.type : item.entry);
};
export const draggedItem = () => current;
export const endDrag = () => {
  current = null;
};
