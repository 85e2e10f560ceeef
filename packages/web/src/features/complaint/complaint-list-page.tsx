import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLeavePage } from '../../lib/bridge';
import { describeError } from '../../lib/http';
import { EmptyState, ErrorState, NavBar, PageLoading, PullToRefresh, Tabs } from '../../ui';
import { useProblemList } from './api/problem-list';
import { ComplaintCard } from './components/complaint-card';
import './complaint.css';

/** /complaintList: the borrower's complaints in the server's tabs. */
export function ComplaintListPage() {
  const { t } = useTranslation('complaint');
  const list = useProblemList();
  const back = useLeavePage('/complaint');
  const [active, setActive] = useState('0');
  const tabs = list.data?.tabs ?? [];

  return (
    <main className="page cp">
      <NavBar title={t('list.title')} onBack={back} />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <ErrorState
          message={describeError(list.error)}
          onRetry={() => void list.refetch()}
          onBack={back}
        />
      ) : tabs.length === 0 ? (
        <EmptyState title={t('list.empty')} text={t('list.emptyText')} />
      ) : (
        <PullToRefresh onRefresh={() => list.refetch()}>
          <Tabs
            tabs={tabs.map((tab, i) => ({
              key: String(i),
              label: `${tab.title} (${tab.list.length})`,
            }))}
            active={active}
            onChange={setActive}
            testId="complaint-tabs"
            renderPane={(key) => {
              const tab = tabs[Number(key)];
              if (!tab || tab.list.length === 0) {
                return (
                  <EmptyState
                    title={t('list.empty')}
                    text={t('list.emptyText')}
                    action={
                      <Link to="/complaint" className="link-button">
                        {t('list.newComplaint')}
                      </Link>
                    }
                  />
                );
              }
              return (
                <ul className="cp-list">
                  {tab.list.map((item) => (
                    <ComplaintCard key={item.problemId || item.id} item={item} />
                  ))}
                </ul>
              );
            }}
          />
        </PullToRefresh>
      )}
    </main>
  );
}
