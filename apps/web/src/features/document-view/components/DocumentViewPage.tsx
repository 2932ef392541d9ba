import { useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/layout/PageHeading';
import { fetchDocument, type ExportedDocument } from '../../../lib/document-export';
import { blobOfBase64File, saveBlob } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';

/**
 * /document/pdf?type=&id=: a document's PDF as it is exported (an evaluation as it will be signed), shown in a frame
 * of a blob: address, with download and print.
 */
export function DocumentViewPage({ document }: { document: ExportedDocument }) {
  const { t } = useTranslation('document');
  const frame = useRef<HTMLIFrameElement>(null);
  const file = useQuery({
    queryKey: ['documentView', document.kind, document.id],
    queryFn: ({ signal }) => fetchDocument(document, 'pdf', signal),
    staleTime: 0,
    retry: false,
  });
  const blob = useMemo(() => (file.data?.content ? blobOfBase64File(file.data) : null), [file.data]);
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const title = file.data?.fileName ?? t('view.title');

  return (
    <Box component="section" aria-labelledby="document-view-title">
      <PageHeading id="document-view-title" title={t('view.title')} subtitle={file.data?.fileName} />
      {file.isError ? <Alert severity="error">{errorMessage(file.error)}</Alert> : null}
      {file.isPending ? <Skeleton variant="rounded" height={600} /> : null}
      {blob && url ? (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlined />}
              onClick={() => saveBlob(blob, file.data!.fileName)}
              data-testid="document-download"
            >
              {t('view.download')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PrintOutlined />}
              onClick={() => frame.current?.contentWindow?.print()}
              data-testid="document-print"
            >
              {t('view.print')}
            </Button>
          </Stack>
          <Box
            component="iframe"
            ref={frame}
            src={url}
            title={title}
            data-testid="document-frame"
            sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 2 }}
          />
        </>
      ) : null}
    </Box>
  );
}
