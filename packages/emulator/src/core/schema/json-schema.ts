/**
 * A tiny validator for the subset of JSON Schema the scenario schema uses, so the published
 * schema file is the one source of truth. Errors name the JSON path and the reason.
 */
export interface SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  propertyNames?: SchemaNode;
  items?: SchemaNode;
  minItems?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  oneOf?: SchemaNode[];
  discriminator?: { propertyName: string };
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  [key: string]: unknown;
}

export interface SchemaError {
  path: string;
  message: string;
}

const typeOf = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number' && Number.isInteger(v)
        ? 'integer'
        : typeof v;

const matchesType = (v: unknown, type: string): boolean => {
  const actual = typeOf(v);
  return actual === type || (type === 'number' && actual === 'integer');
};

const child = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

export function validateSchema(root: SchemaNode, value: unknown, path = '$'): SchemaError[] {
  const errors: SchemaError[] = [];
  const resolve = (node: SchemaNode): SchemaNode => {
    if (!node.$ref) return node;
    const name = node.$ref.replace('#/$defs/', '');
    const target = root.$defs?.[name];
    if (!target) throw new Error(`schema: unknown $ref ${node.$ref}`);
    return resolve(target);
  };

  const visit = (raw: SchemaNode, v: unknown, p: string): void => {
    const node = resolve(raw);
    if (node.type) {
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (!types.some((t) => matchesType(v, t))) {
        errors.push({ path: p, message: `expected ${types.join(' or ')}, got ${typeOf(v)}` });
        return;
      }
    }
    if ('const' in node && v !== node.const) {
      errors.push({
        path: p,
        message: `must be ${JSON.stringify(node.const)}, got ${JSON.stringify(v)}`,
      });
      return;
    }
    if (node.enum && !node.enum.includes(v)) {
      errors.push({
        path: p,
        message: `must be one of ${node.enum.map((e) => JSON.stringify(e)).join(', ')}, got ${JSON.stringify(v)}`,
      });
      return;
    }
    if (typeof v === 'string') {
      if (node.minLength !== undefined && v.length < node.minLength)
        errors.push({ path: p, message: `must not be empty` });
      if (node.pattern && !new RegExp(node.pattern).test(v))
        errors.push({ path: p, message: `must match ${node.pattern}, got ${JSON.stringify(v)}` });
    }
    if (typeof v === 'number') {
      if (node.minimum !== undefined && v < node.minimum)
        errors.push({ path: p, message: `must be at least ${node.minimum}` });
      if (node.maximum !== undefined && v > node.maximum)
        errors.push({ path: p, message: `must be at most ${node.maximum}` });
    }
    if (Array.isArray(v)) {
      if (node.minItems !== undefined && v.length < node.minItems)
        errors.push({ path: p, message: `must have at least ${node.minItems} item(s)` });
      if (node.items)
        for (const [i, item] of v.entries()) visit(node.items as SchemaNode, item, child(p, i));
    }
    if (typeOf(v) === 'object') visitObject(node, v as Record<string, unknown>, p);
    if (node.oneOf) visitOneOf(node, v, p);
  };

  const visitObject = (node: SchemaNode, obj: Record<string, unknown>, p: string): void => {
    for (const key of node.required ?? []) {
      if (!(key in obj)) errors.push({ path: child(p, key), message: 'is required' });
    }
    for (const [key, val] of Object.entries(obj)) {
      const keyPath = child(p, key);
      if (node.propertyNames) {
        const before = errors.length;
        visit(node.propertyNames, key, keyPath);
        if (errors.length > before) continue;
      }
      const prop = node.properties?.[key];
      if (prop) visit(prop, val, keyPath);
      else if (node.additionalProperties === false && node.properties)
        errors.push({ path: keyPath, message: 'is not allowed here' });
      else if (typeof node.additionalProperties === 'object')
        visit(node.additionalProperties, val, keyPath);
    }
  };

  const visitOneOf = (node: SchemaNode, v: unknown, p: string): void => {
    const options = node.oneOf ?? [];
    const tag = node.discriminator?.propertyName;
    if (tag && typeOf(v) === 'object') {
      // Pick the branch by its tag so the errors are about that branch, not all of them.
      const value = (v as Record<string, unknown>)[tag];
      const branch = options.find((o) => resolve(o).properties?.[tag]?.const === value);
      if (!branch) {
        const tags = options.map((o) => JSON.stringify(resolve(o).properties?.[tag]?.const));
        errors.push({
          path: child(p, tag),
          message: `must be one of ${tags.join(', ')}, got ${JSON.stringify(value)}`,
        });
        return;
      }
      visit(branch, v, p);
      return;
    }
    const branchErrors = options.map((o) => validateWith(o, v, p));
    if (branchErrors.some((e) => e.length === 0)) return;
    // The branch of the value's own type says the most: a type mismatch at this path scores worst.
    const score = (list: SchemaError[]) =>
      list.length + (list.some((e) => e.path === p && e.message.startsWith('expected ')) ? 100 : 0);
    const best = branchErrors.sort((a, b) => score(a) - score(b))[0] ?? [];
    errors.push(
      ...(best.length ? best : [{ path: p, message: 'matches none of the allowed forms' }]),
    );
  };

  const validateWith = (node: SchemaNode, v: unknown, p: string): SchemaError[] => {
    const saved = errors.length;
    visit(node, v, p);
    return errors.splice(saved);
  };

  visit(root, value, path);
  return errors;
}
