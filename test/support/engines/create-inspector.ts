/** One accepted event as the stand-in server reports it (`GET /__inspect/events`). */
export interface InspectedEvent {
  event: Record<string, unknown> & { eventType: string; nonce: string };
  copies: number;
}

/** One request in the server's log. */
export interface InspectedRequest {
  status: number;
  bytes: number;
  contentType?: string;
  userAgent?: string;
  /** Its place on its connection: 1 = a new connection, more = a reused keep-alive one. */
  connectionRequest: number;
  query?: Record<string, string> | string;
  events?: number;
}

/** The server's whole view of one site. */
export interface Inspection {
  accepted: InspectedEvent[];
  rejected: Array<{ problems: unknown; raw: unknown }>;
  counts: { accepted: number; rejected: number; duplicates: number; byType: Record<string, number> };
  requests: InspectedRequest[];
}

/** A fault rule of `POST /__faults`: the server's own type. */
import type { FaultRule } from '../../../demo/server/create-faults.js';
export type { FaultRule };

/**
 * Reads what the stand-in server received for one site and sets its faults, so scenarios assert on
 * what the service saw, never on the tag's own view.
 *
 * @example
 * const site = createInspector(server.url, 'firefox-spa');
 * expect((await site.events('PAGE')).map((e) => e.href)).toEqual([...]);
 */
export function createInspector(baseUrl: string, siteCode: string) {
  const inspect = async (): Promise<Inspection> => {
    const response = await fetch(`${baseUrl}/__inspect/events?siteCode=${encodeURIComponent(siteCode)}`);
    if (!response.ok) throw new Error(`inspect answered ${response.status}`);
    return (await response.json()) as Inspection;
  };
  return {
    siteCode,
    inspect,
    /** The accepted events (one per nonce), optionally of one type, in arrival order. */
    async events(eventType?: string): Promise<InspectedEvent['event'][]> {
      const { accepted } = await inspect();
      return accepted.filter((a) => !eventType || a.event.eventType === eventType).map((a) => a.event);
    },
    async fault(...rules: FaultRule[]): Promise<void> {
      for (const rule of rules) {
        const response = await fetch(`${baseUrl}/__faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(rule),
        });
        if (!response.ok) throw new Error(`__faults answered ${response.status}`);
      }
    },
    clearFaults: async (): Promise<void> => void (await fetch(`${baseUrl}/__faults`, { method: 'DELETE' })),
  };
}

export type Inspector = ReturnType<typeof createInspector>;
