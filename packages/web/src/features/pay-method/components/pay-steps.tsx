import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellGroup } from '../../../ui';
import type { VirtualAccount } from '../api/generate-vcode';

/**
 * How to pay: for a bank one foldable list of steps per method, the chosen method open; for a
 * mini market one list of steps.
 */
export function PaySteps({
  steps,
  openIndex,
}: {
  steps: VirtualAccount['payStep'];
  openIndex: number;
}) {
  const { t } = useTranslation('payMethod');
  const [open, setOpen] = useState<number | null>(openIndex);
  if (steps.groups.length === 0 && steps.lines.length === 0) return null;
  return (
    <CellGroup title={t('steps')} testId="va-steps" inset>
      {steps.lines.length ? (
        <ol className="va-steps">
          {steps.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of instructions; the same line may appear twice
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ol>
      ) : null}
      {steps.groups.map((group, index) => {
        const expanded = open === index;
        const id = `va-steps-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of instructions; the same line may appear twice
          <div key={`${index}-${group.name}`}>
            <button
              type="button"
              className="va-fold"
              aria-expanded={expanded}
              aria-controls={id}
              onClick={() => setOpen(expanded ? null : index)}
            >
              <span>{group.name}</span>
              <span aria-hidden="true">{expanded ? '−' : '+'}</span>
            </button>
            {expanded ? (
              <ol id={id} className="va-steps">
                {group.step.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of instructions; the same line may appear twice
                  <li key={`${i}-${line}`}>{line}</li>
                ))}
              </ol>
            ) : null}
          </div>
        );
      })}
    </CellGroup>
  );
}
