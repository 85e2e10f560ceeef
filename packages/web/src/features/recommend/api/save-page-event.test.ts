import { describe, expect, it } from 'vitest';
import { moduleForScene } from './save-page-event';

describe('page event module ids', () => {
  it.each([
    ['banner_jingzhun', 301],
    ['tanchuang_jingzhun', 301],
    ['tanchuang_fudai', 302],
    ['banner_fudai', 302],
    ['home_list', 300],
    ['', 300],
  ])('%s -> %i', (scene, moduleId) => {
    expect(moduleForScene(scene)).toBe(moduleId);
  });
});
