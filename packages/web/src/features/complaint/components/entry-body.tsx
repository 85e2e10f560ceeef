import { useTranslation } from 'react-i18next';
import { useLeavePage } from '../../../lib/bridge';
import { describeError } from '../../../lib/http';
import { ErrorState, PageLoading } from '../../../ui';
import type { ProblemInit } from '../api/schemas';
import { ComplaintChooser } from './complaint-chooser';
import { EntryLinks } from './entry-links';

interface Props {
  query: {
    data: ProblemInit | undefined;
    error: Error | null;
    isPending: boolean;
    refetch: () => unknown;
  };
  orderNo: string;
  layout: 'list' | 'grid';
}

/** What both entry pages show below their bar: loading, the failure with a retry, or the steps. */
export function EntryBody({ query, orderNo, layout }: Props) {
  const { t } = useTranslation('complaint');
  const back = useLeavePage();
  if (query.isPending) return <PageLoading />;
  if (!query.data) {
    return (
      <ErrorState
        message={describeError(query.error)}
        onRetry={() => void query.refetch()}
        onBack={back}
      />
    );
  }
  return (
    <>
      {layout === 'grid' ? <p className="cp-intro">{t('newEntry.intro')}</p> : null}
      <ComplaintChooser data={query.data} initialOrderNo={orderNo} layout={layout} />
      <EntryLinks
        orderNo={orderNo || query.data.orderDetail?.orderNo || ''}
        replies={query.data.problemStatus}
      />
    </>
  );
}
