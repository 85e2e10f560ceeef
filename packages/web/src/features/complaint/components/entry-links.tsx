import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { Badge, Cell, CellGroup } from '../../../ui';

/** Ways on from an entry page: the borrower's complaints and the help chatbot. */
export function EntryLinks({ orderNo, replies }: { orderNo: string; replies: number }) {
  const { t } = useTranslation('complaint');
  return (
    <CellGroup>
      <Cell
        title={t('entry.myComplaints')}
        value={<Badge count={replies} testId="complaint-replies" />}
        to={PAGES.complaintList.path}
        testId="complaint-list-link"
      />
      <Cell
        title={t('entry.assistant')}
        to={pageHref(PAGES.chatbot, { orderNo })}
        testId="complaint-chatbot-link"
      />
    </CellGroup>
  );
}
