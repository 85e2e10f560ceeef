import type { LoanDetails } from '../api/get-loan-details';
import { statusImage } from '../status-image';

/** The status picture, the notice and its description. */
export function StatusHeader({ details }: { details: LoanDetails }) {
  return (
    <section className="ld-status" data-testid="loan-status" data-status={details.orderStatus}>
      <img
        className="ld-status-image"
        src={statusImage(details.orderStatus)}
        alt=""
        width={96}
        height={96}
      />
      {details.noticeStatusText ? <h2 className="ld-notice">{details.noticeStatusText}</h2> : null}
      {details.noticeDesText ? <p className="ld-notice-desc">{details.noticeDesText}</p> : null}
    </section>
  );
}
