import { type FastifyInstance, type FastifyPluginAsync } from 'fastify';

import type { LocalStorage } from '../adapters/storage/storage-local';
import type { UserRow } from '../db/schema';
import { createOptionalUser, createRequireUser } from '../http/plugins/auth';
import { namedPlugin } from '../http/plugins/named-plugin';
import { activitiesRoutes } from '../http/routes/activities';
import { audioRoutes } from '../http/routes/audio';
import { carryOverRoutes } from '../http/routes/carry-over';
import { takesRoutes } from '../http/routes/takes';
import { authRoutes } from '../http/routes/auth';
import { authPasswordRoutes } from '../http/routes/auth-password';
import { contactRoutes } from '../http/routes/contact';
import { creditsRoutes } from '../http/routes/credits';
import { documentsRoutes } from '../http/routes/documents';
import { documentEventsRoutes } from '../http/routes/documents-events';
import { healthRoutes } from '../http/routes/health';
import { localFileRoutes } from '../http/routes/local-files';
import { paymentRoutes } from '../http/routes/payment';
import { paymentLocalCheckoutRoutes } from '../http/routes/payment-local-checkout';
import { paymentSubscriptionRoutes } from '../http/routes/payment-subscription';
import { paymentWebhookRoutes } from '../http/routes/payment-webhook';
import { readinessRoutes } from '../http/routes/readiness';
import { linesRoutes } from '../http/routes/lines';
import { usersRoutes } from '../http/routes/users';
import { readRoutes } from '../http/routes/read';
import { castingRoutes } from '../http/routes/casting';
import { notesRoutes } from '../http/routes/notes';
import { shareRoutes } from '../http/routes/share';
import { shareFeedRoutes } from '../http/routes/share-feed';
import { stemsRoutes } from '../http/routes/stems';
import type { HealthService } from '../services/health/health-service';
import type { Container } from './container';

/** Every call of the HTTP API, each route given only what it uses. */
export async function registerRoutes(
  api: FastifyInstance,
  c: Container,
  health: HealthService,
): Promise<void> {
  const { config } = c;
  const mount = <D>(factory: (deps: D) => FastifyPluginAsync, deps: D) =>
    api.register(namedPlugin(factory.name, factory(deps)));
  await mount(healthRoutes, health);
  await mount(readinessRoutes, {
    ping: () => c.database.ping(),
    queueRunning: () => c.queue.isRunning(),
  });
  // The local adapter's signed URLs point at the API itself; S3's point at the bucket.
  if (c.storage.driver === 'local') await mount(localFileRoutes, c.storage as LocalStorage);

  // Fastify wants request properties declared up front so every request keeps one shape.
  api.decorateRequest('user', null as unknown as UserRow);
  const requireUser = createRequireUser(c.sessions);
  /** Per-IP limit of the calls that send mail or create rows (security check 14). */
  const limited = { max: config.authRateLimitMax, timeWindow: '15 minutes' };

  await mount(authRoutes, {
    registration: c.registration,
    login: c.login,
    sessions: c.sessions,
    limited,
  });
  await mount(authPasswordRoutes, { passwords: c.passwords, limited });
  await mount(contactRoutes, {
    contact: c.contact,
    optionalUser: createOptionalUser(c.sessions),
    limited,
  });
  await mount(usersRoutes, {
    requireUser,
    profile: c.profile,
    passwords: c.passwords,
    avatars: c.avatars,
  });

  await mount(creditsRoutes, { requireUser, subscriptions: c.subscriptions });
  await mount(paymentRoutes, { requireUser, checkout: c.checkout, subscriptions: c.subscriptions });
  await mount(paymentSubscriptionRoutes, { requireUser, subscriptions: c.subscriptions });
  if (c.webhooks) await mount(paymentWebhookRoutes, { sync: c.billingSync });
  if (c.localCheckout) await mount(paymentLocalCheckoutRoutes, { local: c.localCheckout });

  await mount(documentsRoutes, {
    requireUser,
    uploads: c.uploads,
    processing: c.processing,
    quotes: c.quotes,
    documents: c.documents,
  });
  await mount(documentEventsRoutes, {
    requireUser,
    processing: c.processing,
    events: c.documentEvents,
    pollMs: c.overrides.eventsPollMs,
  });
  await mount(linesRoutes, { requireUser, lines: c.lines });
  await mount(carryOverRoutes, { requireUser, carryOver: c.carryOver });
  await mount(castingRoutes, { requireUser, casting: c.casting });
  await mount(audioRoutes, { requireUser, audio: c.audio });
  await mount(stemsRoutes, { requireUser, stems: c.stems });
  await mount(takesRoutes, { requireUser, audio: c.audio });
  await mount(readRoutes, { requireUser, reading: c.reading });
  await mount(activitiesRoutes, { requireUser, activities: c.activities });
  await mount(shareRoutes, { requireUser, shares: c.shares });
  await mount(shareFeedRoutes, { feeds: c.feeds });
  await mount(notesRoutes, { requireUser, notes: c.notes });
}
