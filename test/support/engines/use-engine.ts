import { afterAll, beforeAll } from 'vitest';
import type { RunningServer, ServerOptions } from '../../../demo/server/start-server.js';
import type { Engine, EngineName } from './engine-types.js';
import { launchEngine, type LaunchEngineOptions } from './launch-engine.js';
import { startEngineServer } from './start-engine-server.js';

/** How a scenario file sets up its engine and server; every part optional. */
export interface EngineSetup {
  /** The scenario file's own static mounts on the server (URL prefix → directory). */
  extraStatic?: Record<string, string>;
  /** The server's other options (e.g. `serverVisitorCookie`). */
  server?: ServerOptions;
  /** How the browser is launched (Firefox's private browsing, its GPC preference). */
  launch?: LaunchEngineOptions;
}

/** What a scenario file's `describe` gets: filled in by its beforeAll. */
export interface EngineScenario {
  engine: Engine;
  server: RunningServer;
}

/**
 * Launches one engine and the stand-in server for the enclosing `describe` and closes both after
 * it: one browser per engine reused by every scenario, engines one after another, set up as
 * `setup` says.
 *
 * @example
 * describe.each(ENGINE_NAMES)('%s', (name) => { const ctx = useEngine(name); it('…', async () => { const page = await ctx.engine.newPage(); … }); });
 */
export function useEngine(name: EngineName, setup: EngineSetup = {}): EngineScenario {
  const scenario = {} as EngineScenario;
  beforeAll(async () => {
    scenario.server = await startEngineServer(setup.extraStatic, setup.server);
    scenario.engine = await launchEngine(name, setup.launch);
  });
  afterAll(async () => {
    await scenario.engine?.close();
    await scenario.server?.close();
  });
  return scenario;
}
