/** `message` is the storage's own reason when it sent one in the API's error envelope. */
export type PutResult = { ok: boolean; status: number; message?: string };

const envelopeMessage = (text: string): string | undefined => {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
};

type PutOptions = {
  url: string;
  file: Blob;
  /** Exactly the headers the upload address was signed with. */
  headers: Record<string, string>;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * PUTs a file to a signed upload address and reports real progress (bytes sent ÷ total). It uses
 * XMLHttpRequest because fetch has no upload progress events. The address is already signed, so
 * no bearer token goes with it; a failed or aborted request resolves with status 0.
 */
export function putWithProgress({ url, file, headers, onProgress, signal }: PutOptions) {
  return new Promise<PutResult>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) onProgress(1);
      resolve({
        ok,
        status: xhr.status,
        message: ok ? undefined : envelopeMessage(xhr.responseText),
      });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.onabort = () => resolve({ ok: false, status: 0 });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
