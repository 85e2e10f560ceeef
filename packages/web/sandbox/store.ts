import type { RequestLogEntry, SandboxFault } from '@hybrid-loan/dev-contract';
import type { Market } from '../src/config/market';
import { LruMap } from './lru-map';
/**
 * The sandbox's state, kept per `deviceId` so emulator sessions and parallel tests never see each
 * other. Each feature area owns a slice built from the fixture chosen for that device.
 */
/** A fault injected on a device's requests: the dev tools' shared shape. */
export type Fault = SandboxFault;

export interface AreaDef<S> {
  name: string;
  defaultFixture: string;
  /** Each fixture seeds the area for the market of the request (its `languageType`). */
  fixtures: Record<string, (market: Market) => S>;
}

export interface DeviceState {
  id: string;
  fixtures: Record<string, string>;
  /** Per area and market (`loan:IN`): a device that switches language meets that market's data. */
  slices: Map<string, unknown>;
  faults: Fault[];
  requests: RequestLogEntry[];
}

/**
 * The most devices kept: any client may name a new `deviceId` on every request, so the least
 * recently used device is forgotten (state, log, faults, idempotency keys) past this many.
 */
export const MAX_DEVICES = 1000;
const devices = new LruMap<string, DeviceState>(MAX_DEVICES);
const areas = new Map<string, AreaDef<unknown>>();
const MAX_LOG = 500;

export function registerArea<S>(area: AreaDef<S>): AreaDef<S> {
  areas.set(area.name, area as AreaDef<unknown>);
  return area;
}

export function listAreas(): Record<string, { default: string; fixtures: string[] }> {
  const out: Record<string, { default: string; fixtures: string[] }> = {};
  for (const area of areas.values())
    out[area.name] = { default: area.defaultFixture, fixtures: Object.keys(area.fixtures) };
  return out;
}

export function device(id: string): DeviceState {
  let state = devices.get(id);
  if (!state) {
    state = { id, fixtures: {}, slices: new Map(), faults: [], requests: [] };
    devices.set(id, state);
  }
  return state;
}

/** The device's slice of an area for a market, seeded from its chosen fixture on first use. */
export function slice<S>(dev: DeviceState, area: AreaDef<S>, market: Market = 'ID'): S {
  const key = `${area.name}:${market}`;
  if (!dev.slices.has(key)) {
    const name = dev.fixtures[area.name] ?? area.defaultFixture;
    const make = Object.hasOwn(area.fixtures, name)
      ? area.fixtures[name]
      : area.fixtures[area.defaultFixture];
    if (!make) throw new Error(`sandbox: area ${area.name} has no fixture ${name}`);
    dev.slices.set(key, make(market));
  }
  return dev.slices.get(key) as S;
}

/** Chooses fixtures for a device; the chosen areas restart from their seed. */
export function chooseFixtures(id: string, choice: Record<string, string>): string[] {
  const dev = device(id);
  const errors: string[] = [];
  for (const [areaName, fixture] of Object.entries(choice)) {
    const area = areas.get(areaName);
    if (!area) errors.push(`unknown area "${areaName}" (known: ${[...areas.keys()].join(', ')})`);
    // Own names only: `constructor` or `toString` is no fixture (it used to pass and seed junk).
    else if (typeof fixture !== 'string' || !Object.hasOwn(area.fixtures, fixture))
      errors.push(
        `area "${areaName}" has no fixture "${fixture}" (known: ${Object.keys(area.fixtures).join(', ')})`,
      );
    else {
      dev.fixtures[areaName] = fixture;
      for (const key of [...dev.slices.keys()])
        if (key.startsWith(`${areaName}:`)) dev.slices.delete(key);
    }
  }
  return errors;
}

export function resetDevice(id: string): void {
  devices.delete(id);
}

export function resetAll(): void {
  devices.clear();
}

export function logRequest(dev: DeviceState, entry: RequestLogEntry): void {
  dev.requests.push(entry);
  if (dev.requests.length > MAX_LOG) dev.requests.splice(0, dev.requests.length - MAX_LOG);
}
