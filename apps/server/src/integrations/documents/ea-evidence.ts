/**
 * The evidence under each rated skill of an evaluation's export (issue 22 §3, `evidence=true`): after a type's
 * table, one row per confirmed item of each of its skills — "Experience: Bank — Payments (01/05/2019 – 30/09/2023)",
 * "Certification: CKA — CNCF (obtained 12/03/2024)", "Training: Kubernetes basics — Org (…)" — and a skill without
 * any as "No confirmed evidence". Both renderers draw it as a table (ea-sections.ts).
 */
import {
  eaTextsFor,
  formatEaDate,
  orEmpty,
  type EaDocumentData,
  type EaDocumentSkillGroup,
  type EaEvidenceItem,
} from './ea-document';
import type { EaTable } from './ea-sections';

const TEXTS = {
  fr: {
    heading: 'Preuves',
    evidence: 'Preuve',
    period: 'Période',
    experience: 'Expérience',
    certification: 'Certification',
    training: 'Formation',
    ongoing: 'en cours',
    obtained: 'obtenue le',
    expires: 'expire le',
    none: 'Aucune preuve confirmée',
  },
  en: {
    heading: 'Evidence',
    evidence: 'Evidence',
    period: 'Period',
    experience: 'Experience',
    certification: 'Certification',
    training: 'Training',
    ongoing: 'ongoing',
    obtained: 'obtained',
    expires: 'expires',
    none: 'No confirmed evidence',
  },
} as const;
export const eaEvidenceTexts = (idLang: 1 | 2) => (idLang === 2 ? TEXTS.en : TEXTS.fr);

/** "Experience: Bank — Payments" */
export function evidenceText(item: EaEvidenceItem, idLang: 1 | 2): string {
  const t = eaEvidenceTexts(idLang);
  const what = [item.label.trim(), item.detail.trim()].filter(Boolean).join(' — ');
  return `${t[item.kind]}${idLang === 1 ? ' :' : ':'} ${orEmpty(what)}`;
}

/** "01/05/2019 – 30/09/2023", "01/05/2019 – ongoing", "obtained 12/03/2024"; '—' without dates. */
export function evidencePeriod(item: EaEvidenceItem, idLang: 1 | 2): string {
  const t = eaEvidenceTexts(idLang);
  const day = (d: string | null) => formatEaDate(d, idLang);
  if (item.kind === 'certification') {
    const parts = [
      item.startDate ? `${t.obtained} ${day(item.startDate)}` : '',
      item.endDate ? `${t.expires} ${day(item.endDate)}` : '',
    ];
    return orEmpty(parts.filter(Boolean).join(', '));
  }
  if (!item.startDate && !item.endDate) return item.kind === 'experience' ? t.ongoing : '—';
  const end = item.endDate ? day(item.endDate) : item.kind === 'experience' ? t.ongoing : '';
  return [day(item.startDate) || '…', end].filter(Boolean).join(' – ');
}

/** A type's lines of catalogue skills and their evidence, null for a type without any (criteria only). */
export function evidenceTable(data: EaDocumentData, group: EaDocumentSkillGroup): EaTable | null {
  const lines = group.lines.filter((line) => line.evidence !== undefined);
  if (!lines.length) return null;
  const t = eaTextsFor(data.idLang);
  const e = eaEvidenceTexts(data.idLang);
  const rows = lines.flatMap((line) =>
    line.evidence?.length
      ? line.evidence.map((item, i) => [
          i === 0 ? orEmpty(line.label) : '',
          evidenceText(item, data.idLang),
          evidencePeriod(item, data.idLang),
        ])
      : [[orEmpty(line.label), e.none, '—']],
  );
  return {
    columns: [
      { header: t.skill, share: 0.27 },
      { header: e.evidence, share: 0.45 },
      { header: e.period, share: 0.28 },
    ],
    rows,
  };
}
