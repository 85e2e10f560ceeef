import { describe, expect, it } from 'vitest';
import { MAX_FRAMES, reduceStack } from './stack';

const origin = 'https://h5.example';

describe('stack reduction', () => {
  it('keeps file:line:column of the build from Chromium stacks, no names, no query', () => {
    const stack = `TypeError: x is not a function
    at Ab (https://h5.example/assets/index-AbC123.js:1:2345)
    at https://h5.example/assets/shell-XyZ.js?v=token123:2:10
    at chrome-extension://abc/inject.js:1:1`;
    expect(reduceStack(stack, origin)).toEqual([
      'assets/index-AbC123.js:1:2345',
      'assets/shell-XyZ.js:2:10',
    ]);
  });

  it('reads WebKit stacks and names other origins external', () => {
    const stack =
      'f@https://h5.example/assets/kit-1.js:3:4\nglobal code@https://cdn.other/x.js:1:2';
    expect(reduceStack(stack, origin)).toEqual(['assets/kit-1.js:3:4', 'external']);
  });

  it('keeps the top frames only and takes anything', () => {
    const stack = Array.from({ length: 20 }, (_, i) => `at ${origin}/a.js:${i}:1`).join('\n');
    expect(reduceStack(stack, origin)).toHaveLength(MAX_FRAMES);
    expect(reduceStack(undefined, origin)).toEqual([]);
  });
});
