import { describe, expect, it } from 'vitest';
import { validateSchema } from './json-schema';

const schema = {
  type: 'object',
  required: ['a'],
  additionalProperties: false,
  properties: {
    a: { type: 'integer', minimum: 1 },
    b: { type: 'array', items: { $ref: '#/$defs/item' } },
    'odd key': { type: 'string' },
  },
  $defs: { item: { type: 'object', properties: { x: { enum: ['p', 'q'] } } } },
};

describe('validateSchema', () => {
  it('accepts a valid value', () => {
    expect(validateSchema(schema, { a: 2, b: [{ x: 'p' }] })).toEqual([]);
  });
  it('names the path and the reason of each problem', () => {
    expect(validateSchema(schema, { a: 0, b: [{ x: 'z' }], c: 1, 'odd key': 3 })).toEqual([
      { path: '$.a', message: 'must be at least 1' },
      { path: '$.b[0].x', message: 'must be one of "p", "q", got "z"' },
      { path: '$.c', message: 'is not allowed here' },
      { path: '$["odd key"]', message: 'expected string, got integer' },
    ]);
    expect(validateSchema(schema, {})).toEqual([{ path: '$.a', message: 'is required' }]);
  });
});
