import { useTranslation } from 'react-i18next';
import { buildPath } from '../../../lib/routes';
import { Badge, Cell, CellGroup } from '../../../ui';

/** Ways on from an entry page: the borrower's complaints and the help chatbot. */
export function EntryLinks({ orderNo, replies }: { orderNo: string; replies: number }) {
  const { t } = useTranslation('complaint');
  return (
    <CellGroup>
      <Cell
        title={t('entry.myComplaints')}
        value={<Badge count={replies} testId="complaint-replies" />}
        to="/complaintList"
        testId="complaint-list-link"
      />
      <Cell
        title={t('entry.assistant')}
        to={buildPath('/intelligentCustomerService', { orderNo })}
        testId="complaint-chatbot-link"
      />
    </CellGroup>
  );
}
