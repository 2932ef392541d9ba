import { useMutation } from '@tanstack/react-query';
import { documentTypeOf, type ExportedKind, type ExportFormat } from './document-types';
import { downloadBase64File } from './download';
import { paths } from './paths';

export type { ExportFormat } from './document-types';

/** A document the app exports, by its kind (the document-type map) and id (idDc, idEa…). */
export interface ExportedDocument {
  kind: ExportedKind;
  id: number;
}

/** The document as Word or PDF (base64), through its type's export call (SpireDoc/downLoadDC, downLoadEA…). */
export const fetchDocument = (
  { kind, id }: ExportedDocument,
  format: ExportFormat,
  signal?: AbortSignal,
  withEvidence = false,
) => {
  const type = documentTypeOf(kind);
  const exportDocument = withEvidence && 'exportWithEvidence' in type ? type.exportWithEvidence : type.exportDocument;
  if (!exportDocument) throw new Error(`no export for ${kind}`);
  return exportDocument(id, format, signal);
};

/** Fetches the document and saves it through the browser. */
export const useDownloadDocument = () =>
  useMutation({
    mutationFn: async ({
      document,
      format,
      withEvidence,
    }: {
      document: ExportedDocument;
      format: ExportFormat;
      /** With the evidence under each rated skill (the evaluation). */
      withEvidence?: boolean;
    }) => {
      const file = await fetchDocument(document, format, undefined, withEvidence);
      if (!file.content) throw new Error('empty');
      downloadBase64File(file);
      return file;
    },
  });

/** The in-app PDF view of a document (/document/pdf?type=&id=). */
export const documentViewPath = ({ kind, id }: ExportedDocument) =>
  `${paths.page.documentPdf}?${new URLSearchParams({ type: kind, id: String(id) }).toString()}`;
