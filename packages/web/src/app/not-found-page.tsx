import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/link/app-link';
import { EmptyState } from '../ui/state/empty-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <EmptyState
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <AppLink className="link-button" to="/">
            {t('home')}
          </AppLink>
        }
      />
    </main>
  );
}
