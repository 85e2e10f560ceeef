import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeavePage } from '../../lib/bridge';
import { AppLink, EmptyState, PageFrame, PullToRefresh, Tabs } from '../../ui';
import { useProblemList } from './api/problem-list';
import { ComplaintCard } from './components/complaint-card';
import './complaint.css';

/** /complaintList: the borrower's complaints in the server's tabs. */
export function ComplaintListPage() {
  const { t } = useTranslation('complaint');
  const list = useProblemList();
  const back = useLeavePage(PAGES.complaint.path);
  const [active, setActive] = useState('0');
  const tabs = list.data?.tabs ?? [];

  return (
    <PageFrame title={t('list.title')} onBack={back} className="cp" query={list}>
      {() =>
        tabs.length === 0 ? (
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
                        <AppLink to={PAGES.complaint.path} className="link-button">
                          {t('list.newComplaint')}
                        </AppLink>
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
        )
      }
    </PageFrame>
  );
}
