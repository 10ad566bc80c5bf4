/**
 * Where a message about an object leads, by the object's kind ('order', 'equipment', 'notice', ...).
 * It imports nothing, so a module's routes.ts can register its kind while the app starts (a file the
 * route table uses; the build drops a file under the package's `sideEffects` rule when nothing uses
 * its exports, calls and all); a kind no module registered has no link (shown, not linked).
 */
type LinkOf = (objectId: number) => string;
const links = new Map<string, LinkOf>();

/** A module names the page that shows its object; answers the function that removes it. */
export function registerMessageLink(objectKind: string, linkOf: LinkOf): () => void {
  links.set(objectKind, linkOf);
  return () => {
    if (links.get(objectKind) === linkOf) links.delete(objectKind);
  };
}

/** The page a message leads to, or null. */
export function messageLink(message: { objectKind: string | null; objectId: number | null }): string | null {
  if (!message.objectKind || message.objectId === null) return null;
  return links.get(message.objectKind)?.(message.objectId) ?? null;
}
