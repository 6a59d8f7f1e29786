import { startServer, type RunningServer } from '../../../demo/server/start-server.js';

/** The stand-in behind a proxy, with the `X-Forwarded-For` of every event request it received. */
export interface RecordingStandIn {
  standIn: RunningServer;
  /** One entry per `POST /visit/events`, in arrival order (`'undefined'` when the header was missing). */
  forwardedFor: string[];
}

/**
 * Starts the stand-in on 127.0.0.1 and records the visitor address each event request carried: the
 * proxy in front of it must send the browser's.
 * @example const { standIn, forwardedFor } = await startRecordingStandIn();
 */
export async function startRecordingStandIn(): Promise<RecordingStandIn> {
  const forwardedFor: string[] = [];
  const standIn = await startServer({
    port: 0,
    quiet: true,
    onRequest: (request) =>
      void (request.url?.startsWith('/visit/events') && forwardedFor.push(String(request.headers['x-forwarded-for']))),
  });
  return { standIn, forwardedFor };
}
