/** How documents show their people and timestamps in answers: shared by every document type. */

/** An ISO timestamp, or null. */
export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** `{ id, name }` of a person shown on a document (who changed, validated, signed it), or null. */
export const personRef = (id: number | null, first: string | null, last: string | null) =>
  id !== null && first !== null ? { id, name: `${first} ${last ?? ''}`.trim() } : null;
