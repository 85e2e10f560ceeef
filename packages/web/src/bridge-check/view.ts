import type { BridgeCheckResult } from '@hybrid-loan/bridge-sdk/contract';
import type { TFunction } from 'i18next';

/** An element with attributes and children (text nodes for strings: never HTML). */
export function el(
  tag: string,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children)
    node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  return node;
}

export function button(label: string, testId: string, onClick: () => void): HTMLElement {
  const b = el('button', { type: 'button', 'data-testid': testId }, label);
  b.addEventListener('click', onClick);
  return b;
}

/** One check's row: id, status, and what was expected and seen when it did not pass. */
export function checkRow(t: TFunction, check: BridgeCheckResult): HTMLElement {
  const row = el(
    'li',
    {
      'data-testid': `check-${check.id}`,
      'data-status': check.status,
      class: `bc-check bc-${check.status}`,
    },
    el('code', {}, check.id),
    ' ',
    el('strong', {}, t(`status.${check.status}`)),
  );
  if (check.status !== 'pass' && check.expected)
    row.appendChild(el('div', {}, t('expected', { text: check.expected })));
  if (check.actual) row.appendChild(el('div', {}, t('actual', { text: check.actual })));
  return row;
}

/** The page's skeleton. */
export function skeleton(t: TFunction) {
  const status = el('p', { 'data-testid': 'bridge-check-status', role: 'status' }, t('detecting'));
  const summary = el('p', { 'data-testid': 'bridge-check-summary', class: 'bc-summary' });
  const guided = el('section', { 'aria-labelledby': 'bc-guided' });
  const list = el('ul', { class: 'bc-list', 'data-testid': 'bridge-check-list' });
  const actions = el('div', { class: 'bc-actions' });
  const json = el('textarea', {
    readonly: '',
    rows: '8',
    'aria-label': t('export.title'),
    'data-testid': 'bridge-check-json',
  }) as HTMLTextAreaElement;
  const main = el(
    'main',
    { class: 'bc' },
    el('h1', {}, t('title')),
    el('p', {}, t('intro')),
    status,
    summary,
    guided,
    el('h2', {}, t('export.title')),
    list,
    actions,
    json,
  );
  // (replaceChildren is Chrome 86+, above the floor.)
  document.body.textContent = '';
  document.body.appendChild(main);
  return { status, summary, guided, list, actions, json };
}

export type Skeleton = ReturnType<typeof skeleton>;
