import { useMutation } from '@tanstack/react-query';
import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { apiData } from '../../../lib/api-client';
import { downloadBase64File } from '../../../lib/download';

export type DcExportFormat = 'docx' | 'pdf';

/** GET /api/SpireDoc/downLoadDC?idDc=&format=: the file as Word or PDF (base64). */
export const downloadDc = (idDc: number, format: DcExportFormat) =>
  apiData(skillsFileCalls.dcDownload, { query: { idDc, format } });

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
