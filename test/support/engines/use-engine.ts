import { afterAll, beforeAll } from 'vitest';
import type { RunningServer, ServerOptions } from '../../../demo/server/start-server.js';
import type { Engine, EngineName } from './engine-types.js';
import { launchEngine } from './launch-engine.js';
import { startEngineServer } from './start-engine-server.js';

/** What a scenario file's `describe` gets: filled in by its beforeAll. */
export interface EngineScenario {
  engine: Engine;
  server: RunningServer;
}

/**
 * Launches one engine and the stand-in server for the enclosing `describe` and closes both after
 * it: one browser per engine reused by every scenario, engines one after another. `extraStatic`
 * adds the scenario file's own static mounts to the server, `serverOptions` its other options.
 *
 * @example
 * describe.each(ENGINE_NAMES)('%s', (name) => { const ctx = useEngine(name); it('…', async () => { const page = await ctx.engine.newPage(); … }); });
 */
export function useEngine(name: EngineName, extraStatic: Record<string, string> = {}, serverOptions: ServerOptions = {}): EngineScenario {
  const scenario = {} as EngineScenario;
  beforeAll(async () => {
    scenario.server = await startEngineServer(extraStatic, serverOptions);
    scenario.engine = await launchEngine(name);
  });
  afterAll(async () => {
    await scenario.engine?.close();
    await scenario.server?.close();
  });
  return scenario;
}
