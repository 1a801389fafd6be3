import { ConfigError } from '../config.ts';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command-line entry point and exits with its answer. A refusal the command expects (one of
 * `refusals`) or a bad configuration is printed as its sentence and exits 1: the operator reads what to
 * do, not a stack trace. Anything else is a bug and is printed whole.
 */
export function runCommand(main: (args: string[]) => Promise<number>, refusals: readonly ErrorClass[]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const expected = error instanceof ConfigError || refusals.some((refusal) => error instanceof refusal);
      console.error(expected && error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
