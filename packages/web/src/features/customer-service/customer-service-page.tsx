import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bridge, useLeavePage } from '../../lib/bridge';
import { marketServicePhone } from '../../lib/identity';
import { notify } from '../../lib/notify';
import { Cell, CellGroup, PageFrame, PullToRefresh } from '../../ui';
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
      onClick={() => void navigate(pageHref(PAGES.chatbot, orderNo ? { orderNo } : {}))}
      testId="service-online"
    />
  );

  const callPhone = () => {
    bridge.call({ phone }).catch(() => notify.toast(t('callFailed', { phone }), { kind: 'error' }));
  };

  return (
    <PageFrame
      title={t('title')}
      onBack={leave}
      query={contact}
      errorExtra={<CellGroup>{online}</CellGroup>}
    >
      {(data) => (
        <PullToRefresh onRefresh={() => contact.refetch()}>
          <p className="service-intro">{t('intro')}</p>
          <CellGroup>
            <Cell title={t('phone')} value={phone} onClick={callPhone} testId="service-phone" />
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
