/**
 * The notice above a form whose save did not go through (useFormSave's `problem`), drawn alike by
 * every back-office form: a failure (danger, the work kept), a stale version (warning, the work
 * kept, with a link that opens the latest saved version in a new tab so nothing typed here is
 * left), or a problem the area names (danger, in the area's words). Nothing when there is none.
 * A new notice is brought into view, to the middle (clear of the sticky top bar): the save
 * button is at the form's end, the notice at its top, and on a phone the person pressing it would
 * otherwise see nothing happen.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@ds/components/Alert';
import { Link } from '@ds/components/TextButton';
import { copy } from '@app/shared/copy';
import type { SaveProblem } from './saveOutcome';

const text = copy.backofficeForms;

interface SaveProblemAlertProps<P extends string> {
  problem: SaveProblem<P> | null;
  /** The failure in the area's words, when it names what failed ("초안을 저장하지 못했어요"). */
  failed?: string;
  /** The stale version in the area's words, when it names the record ("이 쿠폰을"). */
  stale?: string;
  /** Where the latest saved version is seen. */
  latestTo?: string;
  /** The words of the area's own problems. */
  areaWords?: Readonly<Record<P, string>>;
}

export function SaveProblemAlert<P extends string = never>(props: SaveProblemAlertProps<P>) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.problem !== null) notice.current?.scrollIntoView({ block: 'center' });
  }, [props.problem]);
  const alert = noticeOf(props);
  return alert && <div ref={notice}>{alert}</div>;
}

function noticeOf<P extends string>({ problem, failed, stale, latestTo, areaWords }: SaveProblemAlertProps<P>): ReactNode {
  if (problem === null) return null;
  if (problem === 'failed') return <Alert tone="danger">{failed ?? text.unsaved}</Alert>;
  if (problem === 'stale') {
    return (
      <Alert
        tone="warning"
        action={
          latestTo ? (
            <Link to={latestTo} target="_blank" rel="noopener">
              {text.showLatest}
            </Link>
          ) : undefined
        }
      >
        {stale ?? text.stale}
      </Alert>
    );
  }
  return <Alert tone="danger">{areaWords?.[problem]}</Alert>;
}
