import { useTranslation } from 'react-i18next';
import { bridge } from '../lib/bridge';
import { Button } from '../ui/button/button';
import { useDocumentTitle } from '../ui/document-title/use-document-title';
import { EmptyState } from '../ui/state/empty-state';

/** A page that needs a borrower was opened with no token: say so and offer the way back. */
export function SignedOutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signedOut.title'));
  return (
    <main className="page" data-testid="signed-out">
      <EmptyState
        title={t('signedOut.title')}
        text={t('signedOut.text')}
        action={
          <Button
            variant="primary"
            onClick={() => void bridge.closeWebview({}).catch(() => undefined)}
          >
            {t('back')}
          </Button>
        }
      />
    </main>
  );
}
