import type { FastifyReply } from 'fastify';

import type { Schedule } from '../services/mail/mail-dispatch';

/**
 * Starts work once this reply has left: 'close' comes after the last byte is handed to the
 * socket (or the client went away), so nothing the work does can delay or shape the answer
 * (SECURITY-CHECKS 46). The next turn of the event loop is not enough: the answer may still be on
 * its way through Fastify's hooks when it comes.
 */
export const afterAnswer =
  (reply: FastifyReply): Schedule =>
  (run) =>
    void reply.raw.once('close', run);
