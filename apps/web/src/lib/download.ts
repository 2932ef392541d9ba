/** The bytes of a base64 file (as the API sends guides and documents) as a blob of its type. */
export function blobOfBase64File(file: { contentType: string; content: string }): Blob {
  const binary = atob(file.content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.contentType });
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a base64 file through a temporary link. */
export function downloadBase64File(file: { fileName: string; contentType: string; content: string }): void {
  saveBlob(blobOfBase64File(file), file.fileName);
}
