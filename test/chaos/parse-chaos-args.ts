import { ENGINE_NAMES, type EngineName } from '../support/engines/engine-types.js';

/** What `npm run chaos -- …` asks for. */
export interface ChaosArgs {
  engine: EngineName;
  seed: number;
  durationMs: number;
  tabs: number;
  drainTimeoutMs: number;
  useDist: boolean;
  captureWire: boolean;
  /** The pages' tag with `data-background-sync` (the tag's worker drains when no page is open, Chromium). */
  backgroundSync: boolean;
  tagFile?: string;
}

const DEFAULT_DURATION_MS = 150_000;
const USAGE =
  'usage: npm run chaos -- [--engine chromium|firefox|webkit] [--duration 150s|2m|90] [--seed N] [--tabs N] [--drain-timeout 60s] [--dist | --tag FILE] [--no-wire] [--background-sync]';

/**
 * Reads the command line. Durations take `ms`, `s` (the default unit) or `m`; without `--seed`
 * the seed comes from `fallbackSeed` (the clock), and the report prints it so the run can be
 * repeated. Throws a usage message on anything it does not understand.
 * @example parseChaosArgs(['--duration', '30s', '--seed', '7'], 1).durationMs // 30000
 */
export function parseChaosArgs(argv: readonly string[], fallbackSeed: number): ChaosArgs {
  const args: ChaosArgs = {
    engine: 'chromium',
    seed: fallbackSeed >>> 0,
    durationMs: DEFAULT_DURATION_MS,
    tabs: 4,
    drainTimeoutMs: 60_000,
    useDist: false,
    captureWire: true,
    backgroundSync: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--engine') args.engine = readEngine(value());
    else if (flag === '--duration') args.durationMs = readDuration(value());
    else if (flag === '--drain-timeout') args.drainTimeoutMs = readDuration(value());
    else if (flag === '--seed') args.seed = readInteger(flag, value(), 0, 2 ** 32 - 1);
    else if (flag === '--tabs') args.tabs = readInteger(flag, value(), 1, 16);
    else if (flag === '--dist') args.useDist = true;
    else if (flag === '--tag') args.tagFile = value();
    else if (flag === '--wire')
      args.captureWire = true; // the default: the duplicate causes need the wire
    else if (flag === '--no-wire') args.captureWire = false;
    else if (flag === '--background-sync') args.backgroundSync = true;
    else throw new Error(`unknown argument ${JSON.stringify(argv[i])}\n${USAGE}`);
  }
  return args;
}

function readEngine(text: string): EngineName {
  const engine = ENGINE_NAMES.find((name) => name === text);
  if (!engine) throw new Error(`--engine must be one of ${ENGINE_NAMES.join(', ')}, got ${JSON.stringify(text)}\n${USAGE}`);
  return engine;
}

function readDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`cannot read the duration ${JSON.stringify(text)}\n${USAGE}`);
  const ms = Number(match[1]) * (match[2] === 'ms' ? 1 : match[2] === 'm' ? 60_000 : 1000);
  if (ms < 1000 || ms > 3_600_000) throw new Error(`durations must be from 1 s to 1 h, got ${text}`);
  return Math.round(ms);
}

function readInteger(flag: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max)
    throw new Error(`${flag} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return n;
}
