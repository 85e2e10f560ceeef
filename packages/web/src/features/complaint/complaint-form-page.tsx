import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { usePage } from '../../lib/routes';
import { COLLECTION_TYPE } from '../../lib/user-problem';
import { ErrorState, PageFrame } from '../../ui';
import { useProblemInit } from './api/problem-init';
import { ComplaintForm } from './components/complaint-form';
import './complaint.css';

/**
 * /complainPageNext (problemType, problemSonType, orderNo): the complaint form. problem-init gives
 * the names to show and enforces the collection rule for links that skip the entry page too.
 */
export function ComplaintFormPage() {
  const { t, params, navigate, frame } = usePage(PAGES.complaintForm, {
    ns: 'complaint',
    required: ['problemType'],
    title: 'form.title',
    missing: 'form.missingType',
    // The entry of the same order, as the borrower left it.
    parent: ({ orderNo }) => pageHref(PAGES.complaint, { orderNo }),
  });
  const { problemType, problemSonType, orderNo } = params;
  const toEntry = () => void navigate(PAGES.complaint.path, { replace: true });
  const init = useProblemInit(orderNo);

  return (
    <PageFrame
      {...frame}
      className="cp"
      onMissing={toEntry}
      missingLabel={t('form.chooseType')}
      query={init}
    >
      {(data) => {
        // problem-init was asked for this order, so its orderDetail is it (even under another number).
        const order = orderNo
          ? (data.orderList.find((o) => o.orderNo === orderNo) ?? data.orderDetail ?? undefined)
          : undefined;
        const type = data.problemType.find((x) => x.value === problemType);
        const son = data.problemSonType.find((x) => x.value === problemSonType);
        if (problemType === COLLECTION_TYPE && order?.isShow !== 1) {
          return (
            <ErrorState
              message={t('entry.collectionUnsupported')}
              onBack={toEntry}
              backLabel={t('form.chooseType')}
            />
          );
        }
        return (
          <>
            <dl className="cp-summary">
              {order ? (
                <div>
                  <dt>{t('form.order')}</dt>
                  <dd>
                    {order.productName} · {order.orderNo}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('form.type')}</dt>
                <dd>{[type?.title, son?.title].filter(Boolean).join(' · ') || problemType}</dd>
              </div>
            </dl>
            <ComplaintForm target={{ problemType, problemSonType, orderNo }} />
          </>
        );
      }}
    </PageFrame>
  );
}
