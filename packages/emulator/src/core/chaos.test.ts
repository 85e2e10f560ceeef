import { describe, expect, it } from 'vitest';
import { chaosResponders, describeResponder, seededRandom, withChaos } from './chaos';
import type { Scenario } from './scenario';

const scenario: Scenario = {
  version: 1,
  name: 'loan-details-rate-5',
  entry: '/loanDetails',
  replies: { rate: { result: { shown: true } } },
  steps: [],
};

describe('chaos responders', () => {
  it('draws the same responders from the same seed, and others from another seed', () => {
    expect(chaosResponders(scenario, 42)).toEqual(chaosResponders(scenario, 42));
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) => JSON.stringify(chaosResponders(scenario, seed))),
    );
    expect(draws.size).toBeGreaterThan(10);
  });

  it('gives each scenario its own draw from one seed', () => {
    const other = { ...scenario, name: 'customer-service-call' };
    const same = Array.from({ length: 10 }, (_, seed) => seed).filter(
      (seed) =>
        JSON.stringify(chaosResponders(scenario, seed)) ===
        JSON.stringify(chaosResponders(other, seed)),
    );
    expect(same.length).toBeLessThan(3);
  });

  it('keeps scripted replies, and never draws for hello or the navigating methods', () => {
    const drawn = chaosResponders(scenario, 7);
    expect(Object.keys(drawn).sort()).toEqual(['bankEnd', 'bankStart', 'call', 'trackConfirm']);
    expect(withChaos(scenario, 7).replies?.rate).toEqual({ result: { shown: true } });
  });

  it('draws every kind of responder over a few seeds', () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < 50; seed++)
      for (const r of Object.values(chaosResponders(scenario, seed)))
        kinds.add(describeResponder(r).split(' ')[0] as string);
    expect([...kinds].sort()).toEqual(['error', 'no', 'value']);
    const texts = Array.from({ length: 50 }, (_, seed) =>
      Object.values(chaosResponders(scenario, seed)).map(describeResponder),
    ).flat();
    expect(texts.some((t) => t.includes('then event'))).toBe(true);
    expect(texts.some((t) => / after \d+ ms$/.test(t) && !t.includes('event'))).toBe(true);
  });

  it('is a deterministic PRNG in [0, 1)', () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });
});
