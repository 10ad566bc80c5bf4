/** Inserts `text` into a formula at the caret, or at the end when the caret is unknown. */
export function insertAt(formula: string, caret: number | null, text: string) {
  const at = caret === null || caret > formula.length ? formula.length : caret;
  return formula.slice(0, at) + text + formula.slice(at);
}
