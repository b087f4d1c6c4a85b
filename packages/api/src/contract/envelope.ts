import { z } from 'zod';

/** Every JSON answer of the API has this one shape. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.enum(['success', 'error']),
    message: z.string().optional(),
    data: data.optional(),
  });

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  data: z.unknown().optional(),
});

export type Envelope<T> = { status: 'success' | 'error'; message?: string; data?: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
