/** How documents show their people and timestamps in answers: shared by every document type. */

/** An ISO timestamp, or null. */
export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

/** `{ id, name }` of a person shown on a document (who changed, validated, signed it), or null. */
export const personRef = (id: number | null, first: string | null, last: string | null) =>
  id !== null && first !== null ? { id, name: `${first} ${last ?? ''}`.trim() } : null;

/** A document's status history as the answers show it (newest first, as read), each status named. */
export const historyAnswer = (
  rows: readonly {
    id: number;
    fromStatus: number | null;
    toStatus: number;
    changedById: number | null;
    firstName: string | null;
    lastName: string | null;
    changedAt: string;
    comment: string;
  }[],
  statusName: (status: number, idLang: number) => string,
  idLang: number,
) =>
  rows.map((h) => ({
    id: h.id,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    toStatusName: statusName(h.toStatus, idLang),
    changedBy: personRef(h.changedById, h.firstName, h.lastName),
    changedAt: iso(h.changedAt)!,
    comment: h.comment,
  }));

/** What a viewer may do on a two-sided review, as its answer says it (the same rules the server enforces). */
export const reviewPermissionsAnswer = (
  relation: { isOwner: boolean; managesOwner: boolean },
  p: {
    side: 'consultant' | 'manager' | null;
    canEditConsultantSide: boolean;
    canEditManagerSide: boolean;
    seesManagerSide: boolean;
    canSubmit: boolean;
    canValidate: boolean;
    canResendToDraft: boolean;
    canResendBoond: boolean;
    canSign: boolean;
    canExport: boolean;
  },
) => ({
  isOwner: relation.isOwner,
  managesOwner: relation.managesOwner,
  side: p.side,
  canEditConsultantSide: p.canEditConsultantSide,
  canEditManagerSide: p.canEditManagerSide,
  seesManagerSide: p.seesManagerSide,
  canSubmit: p.canSubmit,
  canValidate: p.canValidate,
  canResendToDraft: p.canResendToDraft,
  canResendBoond: p.canResendBoond,
  canSign: p.canSign,
  canExport: p.canExport,
});
