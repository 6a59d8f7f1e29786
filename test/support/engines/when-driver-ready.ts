const POLL_MS = 50;

/**
 * Resolves once a WebDriver server on 127.0.0.1:`port` answers `GET /status` with ready: true.
 *
 * @example
 * await whenDriverReady(4444);
 */
export async function whenDriverReady(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      const body = (await response.json()) as { value?: { ready?: boolean } };
      if (body.value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`WebDriver on port ${port} not ready after ${timeoutMs} ms`);
}
