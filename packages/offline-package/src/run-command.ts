import { packageCommand } from './package-command.js';
import { isRefusal } from './reasons.js';
import { installCommand, verifyCommand } from './shell-commands.js';

export const USAGE = `usage:
  offline-package package --key <private.pem> [--out <dir>] [--previous <zip>] [--production]
                  [--skip-build | --dist <dir>] [--build <n>] [--created-at <iso>] [--expires-at <iso>]
  offline-package verify <zip> --public-key <pem> [--public-key <pem>] [--installed-build <n>]
                  [--now <iso time>] [--contract bridge=1]
  offline-package install <zip> --public-key <pem> --into <dir> [--now <iso time>] [--contract bridge=1]`;

const COMMANDS: Record<string, (args: string[]) => Promise<string[]>> = {
  package: packageCommand,
  verify: verifyCommand,
  install: installCommand,
};

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one command and says what the process prints and its exit code: 0 with the command's
 * lines; 1 with `refused <CODE>: <sentence>` on stdout for a refusal, or the error's sentence on
 * stderr for any other failure; 2 with the usage for an unknown command.
 */
export async function runCommand(argv: string[]): Promise<CommandResult> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) return { code: 2, stdout: '', stderr: `${USAGE}\n` };
  try {
    const lines = await command(args);
    return { code: 0, stdout: lines.map((l) => `${l}\n`).join(''), stderr: '' };
  } catch (error) {
    if (isRefusal(error)) {
      return { code: 1, stdout: `refused ${error.code}: ${error.message}\n`, stderr: '' };
    }
    return { code: 1, stdout: '', stderr: `${(error as Error).message}\n` };
  }
}
