import { spawn } from 'node:child_process';

/** A private X display for an engine that has no headless mode. */
export interface XDisplay {
  /** The value for DISPLAY, like ":99". */
  display: string;
  /** SIGTERM, resolved once Xvfb has exited (so no zombie outlives the test process). */
  stop(): Promise<void>;
}

const XVFB_START_TIMEOUT_MS = 10_000;

/**
 * Starts `Xvfb` on a display number it picks itself (`-displayfd` writes the free number back), so
 * `npm test` needs no `xvfb-run` around it and never collides with another run or a real display.
 *
 * @example
 * const x = await startXvfb(); spawn('MiniBrowser', [], { env: { ...process.env, DISPLAY: x.display } });
 */
export function startXvfb(binary = process.env.XVFB_PATH ?? '/usr/bin/Xvfb'): Promise<XDisplay> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x800x24'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let out = '';
    const fail = (why: string): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`Xvfb did not start: ${why} ${stderr.slice(-500)}`));
    };
    const timer = setTimeout(() => fail('timeout'), XVFB_START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`exited with ${code}`));
    const fd = child.stdio[3] as NodeJS.ReadableStream;
    fd.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const kill = (): void => void (child.exitCode === null && child.kill('SIGTERM'));
      process.once('exit', kill);
      const stop = (): Promise<void> => {
        process.removeListener('exit', kill);
        if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
        const exited = new Promise<void>((done) => child.once('exit', () => done()));
        kill();
        return exited;
      };
      resolve({ display: `:${out.trim()}`, stop });
    });
  });
}
