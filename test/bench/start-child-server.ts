import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts a server in a Node child process of its own (so its CPU and memory are its own) and
 * resolves with its address once it prints `http://127.0.0.1:<port>`; rejects when it exits first.
 * @example const { child, url } = await startChildServer(['scripts/run-ts.mjs', 'demo/server/main.ts', '--port', '0']);
 */
export function startChildServer(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ').slice(0, 80)} exited with ${code}: ${out}`)));
  });
}
