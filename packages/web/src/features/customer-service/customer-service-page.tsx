import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bridge, useLeavePage } from '../../lib/bridge';
import { describeError } from '../../lib/http';
import { marketServicePhone } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { buildPath } from '../../lib/routes';
import { Cell, CellGroup, ErrorState, NavBar, PageLoading, PullToRefresh } from '../../ui';
import { useContactInfo } from './api/get-contact-info';
import './customer-service.css';

/**
 * Telephone (called through the shell) and e-mail (opens the mail client) from the server, and the
 * online service: the help chatbot, about the order the page was opened for when there is one.
 */
export function CustomerServicePage() {
  const { t } = useTranslation('service');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = query.get('orderNo') ?? '';
  const contact = useContactInfo();
  const leave = useLeavePage();
  const phone = contact.data?.smWa || marketServicePhone();

  // The chatbot needs no contact info: it stays on offer when the contact info cannot load.
  const online = (
    <Cell
      title={t('online')}
      value={t('onlineValue')}
      onClick={() =>
        void navigate(buildPath('/intelligentCustomerService', orderNo ? { orderNo } : {}))
      }
      testId="service-online"
    />
  );

  const callPhone = () => {
    bridge.call({ phone }).catch(() => notify.toast(t('callFailed', { phone }), { kind: 'error' }));
  };

  return (
    <main className="page">
      <NavBar title={t('title')} onBack={leave} />
      {contact.isPending ? (
        <PageLoading />
      ) : contact.isError ? (
        <>
          <ErrorState
            message={describeError(contact.error)}
            onRetry={() => void contact.refetch()}
          />
          <CellGroup>{online}</CellGroup>
        </>
      ) : (
        <PullToRefresh onRefresh={() => contact.refetch()}>
          <p className="service-intro">{t('intro')}</p>
          <CellGroup>
            <Cell title={t('phone')} value={phone} onClick={callPhone} testId="service-phone" />
            {contact.data.email ? (
              <Cell
                title={t('email')}
                value={contact.data.email}
                href={`mailto:${contact.data.email}`}
                testId="service-email"
              />
            ) : null}
            {online}
          </CellGroup>
          <p className="service-hours">{t('hours')}</p>
        </PullToRefresh>
      )}
    </main>
  );
}
