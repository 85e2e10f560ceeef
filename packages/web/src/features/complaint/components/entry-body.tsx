import { useTranslation } from 'react-i18next';
import type { ProblemInit } from '../api/schemas';
import { ComplaintChooser } from './complaint-chooser';
import { EntryLinks } from './entry-links';

interface Props {
  data: ProblemInit;
  orderNo: string;
  layout: 'list' | 'grid';
}

/** What both entry pages show once problem-init has loaded: the steps and the links. */
export function EntryBody({ data, orderNo, layout }: Props) {
  const { t } = useTranslation('complaint');
  return (
    <>
      {layout === 'grid' ? <p className="cp-intro">{t('newEntry.intro')}</p> : null}
      <ComplaintChooser data={data} initialOrderNo={orderNo} layout={layout} />
      <EntryLinks
        orderNo={orderNo || data.orderDetail?.orderNo || ''}
        replies={data.problemStatus}
      />
    </>
  );
}
