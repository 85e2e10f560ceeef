import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { currentMarket } from '../../../lib/identity';
import { AppLink } from '../../../ui';
import type { Complaint } from '../api/schemas';

/** One complaint in the list: type, excerpt, time and whether it has a reply; opens the details. */
export function ComplaintCard({ item }: { item: Complaint }) {
  const { t } = useTranslation('complaint');
  const id = item.problemId || item.id;
  return (
    <li>
      <AppLink
        to={pageHref(PAGES.complaintDetails, { problemId: id })}
        className="cp-card"
        data-testid="complaint-item"
      >
        <span className="cp-card-head">
          <strong>
            {[item.typeTitle, item.sonTypeTitle].filter(Boolean).join(' · ') || t('list.untitled')}
          </strong>
          {item.statusText ? <span className="cp-order-status">{item.statusText}</span> : null}
        </span>
        <span className="cp-card-text">{item.content}</span>
        <span className="cp-card-meta">
          <span>{formatDate(item.time, currentMarket().market, true) || item.time}</span>
          {item.images.length ? (
            <span>{t('list.photos', { count: item.images.length })}</span>
          ) : null}
          {item.disposeDetail && !item.statusText ? (
            <span className="cp-replied">{t('list.replied')}</span>
          ) : null}
        </span>
      </AppLink>
    </li>
  );
}
