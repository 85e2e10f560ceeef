import { PAGES, pageHref } from '@hybrid-loan/bridge-sdk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { COLLECTION_TYPE } from '../../../lib/user-problem';
import { Cell, CellGroup, EmptyState, Grid, GridItem } from '../../../ui';
import type { ProblemInit, ProblemOption } from '../api/schemas';
import { OrderPicker } from './order-picker';

interface Props {
  data: ProblemInit;
  /** The order asked for in the URL; else the server's chosen order, else the first. */
  initialOrderNo: string;
  /** `grid`: the four categories as tiles (the newer entry); `list`: rows. */
  layout: 'list' | 'grid';
}

function firstOrder(data: ProblemInit, wanted: string): string {
  if (wanted && data.orderList.some((o) => o.orderNo === wanted)) return wanted;
  return data.orderDetail?.orderNo || data.orderList[0]?.orderNo || '';
}

/**
 * Steps one to three of a complaint: the order, the type, and for the collection type (only on an
 * order with isShow 1) the sub-type; then the form.
 */
export function ComplaintChooser({ data, initialOrderNo, layout }: Props) {
  const { t } = useTranslation('complaint');
  const [orderNo, setOrderNo] = useState(() => firstOrder(data, initialOrderNo));
  const [showSonTypes, setShowSonTypes] = useState(false);
  const navigate = useNavigate();
  const order = data.orderList.find((o) => o.orderNo === orderNo);

  const openForm = (problemType: string, problemSonType = '') =>
    void navigate(pageHref(PAGES.complaintForm, { problemType, problemSonType, orderNo }));

  const chooseType = (type: ProblemOption) => {
    if (type.value !== COLLECTION_TYPE) {
      openForm(type.value);
      return;
    }
    if (order?.isShow !== 1) {
      setShowSonTypes(false);
      notify.toast(t('entry.collectionUnsupported'), { kind: 'error' });
      return;
    }
    if (data.problemSonType.length === 0) openForm(type.value);
    else setShowSonTypes(true);
  };

  return (
    <>
      <OrderPicker
        orders={data.orderList}
        value={orderNo}
        onChange={(next) => {
          setOrderNo(next);
          setShowSonTypes(false);
        }}
      />
      {data.problemType.length === 0 ? (
        <EmptyState title={t('entry.noTypes')} />
      ) : layout === 'grid' ? (
        <section aria-labelledby="cp-types">
          <h2 id="cp-types" className="cp-heading">
            {t('entry.types')}
          </h2>
          <Grid columns={2} testId="complaint-types">
            {data.problemType.map((type, i) => (
              <GridItem
                key={type.value}
                icon={<span className={`cp-type-icon cp-type-icon-${i % 4}`} aria-hidden="true" />}
                text={type.title}
                onClick={() => chooseType(type)}
              />
            ))}
          </Grid>
        </section>
      ) : (
        <CellGroup title={t('entry.types')} testId="complaint-types">
          {data.problemType.map((type) => (
            <Cell key={type.value} title={type.title} onClick={() => chooseType(type)} />
          ))}
        </CellGroup>
      )}
      {showSonTypes ? (
        <CellGroup title={t('entry.sonTypes')} testId="complaint-son-types">
          {data.problemSonType.map((son) => (
            <Cell
              key={son.value}
              title={son.title}
              onClick={() => openForm(COLLECTION_TYPE, son.value)}
            />
          ))}
        </CellGroup>
      ) : null}
    </>
  );
}
