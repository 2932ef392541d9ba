import { useMutation } from '@tanstack/react-query';
import { dcDocumentSchema } from '@my-skills/shared/schemas/skills-file';
import { apiData } from '../../../lib/api-client';
import { downloadBase64File } from '../../../lib/download';
import { apiPaths } from '../../../lib/paths';

export type DcExportFormat = 'docx' | 'pdf';

/** GET /api/SpireDoc/downLoadDC?idDc=&format=: the file as Word or PDF (base64). */
export const downloadDc = (idDc: number, format: DcExportFormat) =>
  apiData(apiPaths.dcDownload, { query: { idDc, format }, schema: dcDocumentSchema });

/** Fetches the document and saves it through the browser. */
export const useDownloadDc = () =>
  useMutation({
    mutationFn: async ({ idDc, format }: { idDc: number; format: DcExportFormat }) => {
      const file = await downloadDc(idDc, format);
      if (!file.content) throw new Error('empty');
      downloadBase64File(file);
      return file;
    },
  });
