/**
 * The readable summary of a person's data export (summary.pdf, issue 23 §2b): who, when, at whose request, then
 * one section per kind of data with what it holds and how many, and the files in the archive; in the caller's
 * language, with the application's PDF helpers (integrations/documents/pdf-kit).
 */
import { INTERNAL_ROLES, roleRef } from '@my-skills/shared/roles';
import { ACCENT, MUTED_COLOR, TEXT_COLOR } from '../../integrations/documents/dc-document';
import {
  clean,
  contentWidth,
  ensureSpace,
  FONT,
  footers,
  leftMargin,
  pdfText,
  renderPdf,
  type Pdf,
} from '../../integrations/documents/pdf-kit';
import { personDataText } from './person-data.messages';
import type { PersonHead, StoredFile } from './person-data.repository';

export interface SummaryInput {
  idLang: number;
  person: PersonHead;
  by: string;
  at: Date;
  /** Per section, its parts and the rows written. */
  sections: { key: string; parts: { name: string; count: number }[] }[];
  files: (StoredFile & { path: string })[];
}

const MARGIN = { top: 50, bottom: 60, left: 50, right: 50 };
const STYLE = { size: { body: 9.5, small: 8, heading: 11 }, lineGap: 1.5, heading: { before: 0.8, room: 30 } };

export const dayOf = (date: Date, idLang: number) =>
  new Intl.DateTimeFormat(idLang === 2 ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    date,
  );

/** A part's label: its table's (an authored part shows the table's label). */
const labelOf = (idLang: number, name: string) => {
  const key = `table.${name.replace(/_authored$/, '')}`;
  const label = personDataText(idLang, key);
  return label === key ? name : label;
};

function countLine(doc: Pdf, label: string, value: number | string) {
  ensureSpace(doc, 14);
  const width = contentWidth(doc);
  const y = doc.y;
  doc
    .font(FONT.regular)
    .fontSize(STYLE.size.body)
    .fillColor(value === 0 ? MUTED_COLOR : TEXT_COLOR)
    .text(clean(label), leftMargin(doc) + 8, y, { width: width - 80 });
  const after = doc.y;
  doc.text(clean(String(value)), leftMargin(doc) + width - 70, y, { width: 70, align: 'right' });
  doc.x = leftMargin(doc);
  doc.y = Math.max(after, doc.y) + 1;
}

type Labelled = ReturnType<typeof pdfText>['labelledText'];

/** Who the export is about, as the summary names them. */
function identityFacts(doc: Pdf, { idLang, person }: SummaryInput, labelledText: Labelled) {
  const t = (key: string) => personDataText(idLang, key);
  const internal = INTERNAL_ROLES.find((r) => r.id === person.idRoleInternal);
  labelledText(doc, t('name'), `${person.firstName} ${person.lastName}`);
  labelledText(doc, t('email'), person.email);
  labelledText(doc, t('reference'), person.reference ?? '-');
  labelledText(doc, t('language'), person.idLang === 2 ? 'English' : 'Français');
  labelledText(doc, t('roles'), person.roles.map((r) => roleRef(r, idLang).name).join(', ') || t('none'));
  labelledText(doc, t('internalRole'), internal ? (idLang === 2 ? internal.en : internal.fr) : t('none'));
  labelledText(doc, t('signIn'), person.signInMethods.map((m) => t(`method.${m}`)).join(', ') || t('none'));
  doc.moveDown(0.3);
}

export function renderSummary(input: SummaryInput): Promise<Buffer> {
  const { idLang, person } = input;
  const t = (key: string, params?: Record<string, string | number>) => personDataText(idLang, key, params);
  const { sectionHeading, paragraph, labelledText } = pdfText(STYLE);
  const name = `${person.firstName} ${person.lastName}`;
  const date = dayOf(input.at, idLang);
  const info = { Title: `${t('title')} - ${name}`, Author: 'My Skills', Subject: t('title'), CreationDate: input.at };
  return renderPdf({ margins: MARGIN, lang: idLang === 2 ? 'en-GB' : 'fr-FR', info }, (doc) => {
    doc
      .fillColor(ACCENT)
      .font(FONT.bold)
      .fontSize(18)
      .text(clean(`${t('title')} - ${name}`), leftMargin(doc), doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.5);
    paragraph(doc, t('intro', { name, date, by: input.by }), { gap: 0.4 });
    const rows = input.sections.reduce((n, s) => n + s.parts.reduce((m, p) => m + p.count, 0), 0);
    paragraph(doc, t('totals', { rows, sections: input.sections.length, files: input.files.length }), {
      color: MUTED_COLOR,
    });

    for (const section of input.sections) {
      sectionHeading(doc, t(`section.${section.key}`));
      paragraph(doc, t(`sectionNote.${section.key}`), { color: MUTED_COLOR, size: STYLE.size.small, gap: 0.3 });
      if (section.key === 'identity') identityFacts(doc, input, labelledText);
      const shown = section.key === 'authored' ? section.parts.filter((p) => p.count > 0) : section.parts;
      if (shown.length === 0) paragraph(doc, t('emptySection'), { color: MUTED_COLOR });
      for (const part of shown) countLine(doc, labelOf(idLang, part.name), part.count);
    }

    sectionHeading(doc, t('files'));
    if (input.files.length === 0) paragraph(doc, t('noFiles'), { color: MUTED_COLOR });
    for (const file of input.files) {
      countLine(doc, file.path, t('size', { size: Math.max(1, Math.round(file.size / 1024)) }));
    }
    footers(doc, { left: t('footer', { name, date }), page: t('page'), of: t('of'), size: 7.5 });
  });
}
