import { startEmbeddedApp } from '../helpers/app';
import { describeStorageContract } from './storage-contract';

/**
 * The local adapter through the app's own signed-URL routes: embedded whatever TEST_STACK says,
 * as the adapter is the subject (storage-s3.test.ts runs the same contract on S3).
 */
describeStorageContract('local', async (clock) => {
  const t = await startEmbeddedApp({}, { now: clock });
  return {
    storage: t.deps.storage,
    // Signed URLs name PUBLIC_URL; the test app listens elsewhere on 127.0.0.1.
    send: (url, init) => {
      const { pathname, search } = new URL(url);
      return t.http(pathname + search, init);
    },
    tamper(url, _key, otherKey) {
      const token = url.slice(url.lastIndexOf('/') + 1);
      const [body, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, key: otherKey })).toString(
        'base64url',
      );
      return `${url.slice(0, url.lastIndexOf('/') + 1)}${forged}.${signature}`;
    },
    close: () => t.close(),
  };
});
