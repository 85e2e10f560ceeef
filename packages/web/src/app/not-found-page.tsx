import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../ui/document-title/use-document-title';
import { AppLink } from '../ui/link/app-link';
import { EmptyState } from '../ui/state/empty-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
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
