import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { resetBody, resetRequestBody } from '@castmyscript/api/contract';

import type { PasswordService } from '../../services/auth/password-service';
import { afterAnswer } from '../after-answer';
import { success } from '../envelope';

/** Forgotten password: request a link, then set a new password with it. */
export const authPasswordRoutes =
  (deps: {
    passwords: PasswordService;
    limited: { max: number; timeWindow: string };
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = deps.limited;
    const tags = ['auth'];

    app.post(
      '/auth/reset-password-request',
      { config: { rateLimit }, schema: { tags, body: resetRequestBody } },
      async (request, reply) => {
        await deps.passwords.requestReset(
          request.body.email,
          request.body.reset_form_url,
          afterAnswer(reply),
        );
        // Word for word the same for every email, so the answer reveals no account.
        return success(
          null,
          'If an account exists for this email, password reset instructions have been sent.',
        );
      },
    );

    app.post(
      '/auth/reset-password',
      { config: { rateLimit }, schema: { tags, body: resetBody } },
      async (request) => {
        await deps.passwords.resetPassword(
          request.body.pass_reset_token,
          request.body.new_password,
        );
        return success(null, 'Password reset successfully. You can now log in.');
      },
    );
  };
