import { z } from 'zod';

export const healthSchema = z.object({
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']) }),
  queue: z.object({
    ok: z.boolean(),
    driver: z.enum(['in-process', 'pg-boss']),
    pending: z.number(),
  }),
  version: z.string(),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
