import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui';

/**
 * Thumbnails; a tap shows the image full width in a dialog, inside the page (a new window is
 * not something every webview can open).
 */
export function ImageList({ urls, label }: { urls: string[]; label: string }) {
  const { t } = useTranslation('complaint');
  const [shown, setShown] = useState<number | null>(null);
  if (urls.length === 0) return null;
  const name = (i: number) => t('detail.image', { index: i + 1 });
  return (
    <>
      <ul className="cp-images" aria-label={label}>
        {urls.map((url, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be attached twice; the list never reorders
          <li key={`${i}-${url}`}>
            <button type="button" className="cp-thumb" onClick={() => setShown(i)}>
              <img src={url} alt={name(i)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== null}
        onClose={() => setShown(null)}
        closeOnMask
        title={shown === null ? '' : name(shown)}
        testId="complaint-image-preview"
      >
        {shown === null ? null : <img className="cp-preview" src={urls[shown]} alt={name(shown)} />}
      </Modal>
    </>
  );
}
