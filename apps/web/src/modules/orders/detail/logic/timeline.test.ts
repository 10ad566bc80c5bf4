import { describe, expect, it } from 'vitest';
import { editedFields, isOtherLog, isTransitionLog, newestFirst } from './timeline';

describe('timeline', () => {
  it('tells transitions from other rows', () => {
    expect(isTransitionLog('startService')).toBe(true);
    expect(isTransitionLog('archive')).toBe(false);
    expect(isOtherLog('evaluated')).toBe(true);
    expect(isOtherLog('startService')).toBe(false);
  });

  it('lists the fields an edit row names', () => {
    expect(editedFields('title, priority,,tags')).toEqual(['title', 'priority', 'tags']);
    expect(editedFields(null)).toEqual([]);
  });

  it('shows the newest entry first', () => {
    expect(newestFirst([{ id: 1 }, { id: 3 }, { id: 2 }]).map((l) => l.id)).toEqual([3, 2, 1]);
  });
});
