import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

/** The process entry point: configuration, server, and a clean stop on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const server = await startServer(config);
  console.log(`Summer is running at ${config.publicUrl}`);

  const stop = (signal: string) => {
    server.logger.info({ signal }, 'shutting down');
    server
      .close()
      // The log is written in batches: the last lines go out before the process ends.
      .then(() => new Promise<void>((flushed) => server.logger.flush(() => flushed())))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          server.logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
