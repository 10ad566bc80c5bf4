import { describe, expect, it } from 'vitest';
import { messageLink, registerMessageLink } from './link-registry';

describe('message links', () => {
  it('leads to the page a module registered for the object kind; none without one', () => {
    const off = registerMessageLink('thing', (id) => `/things/${id}`);
    expect(messageLink({ objectKind: 'thing', objectId: 4 })).toBe('/things/4');
    expect(messageLink({ objectKind: 'thing', objectId: null })).toBeNull();
    expect(messageLink({ objectKind: 'nothing', objectId: 4 })).toBeNull();
    off();
    expect(messageLink({ objectKind: 'thing', objectId: 4 })).toBeNull();
  });
});
