import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  envelopeSchema,
  googleLoginBody,
  loginBody,
  registerBody,
  registerData,
  resendVerificationBody,
  tokensData,
} from '@castmyscript/api/contract';

import { bearerToken } from '../../services/auth/auth-fns';
import type { LoginService } from '../../services/auth/login-service';
import type { RegistrationService } from '../../services/auth/registration-service';
import type { SessionService } from '../../services/auth/session-service';
import { success } from '../envelope';
import { routeSchemas } from '../route-schema';

/** Sign-up, verification, sign-in and refresh. */
export type AuthRouteDeps = {
  registration: RegistrationService;
  login: LoginService;
  sessions: Pick<SessionService, 'refresh'>;
  /** Per-IP limit of the calls that send mail or create rows (security check 14). */
  limited: { max: number; timeWindow: string };
};

const tags = ['auth'];
const route = routeSchemas('auth', { session: false });
const emailData = z.object({ email: z.string() });

export const authRoutes =
  (deps: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = deps.limited;

    app.post(
      '/auth/register',
      {
        config: { rateLimit },
        schema: { tags, body: registerBody, response: { 201: envelopeSchema(registerData) } },
      },
      async (request, reply) => {
        const data = await deps.registration.register(request.body);
        return reply
          .code(201)
          .send(success(data, 'Registered successfully! Please verify your email.'));
      },
    );

    app.get(
      '/auth/verify-email/:token',
      route(emailData, { params: z.object({ token: z.string().min(1).max(200) }) }),
      async (request) =>
        success(
          await deps.registration.verifyEmail(request.params.token),
          'Your email is verified. You can now sign in.',
        ),
    );

    app.post(
      '/auth/resend-verification',
      { config: { rateLimit }, schema: { tags, body: resendVerificationBody } },
      async (request) => {
        await deps.registration.resendVerification(request.body.email);
        return success(
          null,
          'If this email belongs to an account waiting for verification, a new link is on its way.',
        );
      },
    );

    app.post('/auth/login', route(tokensData, { body: loginBody }), async (request) => {
      const { email, password } = request.body;
      return success(await deps.login.login(email, password, request.ip), 'Login successful!');
    });

    app.post(
      '/auth/google-login',
      {
        config: { rateLimit },
        schema: { tags, body: googleLoginBody, response: { 200: envelopeSchema(tokensData) } },
      },
      async (request) =>
        success(await deps.login.googleLogin(request.body.google_auth_token), 'Login successful!'),
    );

    app.post('/auth/refresh-token', route(tokensData), async (request) =>
      success(await deps.sessions.refresh(bearerToken(request.headers.authorization))),
    );
  };
