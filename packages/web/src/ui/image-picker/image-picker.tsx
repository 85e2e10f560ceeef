import type { ChangeEvent, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_PICKER_PER_ROW } from '../constants';
import { CloseIcon, PlusIcon, RetryIcon } from '../icons/icons';
import './image-picker.css';

export interface PickedImage {
  id: string;
  /** What to show: an object URL of the picked file or the uploaded image's URL. */
  url: string;
  status: 'uploading' | 'done' | 'failed';
}

export interface ImagePickerProps {
  files: PickedImage[];
  max: number;
  /** The newly picked files, never more than there is room for. The picker does not upload. */
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  accept?: string;
  /** Asks the phone for the camera (`environment` back, `user` front) instead of the gallery. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  /** `data-testid` of the file input. */
  inputTestId?: string;
  testId?: string;
}

/** Photo tiles, IMAGE_PICKER_PER_ROW a row, with an add tile while there is room. */
export function ImagePicker({
  files,
  max,
  onPick,
  onRemove,
  onRetry,
  accept = 'image/*',
  capture,
  disabled = false,
  inputTestId,
  testId,
}: ImagePickerProps) {
  const { t } = useTranslation('ui');
  const room = max - files.length;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []).slice(0, Math.max(0, room));
    // Cleared so picking the same photo again still fires a change.
    event.target.value = '';
    if (picked.length > 0) onPick(picked);
  };

  return (
    <ul
      className="ui-picker"
      style={{ '--ui-cols': IMAGE_PICKER_PER_ROW } as CSSProperties}
      data-testid={testId}
    >
      {files.map((file, i) => {
        const index = i + 1;
        return (
          <li key={file.id} className="ui-picker-tile" data-status={file.status}>
            <img className="ui-picker-img" src={file.url} alt={t('imagePicker.photo', { index })} />
            {file.status === 'uploading' ? (
              <div className="ui-picker-cover">
                <span className="ui-picker-spinner" aria-hidden="true" />
                {t('imagePicker.uploading')}
              </div>
            ) : null}
            {file.status === 'failed' ? (
              <div className="ui-picker-cover">
                {t('imagePicker.failed')}
                <button
                  type="button"
                  className="ui-picker-retry"
                  aria-label={t('imagePicker.retry', { index })}
                  onClick={() => onRetry(file.id)}
                >
                  <RetryIcon />
                </button>
              </div>
            ) : null}
            <button
              type="button"
              className="ui-picker-remove"
              aria-label={t('imagePicker.remove', { index })}
              disabled={disabled}
              onClick={() => onRemove(file.id)}
            >
              <CloseIcon />
            </button>
          </li>
        );
      })}
      {room > 0 ? (
        <li className="ui-picker-tile">
          <label className="ui-picker-add">
            <input
              type="file"
              className="ui-sr"
              accept={accept}
              capture={capture}
              multiple={room > 1}
              disabled={disabled}
              data-testid={inputTestId}
              onChange={pick}
            />
            <PlusIcon />
            <span>{t('imagePicker.add')}</span>
          </label>
        </li>
      ) : null}
    </ul>
  );
}
