import type { FaultRule } from './chaos-types.js';

/**
 * Puts the stand-in server's fault rule in place of the one it had (none when `rule` is left out),
 * through its `/__faults` endpoint.
 * @example await setChaosFault(server.url, { status: 503 });
 */
export async function setChaosFault(serverUrl: string, rule?: FaultRule): Promise<void> {
  await fetch(`${serverUrl}/__faults`, { method: 'DELETE' });
  if (rule)
    await fetch(`${serverUrl}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rule),
    });
}
