/**
 * The shape of a command-line tool: print its one-line result, or its error without a stack
 * trace when the error is one it expected (a refusal, a bad setting), and exit non-zero.
 */
import { ConfigError } from '../server/config';
import { BackupError } from '../server/db/backup';
import { DataDirExposedError } from '../server/db/data-dir';
import { DataDirLockedError } from '../server/db/lock';

export async function runTool(main: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await main()}\n`);
  } catch (error) {
    const expected =
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirExposedError ||
      error instanceof DataDirLockedError ||
      // parseArgs: an unknown option or a missing value.
      (error instanceof TypeError &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS'));
    process.stderr.write(
      `${expected ? (error as Error).message : error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}
