import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { callPhone } from '../../lib/bridge';
import { marketServicePhone } from '../../lib/identity';
import { usePage } from '../../lib/routes';
import { Cell, CellGroup, PageFrame, PullToRefresh } from '../../ui';
import { useContactInfo } from './api/get-contact-info';
import './customer-service.css';

/**
 * Telephone (called through the shell) and e-mail (opens the mail client) from the server, and the
 * online service: the help chatbot, about the order the page was opened for when there is one.
 */
export function CustomerServicePage() {
  const { t, params, navigate, frame } = usePage(PAGES.customerService, {
    ns: 'service',
    title: 'title',
  });
  const contact = useContactInfo();
  const phone = contact.data?.smWa || marketServicePhone();

  // The chatbot needs no contact info: it stays on offer when the contact info cannot load.
  const online = (
    <Cell
      title={t('online')}
      value={t('onlineValue')}
      onClick={() => void navigate(pageHref(PAGES.chatbot, { orderNo: params.orderNo }))}
      testId="service-online"
    />
  );

  return (
    <PageFrame {...frame} query={contact} errorExtra={<CellGroup>{online}</CellGroup>}>
      {(data) => (
        <PullToRefresh onRefresh={() => contact.refetch()}>
          <p className="service-intro">{t('intro')}</p>
          <CellGroup>
            <Cell
              title={t('phone')}
              value={phone}
              onClick={() => callPhone(phone)}
              testId="service-phone"
            />
            {data.email ? (
              <Cell
                title={t('email')}
                value={data.email}
                href={`mailto:${data.email}`}
                testId="service-email"
              />
            ) : null}
            {online}
          </CellGroup>
          <p className="service-hours">{t('hours')}</p>
        </PullToRefresh>
      )}
    </PageFrame>
  );
}
