import { useMutation } from '@tanstack/react-query';
import { evaluationCalls } from '@my-skills/shared/calls/evaluation';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiData } from './api-client';
import { downloadBase64File } from './download';
import { paths } from './paths';

/** A document the app exports: a skills file (by its idDc) or an annual evaluation (by its idEa). */
export type ExportedDocumentType = 'dc' | 'ea';
export type ExportFormat = 'docx' | 'pdf';
export interface ExportedDocument {
  type: ExportedDocumentType;
  id: number;
}

export const isExportedDocumentType = (value: string | null): value is ExportedDocumentType =>
  value === 'dc' || value === 'ea';

/** GET /api/SpireDoc/downLoadDC or downLoadEA: the document as Word or PDF (base64). */
export const fetchDocument = ({ type, id }: ExportedDocument, format: ExportFormat, signal?: AbortSignal) =>
  type === 'dc'
    ? apiData(skillsFileCalls.dcDownload, { query: { idDc: id, format }, signal })
    : apiData(evaluationCalls.eaDownload, { query: { idEa: id, format }, signal });

/** Fetches the document and saves it through the browser. */
export const useDownloadDocument = () =>
  useMutation({
    mutationFn: async ({ document, format }: { document: ExportedDocument; format: ExportFormat }) => {
      const file = await fetchDocument(document, format);
      if (!file.content) throw new Error('empty');
      downloadBase64File(file);
      return file;
    },
  });

/** The in-app PDF view of a document (/document/pdf?type=&id=). */
export const documentViewPath = ({ type, id }: ExportedDocument) =>
  `${paths.page.documentPdf}?${new URLSearchParams({ type, id: String(id) }).toString()}`;
