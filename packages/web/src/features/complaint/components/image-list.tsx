import { useTranslation } from 'react-i18next';

/** Thumbnails that open the full image in the page (server URLs are http(s) or data images). */
export function ImageList({ urls, label }: { urls: string[]; label: string }) {
  const { t } = useTranslation('complaint');
  if (urls.length === 0) return null;
  return (
    <ul className="cp-images" aria-label={label}>
      {urls.map((url, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be attached twice; the list never reorders
        <li key={`${i}-${url}`}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={t('detail.image', { index: i + 1 })} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
