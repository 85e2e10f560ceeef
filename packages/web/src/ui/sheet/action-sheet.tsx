import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../icons/icons';
import { Sheet } from './sheet';

export interface ActionSheetOption {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ActionSheetProps {
  open: boolean;
  title?: ReactNode;
  options: ActionSheetOption[];
  /** Called with the chosen key; the sheet then calls `onClose`. */
  onSelect: (key: string) => void;
  onClose: () => void;
  /** The current choice, marked with a tick (pickers). */
  selected?: string;
  /** Defaults to the kit's "Cancel". */
  cancelText?: string;
  testId?: string;
}

/** A bottom sheet with a list of choices and a Cancel button. */
export function ActionSheet({
  open,
  title,
  options,
  onSelect,
  onClose,
  selected,
  cancelText,
  testId,
}: ActionSheetProps) {
  const { t } = useTranslation('ui');
  return (
    <Sheet open={open} onClose={onClose} title={title} testId={testId}>
      <ul className="ui-sheet-list">
        {options.map((option) => (
          <li key={option.key}>
            <button
              type="button"
              className="ui-sheet-option"
              disabled={option.disabled}
              aria-current={option.key === selected ? 'true' : undefined}
              onClick={() => {
                onSelect(option.key);
                onClose();
              }}
            >
              {option.label}
              {option.key === selected ? <CheckIcon /> : null}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="ui-sheet-option ui-sheet-cancel" onClick={onClose}>
        {cancelText ?? t('cancel')}
      </button>
    </Sheet>
  );
}
