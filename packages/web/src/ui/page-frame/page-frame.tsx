import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../document-title/use-document-title';
import { useKitActions } from '../kit-actions/kit-actions';
import { NavBar } from '../nav-bar/nav-bar';
import { ErrorState } from '../state/error-state';
import { type FrameQuery, QueryView } from './query-view';
import './page-frame.css';

export type { FrameQuery } from './query-view';

interface FrameBase {
  title: ReactNode;
  /** The back button's action; defaults to the one "leave this page" action. */
  onBack?: () => void;
  /** Content at the nav bar's right end. */
  right?: ReactNode;
  /** Extra class on `<main>` (the page's own layout). */
  className?: string;
  testId?: string;
  /**
   * The parameters the page cannot work without (their values). When any is empty, the frame shows
   * `missingMessage` and a way back instead of the content, and the query is not looked at.
   */
  required?: readonly unknown[];
  missingMessage?: string;
  /** The missing state's way on, when it is not back (e.g. "Choose a type" on the entry page). */
  onMissing?: () => void;
  missingLabel?: string;
  /** Shown below the error state (a way on that needs no data, such as the chatbot entry). */
  errorExtra?: ReactNode;
  /** The error's sentence when the page knows better than the kit (defaults to the ApiError kind's). */
  errorMessage?: (error: unknown) => string;
}

export type PageFrameProps<T> = FrameBase &
  (
    | { query: FrameQuery<T>; children: (data: T) => ReactNode }
    | { query?: undefined; children: ReactNode }
  );

/**
 * The one frame of every page: the nav bar with back, then the missing-parameter state, a loading
 * skeleton of fixed size, the error with retry, or the page's content (given the loaded data).
 */
export function PageFrame<T>(props: PageFrameProps<T>) {
  const { title, onBack, right, className, testId, required, missingMessage, errorExtra } = props;
  const { onMissing, missingLabel, errorMessage } = props;
  const { t } = useTranslation('ui');
  const { leave } = useKitActions();
  const back = onBack ?? leave;
  const missing = required?.some((value) => !value) ?? false;
  // The nav bar's title is the document's too, in the page's language.
  useDocumentTitle(typeof title === 'string' ? title : null);

  let body: ReactNode;
  if (missing) {
    body = (
      <ErrorState
        message={missingMessage ?? t('missingParams')}
        onBack={onMissing ?? back}
        backLabel={missingLabel}
      />
    );
  } else if (props.query === undefined) {
    body = props.children;
  } else {
    body = (
      <QueryView
        query={props.query}
        onBack={back}
        errorExtra={errorExtra}
        errorMessage={errorMessage}
      >
        {props.children}
      </QueryView>
    );
  }

  const busy = !missing && props.query?.isFetching === true && props.query.data !== undefined;
  return (
    <main
      className={className ? `page ${className}` : 'page'}
      data-testid={testId}
      aria-busy={busy || undefined}
    >
      <NavBar title={title} onBack={back} right={right} />
      {body}
    </main>
  );
}
