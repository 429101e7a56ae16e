// Where a problem page is opened: the problem set (/problem/:problemID), a contest
// (/contest/:contestID/problem/:problemID, problemID being the contest's display id) or a training
// (/training/:trainingID/problem/:problemID, problemID being the problem's own id). The page is the
// same; the scope picks the calls and the links (spec 3 §2 Contest problem details, Training).
import { useParams } from 'react-router-dom';

export interface ProblemScope {
  /** the contest, when the page is a contest's */
  cid?: number;
  /** the training, when the page is a training's */
  tid?: number;
}

const positiveId = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function useProblemScope(): ProblemScope {
  const { contestID, trainingID } = useParams();
  const cid = positiveId(contestID);
  if (cid) return { cid };
  const tid = positiveId(trainingID);
  return tid ? { tid } : {};
}

/** the page of a problem (by the id the scope shows) in the scope */
export function problemPath(scope: ProblemScope, problemId: string, fullScreen = false): string {
  const id = encodeURIComponent(problemId);
  const base = scope.cid ? `/contest/${scope.cid}/problem/${id}` : scope.tid ? `/training/${scope.tid}/problem/${id}` : `/problem/${id}`;
  return fullScreen ? `${base}/full-screen` : base;
}

/** the submission list of a problem in the scope (a training's submissions are practice ones: the main list) */
export function submissionsPath(scope: ProblemScope, problemId: string): string {
  const q = `problemID=${encodeURIComponent(problemId)}&completeProblemID=true`;
  return scope.cid ? `/contest/${scope.cid}/submissions?onlyMine=true&${q}` : `/status?${q}`;
}

/** a submission's page in the scope */
export function submissionPath(scope: ProblemScope, problemId: string, submitId: number): string {
  return scope.cid ? `/contest/${scope.cid}/problem/${encodeURIComponent(problemId)}/submission-detail/${submitId}` : `/submission-detail/${submitId}`;
}

/** the list the scope's problem bar returns to (the focus page) */
export function scopeProblemsPath(scope: ProblemScope): string | null {
  return scope.cid ? `/contest/${scope.cid}/problems` : scope.tid ? `/training/${scope.tid}/problems` : null;
}
