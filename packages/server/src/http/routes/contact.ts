import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { contactBody, notifyMeBody } from '@castmyscript/api/contract';

import type { ContactService } from '../../services/contact/contact-service';
import type { OptionalUser } from '../plugins/auth';
import { success } from '../envelope';

/** Public calls: the contact page and support dialog, and the coming-soon list. */
export const contactRoutes =
  (deps: {
    contact: ContactService;
    /** A signed-in sender may be sent a copy of their own words (see ContactService). */
    optionalUser: OptionalUser;
    limited: { max: number; timeWindow: string };
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = deps.limited;
    const tags = ['contact'];

    app.post(
      '/users/contact-us',
      { config: { rateLimit }, schema: { tags, body: contactBody } },
      async (request) => {
        await deps.contact.contactUs(request.body, await deps.optionalUser(request));
        return success(null, 'Email sent successfully');
      },
    );

    app.post(
      '/users/notify-me',
      { config: { rateLimit }, schema: { tags, body: notifyMeBody } },
      async (request, reply) => {
        const outcome = await deps.contact.notifyMe(request.body.email);
        if (outcome === 'already') return success(null, 'You are already on the list.');
        return reply.code(201).send(success(null, 'Thanks! We will let you know.'));
      },
    );
  };
