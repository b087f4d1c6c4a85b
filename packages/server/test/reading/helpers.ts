import type { TestApp } from '../helpers/app';

/** PUT with a JSON body, as the screens send it. */
export async function put(t: TestApp, path: string, body: unknown, token?: string) {
  const res = await t.http(`/api/v1/${path}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
