/** Candidate retention and erasure (issue 23 §2): replaced by its implementation. */
export function RetentionPanel() {
  return null;
}
