import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../ui/state/empty-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <EmptyState
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Link className="link-button" to="/">
            {t('home')}
          </Link>
        }
      />
    </main>
  );
}
