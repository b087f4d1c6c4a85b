import type { TestApp } from './app';

/**
 * Follows a signed storage URL as the browser does, with no session. The local adapter's URLs
 * name PUBLIC_URL and are served by the app itself, which listens on another port in tests, so
 * they go to the test app; presigned S3 URLs go to the bucket they name.
 */
export function fetchSigned(t: TestApp, url: string, init: RequestInit = {}): Promise<Response> {
  if (t.deps.storage.driver === 'local') {
    // Relative in the embedded default without PUBLIC_URL (config linkBase).
    const { pathname, search } = new URL(url, t.base);
    return t.http(pathname + search, init);
  }
  return fetch(url, { redirect: 'manual', ...init });
}

/**
 * PUT to a signed upload URL with the headers the presign calls give (the type, and
 * `If-None-Match: *`, which S3 signs); the answer's body is JSON from the app, S3's XML (or
 * nothing) as text.
 */
export async function putToSigned(t: TestApp, url: string, body: Buffer, contentType: string) {
  const res = await fetchSigned(t, url, {
    method: 'PUT',
    headers: { 'content-type': contentType, 'if-none-match': '*' },
    body: new Uint8Array(body),
  });
  const json = res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: json ? await res.json() : await res.text() };
}

/**
 * Where the app's signed URLs point: its own file route under PUBLIC_URL, or the bucket (the
 * test stack's S3 is reached path-style, without a public endpoint of its own).
 */
export function signedUrlPrefix(t: TestApp): string {
  const s3 = t.config.s3;
  return s3 ? `${s3.endpoint}/${s3.bucket}/` : `${t.config.publicUrl}/api/v1/files/`;
}

/** The local adapter's token with some claims changed and its signature kept. */
function forgeClaims(url: string, change: Record<string, unknown>): string {
  const at = url.lastIndexOf('/') + 1;
  const [body, signature] = url.slice(at).split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
  return `${url.slice(0, at)}${forged}.${signature}`;
}

/**
 * The upload URL with its size bound lifted and its signature kept, as an attacker would try:
 * a much larger maximum in the local token's claims; Content-Length no longer among the headers
 * a presigned S3 URL signs.
 */
export function liftSizeBound(t: TestApp, url: string): string {
  if (t.deps.storage.driver === 'local') return forgeClaims(url, { max: 100 * 1024 * 1024 });
  const lifted = new URL(url);
  const signed = lifted.searchParams.get('X-Amz-SignedHeaders')?.split(';') ?? [];
  if (!signed.includes('content-length')) throw new Error(`no size bound to lift in ${url}`);
  const rest = signed.filter((name) => name !== 'content-length');
  lifted.searchParams.set('X-Amz-SignedHeaders', rest.join(';'));
  return lifted.href;
}

/** The signed URL pointed at another storage key, its signature kept. */
export function repoint(t: TestApp, url: string, key: string, otherKey: string): string {
  if (t.deps.storage.driver === 'local') return forgeClaims(url, { key: otherKey });
  const moved = url.replace(`/${key}?`, `/${otherKey}?`);
  if (moved === url) throw new Error(`${key} is not in ${url}`);
  return moved;
}

/**
 * How a PUT of more bytes than the URL allows is refused: the app's file route answers 413 in
 * its envelope; S3 answers 403, as a presigned PUT signs one exact Content-Length.
 */
export function expectOversizeRefused(
  t: TestApp,
  answer: { status: number; body: { status?: string } | string },
): void {
  if (t.deps.storage.driver === 'local') {
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ status: 'error' });
  } else {
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<Code>SignatureDoesNotMatch</Code>');
  }
}
