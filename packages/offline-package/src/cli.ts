import { packageCommand } from './package-command.js';
import { isRefusal } from './reasons.js';
import { installCommand, verifyCommand } from './shell-commands.js';

const USAGE = `usage:
  offline-package package --key <private.pem> [--out <dir>] [--previous <zip>] [--production]
                  [--skip-build | --dist <dir>] [--build <n>] [--created-at <iso>] [--expires-at <iso>]
  offline-package verify <zip> --public-key <pem> [--public-key <pem>] [--installed-build <n>]
                  [--now <iso time>] [--contract bridge=1]
  offline-package install <zip> --public-key <pem> --into <dir> [--now <iso time>] [--contract bridge=1]`;

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  package: packageCommand,
  verify: verifyCommand,
  install: installCommand,
};

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS[name] : undefined;
if (!command) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await command(args);
} catch (error) {
  // A refusal is one sentence with its code; any other failure its own sentence. Both exit 1.
  if (isRefusal(error)) console.log(`refused ${error.code}: ${error.message}`);
  else console.error((error as Error).message);
  process.exit(1);
}
