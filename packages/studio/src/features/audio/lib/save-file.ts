export type DownloadKind = 'mp3' | 'wav' | 'stems';

/** The combined file is saved as {documentId}_combined.mp3 (or .wav); stems as a ZIP. */
export const downloadFileName = (documentId: string, kind: DownloadKind = 'mp3') =>
  kind === 'stems' ? `${documentId}_stems.zip` : `${documentId}_combined.${kind}`;

/** Hands a downloaded blob to the browser as a file with the given name. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
