/** A panel section's problem (`useProblem`), said to assistive technology as it appears; none: nothing. */
export function ProblemAlert(props: { problem: string }) {
  return props.problem ? (
    <p className="problem" role="alert">
      {props.problem}
    </p>
  ) : null;
}
