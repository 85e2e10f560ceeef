// By file, not the format index: these pages need the date code only.
import { formatDatesIn } from '../../../lib/format/date';
import { currentMarket } from '../../../lib/identity';
import type { LoanDetails } from '../api/get-loan-details';
import { statusImage } from '../status-image';

/** The status picture, the notice and its description. */
export function StatusHeader({ details }: { details: LoanDetails }) {
  // The server's words, with any date in them in the market's style.
  const { market } = currentMarket();
  return (
    <section className="ld-status" data-testid="loan-status" data-status={details.orderStatus}>
      <img
        className="ld-status-image"
        src={statusImage(details.orderStatus)}
        alt=""
        width={96}
        height={96}
      />
      {details.noticeStatusText ? (
        <h2 className="ld-notice">{formatDatesIn(details.noticeStatusText, market)}</h2>
      ) : null}
      {details.noticeDesText ? (
        <p className="ld-notice-desc">{formatDatesIn(details.noticeDesText, market)}</p>
      ) : null}
    </section>
  );
}
