import { describe, expect, it, vi } from 'vitest';
import { readJson, remove, writeJson } from './storage';

describe('storage', () => {
  it('round-trips JSON under a prefix in the chosen area', () => {
    writeJson('local', 'draft', { text: 'hi', images: ['a'] });
    expect(readJson('local', 'draft')).toEqual({ text: 'hi', images: ['a'] });
    expect(localStorage.getItem('hl:draft')).toBe('{"text":"hi","images":["a"]}');
    expect(readJson('session', 'draft')).toBeNull();
    remove('local', 'draft');
    expect(readJson('local', 'draft')).toBeNull();
  });

  it('treats corrupt values and throwing storage as empty', () => {
    localStorage.setItem('hl:bad', '{not json');
    expect(readJson('local', 'bad')).toBeNull();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(writeJson('local', 'x', 1)).toBe(false);
    spy.mockRestore();
  });
});
