import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('the query client offline', () => {
  it('tries and fails at once instead of pausing (the page shows "No internet connection")', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let calls = 0;
    const result = client.fetchQuery({
      queryKey: ['offline'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('network down'));
      },
    });
    // TanStack's default ('online') would leave this promise pending until the network is back.
    await expect(result).rejects.toThrow('network down');
    expect(calls).toBe(1);
  });
});
