import type { TFunction } from 'i18next';

// The server sends the term unit as a code; 1 and 2 are the ones seen (days and months).
const UNITS: Record<string, 'day' | 'month'> = {
  '1': 'day',
  day: 'day',
  '2': 'month',
  month: 'month',
};

/** "91 days" from periods and termUnit; an unknown unit is shown as the server wrote it. */
export function termText(t: TFunction<'loanConfirm'>, periods: string, termUnit: string): string {
  const count = Number(periods);
  const unit = UNITS[termUnit.trim().toLowerCase()];
  if (!unit || !Number.isFinite(count)) return [periods, termUnit].filter(Boolean).join(' ');
  return unit === 'day' ? t('term.day', { count }) : t('term.month', { count });
}
