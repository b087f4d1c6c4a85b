type Json = { status: string; message?: string; data?: Record<string, unknown> };

/**
 * A JSON call to the API as the screens make it, for benches: the envelope's `data`, or an error
 * naming the call, its status and the server's message.
 */
export const apiCaller =
  (base: string) => async (method: string, p: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}/api/v1/${p}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Json;
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${json.message}`);
    return json.data!;
  };
