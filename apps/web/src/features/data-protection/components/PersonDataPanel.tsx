/** A person's data (issue 23 §2): replaced by its implementation. */
export function PersonDataPanel() {
  return null;
}
