// Finds, in emitted JavaScript, the globals and static members that an engine of the floor lacks
// and that the code uses without feature detection.
//
// What counts as a use: a bare global (`structuredClone(x)`, `new WeakRef(x)`) anywhere but under
// `typeof`; a member of a global (`AbortSignal.any`, `Object.hasOwn`, `navigator.connection`) that
// is called, constructed or read further. Merely reading a missing member gives `undefined` and
// breaks nothing, so `document.prerendering || x` is not a use.
// What counts as feature detection: in the same function or an enclosing one, `typeof X.m`,
// `'m' in X`, or `X.m` tested (`if`, `?:`, `&&`, `||`, `!`, `==`). For globals: `typeof g`,
// `'g' in window` or `window.g` tested.
// Scope is approximated by name: an identifier declared anywhere in the file is not a global.
import { parse } from 'acorn';
import { ancestor } from 'acorn-walk';
import { lackingEngines } from './api-index.mjs';

const WINDOW_ALIASES = new Set(['window', 'self', 'globalThis']);
const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function propertyName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  if (member.computed && member.property.type === 'Literal') return String(member.property.value);
  return null;
}

/** `{ object, member, key }` for `Global.member` where Global is an identifier; null otherwise. */
function describeMember(node) {
  if (node.type !== 'MemberExpression' || node.object.type !== 'Identifier') return null;
  const member = propertyName(node);
  if (!member) return null;
  const object = node.object.name;
  return { object, member, key: WINDOW_ALIASES.has(object) ? member : `${object}.${member}` };
}

function isTested(node, parent) {
  if (!parent) return false;
  switch (parent.type) {
    case 'IfStatement':
    case 'ConditionalExpression':
    case 'WhileStatement':
      return parent.test === node;
    case 'LogicalExpression':
      return parent.left === node;
    case 'UnaryExpression':
      return parent.operator === '!' || parent.operator === 'typeof';
    case 'BinaryExpression':
      return ['==', '!=', '===', '!=='].includes(parent.operator);
    default:
      return false;
  }
}

function usedHarmfully(node, parent) {
  if (!parent) return false;
  if (parent.type === 'CallExpression' || parent.type === 'NewExpression')
    return parent.callee === node;
  if (parent.type === 'MemberExpression') return parent.object === node;
  if (parent.type === 'TaggedTemplateExpression') return parent.tag === node;
  return false;
}

function scopeOf(ancestors) {
  for (let i = ancestors.length - 2; i >= 0; i--)
    if (FUNCTION.has(ancestors[i].type)) return ancestors[i];
  return ancestors[0];
}

function lineAndColumn(source, offset) {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * The floor findings of one file: `{ file, api, line, column, lacking, excerpt }` per unguarded
 * use of something a floor engine lacks.
 */
export function scanSource(source, file, targets) {
  const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
  const declared = new Set();
  const guards = new Map(); // scope node -> keys tested in it
  const uses = [];
  const guard = (ancestors, key) => {
    const scope = scopeOf(ancestors);
    if (!guards.has(scope)) guards.set(scope, new Set());
    guards.get(scope).add(key);
  };
  ancestor(ast, {
    VariablePattern(node) {
      declared.add(node.name);
    },
    ImportSpecifier(node) {
      declared.add(node.local.name);
    },
    ImportDefaultSpecifier(node) {
      declared.add(node.local.name);
    },
    ImportNamespaceSpecifier(node) {
      declared.add(node.local.name);
    },
    Identifier(node, _state, ancestors) {
      const parent = ancestors.at(-2);
      if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof')
        guard(ancestors, node.name);
      else uses.push({ kind: 'global', node, ancestors: [...ancestors], key: node.name });
    },
    MemberExpression(node, _state, ancestors) {
      const member = describeMember(node);
      if (!member) return;
      const parent = ancestors.at(-2);
      if (isTested(node, parent)) guard(ancestors, member.key);
      else if (usedHarmfully(node, parent))
        uses.push({ kind: 'member', node, ancestors: [...ancestors], ...member });
    },
    BinaryExpression(node, _state, ancestors) {
      // 'm' in X
      if (
        node.operator !== 'in' ||
        node.left.type !== 'Literal' ||
        node.right.type !== 'Identifier'
      )
        return;
      const object = node.right.name;
      const member = String(node.left.value);
      guard(ancestors, WINDOW_ALIASES.has(object) ? member : `${object}.${member}`);
    },
  });
  const findings = [];
  for (const use of uses) {
    const object = use.kind === 'global' ? use.key : use.object;
    if (declared.has(object)) continue;
    const lacking =
      use.kind === 'global'
        ? lackingEngines(targets, use.key)
        : lackingEngines(targets, use.object, use.member);
    if (lacking.length === 0) continue;
    const scopes = use.ancestors.filter((a, i) => i === 0 || FUNCTION.has(a.type));
    if (scopes.some((scope) => guards.get(scope)?.has(use.key))) continue;
    const api = use.key;
    findings.push({
      file,
      api,
      ...lineAndColumn(source, use.node.start),
      lacking,
      excerpt: source
        .slice(Math.max(0, use.node.start - 40), use.node.end + 40)
        .replace(/\s+/g, ' '),
    });
  }
  return findings;
}
