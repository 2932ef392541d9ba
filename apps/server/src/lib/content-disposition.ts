import type { FastifyReply } from 'fastify';

/** `attachment; filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266 with RFC 5987 encoding). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The headers of a stored file sent as a download: never sniffed, never run, never cached. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; content: Buffer | Uint8Array },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
