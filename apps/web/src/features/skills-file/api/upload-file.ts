import { useMutation } from '@tanstack/react-query';
import { userFileSchema } from '@my-skills/shared/schemas/files';
import { apiCall } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /api/File/add?idUser= (multipart): a diploma or certification of the person (PDF, image or Word, 10 MB at most). */
export const uploadFile = ({ idUser, file }: { idUser: number; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiCall(apiPaths.fileAdd, { method: 'POST', query: { idUser }, body: form, schema: userFileSchema });
};

export const useUploadFile = () => useMutation({ mutationFn: uploadFile });

/** GET /api/File/download?id=: the file itself, as a link target (the browser saves it). */
export const fileDownloadUrl = (id: number) => `${apiPaths.fileDownload}?id=${id}`;
