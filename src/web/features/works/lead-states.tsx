import type { FormFailure } from '../../api/error-info';
import { FailureRetry } from '../../components/load-failure';

/** A lead or case being read: said to screen readers, drawn as a skeleton. */
export function LeadSkeleton({ label }: { label: string }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className="lead-skeleton" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--card" />
      </div>
    </>
  );
}

/** A lead or case that could not be read, with a button to try again. */
export function LeadFailed({ failure, onRetry }: { failure: FormFailure; onRetry: () => void }) {
  return <FailureRetry unwrapped failure={failure} onRetry={onRetry} />;
}
