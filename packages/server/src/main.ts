import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * Process entry: config → app → listen. SIGTERM/SIGINT close the server (in-flight requests
 * finish), then the app's onClose drains the queue and closes the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app } = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck job or connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `CastMyScript is running at ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
