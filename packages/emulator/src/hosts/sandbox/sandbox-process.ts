import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../paths';

export interface SandboxProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the web app on its sandbox backend as a child process (`--dist`: the production build;
 * `--dev`: Vite) and resolves with its URL once it prints SANDBOX_READY.
 */
export function startSandbox(mode: 'dist' | 'dev' = 'dist', port = 0): Promise<SandboxProcess> {
  const root = repoRoot();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      join('packages', 'web', 'sandbox', 'server.ts'),
      `--${mode}`,
      '--port',
      String(port),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error('the sandbox server did not start within 60 s')),
      60_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`${error.message}\n${output.slice(-2000)}`));
    };
    child.on('exit', (code) => fail(new Error(`the sandbox server exited (${code})`)));
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      const match = /SANDBOX_READY (\{.*\})/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { url } = JSON.parse(match[1]) as { url: string };
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 3000).unref();
          }),
      });
    });
  });
}
