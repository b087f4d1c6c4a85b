import { loadConfig } from './config';
import { startWorker } from './worker';

/**
 * Process entry of a job worker (`npm run start:worker`, dist/worker-main.js). SIGTERM/SIGINT stop
 * taking jobs and let the running ones finish; a job cut short anyway (SIGKILL, a lost machine) is
 * retried by another worker once its heartbeat goes quiet (adapters/queue/queue-pgboss-hold.ts).
 */
async function main(): Promise<void> {
  const worker = await startWorker(loadConfig());
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    worker.logger.info({ signal }, 'stopping: running jobs finish first');
    // A job that does not finish must not keep the process alive forever.
    setTimeout(() => process.exit(1), 60_000).unref();
    worker.stop().then(
      () => process.exit(0),
      (err) => {
        worker.logger.error({ err }, 'worker shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  worker.logger.info({ metrics: worker.metricsUrl }, 'CastMyScript worker is running');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
