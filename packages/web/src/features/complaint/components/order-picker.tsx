import { useTranslation } from 'react-i18next';
// By file, not the format index: these pages need the date code only.
import { formatDatesIn } from '../../../lib/format/date';
import { currentMarket } from '../../../lib/identity';
import type { OrderSummary } from '../api/schemas';

interface Props {
  orders: OrderSummary[];
  value: string;
  onChange: (orderNo: string) => void;
}

/** The borrower's orders as radio cards: logo, name, status and the server's detail rows. */
export function OrderPicker({ orders, value, onChange }: Props) {
  const { t } = useTranslation('complaint');
  const { market } = currentMarket();
  if (orders.length === 0) return <p className="cp-note">{t('entry.noOrders')}</p>;
  return (
    <fieldset className="cp-orders">
      <legend className="cp-heading">{t('entry.orders')}</legend>
      {orders.map((order) => (
        <label key={order.orderNo} className="cp-order" data-testid="complaint-order">
          <input
            type="radio"
            name="complaint-order"
            value={order.orderNo}
            checked={order.orderNo === value}
            onChange={() => onChange(order.orderNo)}
          />
          <span className="cp-order-body">
            <span className="cp-order-head">
              {order.productLogo ? (
                <img src={order.productLogo} alt="" fetchPriority="low" width={32} height={32} />
              ) : null}
              <strong>{order.productName}</strong>
              <span className="cp-order-status">{order.status}</span>
            </span>
            {order.list.map((row) => (
              <span key={row.title} className="cp-order-row">
                <span>{row.title}</span>
                <span>{formatDatesIn(row.value, market)}</span>
              </span>
            ))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
