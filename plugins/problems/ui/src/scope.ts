// Where a problem page is opened: the problem set (/problem/:problemID) or a contest
// (/contest/:contestID/problem/:problemID, problemID being the contest's display id). The page is
// the same; the scope picks the calls and the links (spec 3 §2 Contest problem details).
import { useParams } from 'react-router-dom';

export interface ProblemScope {
  /** the contest, when the page is a contest's */
  cid?: number;
}

export function useProblemScope(): ProblemScope {
  const { contestID } = useParams();
  const cid = Number(contestID);
  return contestID !== undefined && Number.isInteger(cid) && cid > 0 ? { cid } : {};
}

/** the page of a problem (by the id the scope shows) in the scope */
export function problemPath(scope: ProblemScope, problemId: string, fullScreen = false): string {
  const base = scope.cid ? `/contest/${scope.cid}/problem/${encodeURIComponent(problemId)}` : `/problem/${encodeURIComponent(problemId)}`;
  return fullScreen ? `${base}/full-screen` : base;
}

/** the submission list of a problem in the scope */
export function submissionsPath(scope: ProblemScope, problemId: string): string {
  const q = `problemID=${encodeURIComponent(problemId)}&completeProblemID=true`;
  return scope.cid ? `/contest/${scope.cid}/submissions?onlyMine=true&${q}` : `/status?${q}`;
}

/** a submission's page in the scope */
export function submissionPath(scope: ProblemScope, problemId: string, submitId: number): string {
  return scope.cid ? `/contest/${scope.cid}/problem/${encodeURIComponent(problemId)}/submission-detail/${submitId}` : `/submission-detail/${submitId}`;
}
