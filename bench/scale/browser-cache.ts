/**
 * What a browser keeps between one user's reads: the ETag of every answer that had one. The
 * studio's fetches go through the browser's HTTP cache, which asks again with If-None-Match and
 * hands the page its copy on a 304; a bench that never sent it would load the server with reads no
 * user makes. One cache for the whole run, keyed by user and path, as each user has their own.
 */
export class BrowserCache {
  private readonly tags = new Map<string, string>();

  /** The conditional header for the next request, when a copy is kept. */
  headers(user: string, path: string): Record<string, string> {
    const tag = this.tags.get(`${user} ${path}`);
    return tag ? { 'if-none-match': tag } : {};
  }

  /** Keeps the validator of a 200 (a 304 keeps the copy, and its tag, as they were). */
  store(user: string, path: string, status: number, etag: string | undefined): void {
    if (status === 200 && etag) this.tags.set(`${user} ${path}`, etag);
  }
}
