/**
 * Annual evaluation: its Word and PDF documents, as the evaluation's calls and workflow need them — the export
 * in the evaluation's language, and the signed PDF (rendered at signing, hashed, pushed to BoondManager).
 * The renderers live in integrations/documents; `createEvaluationDocuments` maps an `EaDetails` onto them.
 */
import type { EaDetails } from '@my-skills/shared/schemas/evaluation-details';
import { buildEaDocumentData, eaDocumentFileName, type EaDocumentData } from '../../integrations/documents/ea-document';
import { renderEaDocx } from '../../integrations/documents/ea-docx';
import { renderEaPdf } from '../../integrations/documents/ea-pdf';
import {
  DOCUMENT_CONTENT_TYPES,
  sha256Hex,
  type DocumentFormat,
  type RenderedDocument,
} from '../../integrations/documents/rendered-document';
import type { ConfirmedEvidence } from '../../lib/skill-evidence';

export type EaDocumentFormat = DocumentFormat;
export type { RenderedDocument };

/** The PDF as the manager signed it, with the SHA-256 of its bytes. */
export interface RenderedEvaluation extends RenderedDocument {
  hash: string;
  signedAt: Date;
}

export interface EvaluationDocuments {
  /**
   * The export of an evaluation as it reads now (its signature, if any, in the footer); with `evidence` (confirmed
   * items by catalogue skill), listed under each rated skill.
   */
  render(
    details: EaDetails,
    format: EaDocumentFormat,
    evidence?: Map<number, ConfirmedEvidence[]>,
  ): Promise<RenderedDocument>;
  /** The PDF signed by `signer` at `signedAt`, and its hash. */
  renderSigned(details: EaDetails, signer: { id: number; name: string }, signedAt: Date): Promise<RenderedEvaluation>;
}

/** The view model of the renderers from an evaluation as `Ea/details` answers it (read in the evaluation's language). */
export function toEaDocumentData(
  d: EaDetails,
  signature: { signedBy: string; signedAt: Date | string } | null,
  now: Date,
  evidence?: Map<number, ConfirmedEvidence[]>,
): EaDocumentData {
  const idLang = d.idLang === 2 ? 2 : 1;
  return buildEaDocumentData({
    idLang,
    year: d.year,
    statusName: d.statusName,
    person: d.person,
    manager: d.person.manager?.name ?? '',
    cadreEntretien: {
      experience: d.cadreEntretien.experience,
      society: d.cadreEntretien.society,
      birthDate: d.cadreEntretien.dateNaissance,
      hireDate: d.cadreEntretien.dateEntreeAstek,
      function: d.cadreEntretien.function,
      interviewDate: d.cadreEntretien.dateEntretienN,
      lastInterviewDate: d.cadreEntretien.dateEntretienNm1,
    },
    annualReview: {
      experienceComment: d.bilanAnnuel.experienceComment,
      consultant: d.bilanAnnuel.consultantAppreciation,
      manager: d.bilanAnnuel.managerAppreciation,
      performance: d.bilanAnnuel.evaluationPerformance,
      comment: d.bilanAnnuel.commentaire,
    },
    lastYearGoals: d.lastYearGoals,
    // A line of a catalogue skill lists its evidence (none: an empty list); a criterion's line has none to list.
    skills: d.skills.map((l) => ({ ...l, evidence: l.idSkill ? (evidence?.get(l.idSkill) ?? []) : undefined })),
    withEvidence: evidence !== undefined,
    typeLabels: Object.fromEntries(d.summary.map((r) => [r.idType, r.typeName])),
    goals: d.goals,
    evolution: d.evolutionProfessionnelle,
    languages: d.languages.map((l) => ({ name: l.name, level: l.levelName })),
    otherActions: d.otherActions,
    trainingReviews: d.trainingReviews,
    cpf: { hours: d.cpfHours, date: d.cpfDate, okTraining: d.cpfIsOkTraining },
    trainingWishes: d.trainingWishes.map((w) => ({
      typeLabel: w.typeName,
      title: w.title,
      organism: w.organism,
      desiredDate: w.desiredDate,
      hours: w.durationHours,
    })),
    commentTrainingRequest: d.commentTrainingRequest,
    synthesis: d.synthese,
    signatures: {
      employee: { name: `${d.person.firstName} ${d.person.lastName}`.trim(), submittedAt: d.submittedAt },
      manager: { name: signature?.signedBy ?? d.person.manager?.name ?? '', signedAt: signature?.signedAt ?? null },
    },
    documentHash: d.signature?.documentHash ?? null,
    generatedAt: now,
  });
}

/** The renderers of integrations/documents behind the evaluation's calls and workflow. */
export function createEvaluationDocuments(now: () => Date): EvaluationDocuments {
  const renderers = { docx: renderEaDocx, pdf: renderEaPdf };
  async function render(data: EaDocumentData, format: EaDocumentFormat): Promise<RenderedDocument> {
    return {
      fileName: eaDocumentFileName(data, format),
      contentType: DOCUMENT_CONTENT_TYPES[format],
      content: await renderers[format](data),
    };
  }
  return {
    render: (details, format, evidence) =>
      render(
        toEaDocumentData(
          details,
          details.signature && { signedBy: details.signature.signedBy.name, signedAt: details.signature.signedAt },
          now(),
          evidence,
        ),
        format,
      ),
    async renderSigned(details, signer, signedAt) {
      // The signed PDF carries no hash (it cannot hold its own); later exports print it in the footer.
      const data = toEaDocumentData({ ...details, signature: null }, { signedBy: signer.name, signedAt }, signedAt);
      const rendered = await render(data, 'pdf');
      return { ...rendered, hash: sha256Hex(rendered.content), signedAt };
    },
  };
}
