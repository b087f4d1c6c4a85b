// The part of autocannon 8's API the load bench uses (the package ships no types).
declare module 'autocannon' {
  type Context = Record<string, unknown>;
  type RequestSpec = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec, context: Context) => RequestSpec | undefined;
    /** Headers as the server wrote their names, a repeated one as an array. */
    onResponse?: (
      status: number,
      body: string,
      context: Context,
      headers: Record<string, string | string[]>,
    ) => void;
  };
  /** One connection; with pipelining 1 its iterator points at the request in flight. */
  export type Client = {
    requestIterator: { currentRequestIndex: number };
    on(event: 'timeout' | 'connError', listener: () => void): Client;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: RequestSpec[];
    initialContext?: Context;
    setupClient?: (client: Client) => void;
  };
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    /** Connection errors and timeouts. */
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds. */
    duration: number;
  };
  type Instance = PromiseLike<Result> & {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, bytes: number, ms: number) => void,
    ): Instance;
    stop(): void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
