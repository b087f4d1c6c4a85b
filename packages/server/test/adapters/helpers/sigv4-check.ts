import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Checks a presigned (query-string) AWS Signature V4 request the way S3 does. s3rver accepts any
 * V4 signature, so without this the tests could not tell whether a presigned PUT really binds its
 * content type and size. Written from the SigV4 specification, independently of the SDK that
 * produces the URLs, so it cannot share the SDK's mistakes.
 */
export type PresignedRequest = { method: string; url: string; headers: IncomingHttpHeaders };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
// RFC 3986 unreserved characters stay; everything else is percent-encoded, as SigV4 requires.
const encode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const parseAmzDate = (d: string) =>
  Date.parse(d.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/** Undefined when the request is valid; otherwise S3's error code for it. */
export function checkPresigned(
  req: PresignedRequest,
  secretOf: (accessKeyId: string) => string | undefined,
  nowMs: number,
): string | undefined {
  const url = new URL(req.url, 'http://placeholder');
  const q = url.searchParams;
  const [algorithm, credential, amzDate, expires, signed, signature] = [
    'X-Amz-Algorithm',
    'X-Amz-Credential',
    'X-Amz-Date',
    'X-Amz-Expires',
    'X-Amz-SignedHeaders',
    'X-Amz-Signature',
  ].map((name) => q.get(name));
  if (
    algorithm !== 'AWS4-HMAC-SHA256' ||
    !credential ||
    !amzDate ||
    !expires ||
    !signed ||
    !signature
  )
    return 'AuthorizationQueryParametersError';
  const signedAt = parseAmzDate(amzDate);
  if (Number.isNaN(signedAt)) return 'AuthorizationQueryParametersError';
  if (nowMs > signedAt + Number(expires) * 1000) return 'AccessDenied: Request has expired';
  if (nowMs < signedAt - 15 * 60_000) return 'AccessDenied: Request is not yet valid';

  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  const secret = secretOf(accessKeyId);
  if (!secret) return 'InvalidAccessKeyId';

  const query = [...q.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = signed.split(';');
  const headers = names
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonical = [
    req.method,
    url.pathname,
    query,
    headers,
    names.join(';'),
    q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${day}/${region}/${service}/${terminator}`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = [day, region, service, terminator].reduce<Buffer | string>(
    (k, part) => hmac(k, part),
    `AWS4${secret}`,
  );
  const expected = Buffer.from(hmac(key, toSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return 'SignatureDoesNotMatch';
  return undefined;
}
