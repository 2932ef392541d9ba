import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import { useTranslation } from 'react-i18next';
import type { CallDefinition } from '@my-skills/shared/calls/define';
import type { ErrorCode } from '@my-skills/shared/errors';
import { saveBlob } from '../../lib/download';
import { useNotify } from '../notifications/NotificationProvider';

/** The file name the server gives (`filename*=UTF-8''…` first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      /* the plain name below */
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

const sizeOf = (bytes: number, lng: string) =>
  new Intl.NumberFormat(lng, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(bytes / 1024);

/**
 * A list's Excel export of exactly what is filtered: POSTs the list's export body, reads the streamed workbook
 * while it arrives (a progress bar with what has come, the number of rows the server announced) and saves it.
 * A refusal (bad filter, no permission) shows the server's translated message.
 */
export function ExportButton({
  call,
  body,
  fallbackName,
  disabled,
}: {
  call: CallDefinition;
  body: () => unknown;
  fallbackName: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('lists');
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);

  const run = async () => {
    setReceived(0);
    try {
      const response = await fetch(call.path, {
        method: call.method,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language || 'fr' },
        body: JSON.stringify(body()),
      });
      if (!response.ok || !response.body) {
        const payload = (await response.json().catch(() => null)) as { message?: string; code?: ErrorCode } | null;
        throw new Error(payload?.message ?? (payload?.code ? t(`errors:${payload.code}`) : response.statusText));
      }
      const reader = response.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        size += value.byteLength;
        setReceived(size);
      }
      const name = fileNameOf(response.headers.get('content-disposition'), `${fallbackName}.xlsx`);
      saveBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }), name);
      notify(t('exportDone', { rows: Number(response.headers.get('x-total-count') ?? 0) }), 'success');
    } catch (error) {
      notify(t('exportFailed', { message: error instanceof Error ? error.message : String(error) }), 'error');
    } finally {
      setReceived(null);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<FileDownload />}
        onClick={() => void run()}
        disabled={disabled || received !== null}
        data-testid="list-export"
      >
        {t('export')}
      </Button>
      {received !== null ? (
        <>
          <LinearProgress aria-label={t('exporting', { size: sizeOf(received, i18n.language) })} />
          <Typography variant="caption" color="text.secondary" role="status">
            {t('exporting', { size: sizeOf(received, i18n.language) })}
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}
