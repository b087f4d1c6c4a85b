import { envelopeSchema } from '@castmyscript/api/contract';
import type { z } from 'zod';

const BEARER = [{ bearerAuth: [] }];

/**
 * The block most routes of a file repeat: the file's OpenAPI tag, the bearer session where its
 * calls need one, and the success envelope of the route's data on 200. A route passes only its
 * own fields (description, params, body, querystring); Fastify's zod provider types the request
 * from them as before. Routes answering another status or several keep their own block.
 */
export const routeSchemas = (tag: string, { session }: { session: boolean }) => {
  const shared = session ? { tags: [tag], security: BEARER } : { tags: [tag] };
  return <D extends z.ZodType, R extends object = Record<never, never>>(data: D, own?: R) => ({
    schema: { ...shared, ...(own as R), response: { 200: envelopeSchema(data) } },
  });
};
