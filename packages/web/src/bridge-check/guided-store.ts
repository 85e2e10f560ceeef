import type { BridgeCheckResult } from '@hybrid-loan/bridge-sdk/contract';
import { readJson, remove, writeJson } from '../lib/storage';

// What the guided checks keep between opens (localStorage, through the app's storage module): the
// results so far, and the ending step started just before the page went away, whose outcome the
// next open asks for. Nothing about the borrower.

const RESULTS = 'bridge-check:guided';
const PENDING = 'bridge-check:pending';

export const readGuided = (): BridgeCheckResult[] =>
  readJson<BridgeCheckResult[]>('local', RESULTS) ?? [];

export function saveGuided(result: BridgeCheckResult): void {
  const kept = readGuided().filter((r) => r.id !== result.id);
  writeJson('local', RESULTS, [...kept, result]);
}

/** The ending step this page started (its expectation recorded before the call). */
export interface Pending {
  step: string;
  expected: string;
}

export const readPending = (): Pending | null => readJson<Pending>('local', PENDING);
export const setPending = (pending: Pending): boolean => writeJson('local', PENDING, pending);
export const clearPending = (): void => remove('local', PENDING);

export function clearGuided(): void {
  remove('local', RESULTS);
  clearPending();
}
