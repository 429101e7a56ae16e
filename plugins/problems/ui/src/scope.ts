// Where a problem page is opened: the problem set (/problem/:problemID), a contest
// (/contest/:contestID/problem/:problemID, problemID being the contest's display id), a training
// (/training/:trainingID/problem/:problemID, problemID being the problem's own id) or a group
// (/group/:groupID/problem/:problemID, one of the group's own problems). The page is the same; the
// scope picks the calls and the links (spec 3 §2 Contest problem details, Training, Groups).
import { useParams } from 'react-router-dom';

export interface ProblemScope {
  /** the contest, when the page is a contest's */
  cid?: number;
  /** the training, when the page is a training's */
  tid?: number;
  /** the group, when the page is one of a group's own problems (not inside its trainings) */
  gid?: number;
}

const positiveId = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function useProblemScope(): ProblemScope {
  const { contestID, trainingID, groupID } = useParams();
  const cid = positiveId(contestID);
  if (cid) return { cid };
  const tid = positiveId(trainingID);
  if (tid) return { tid };
  const gid = positiveId(groupID);
  return gid ? { gid } : {};
}

/** the page of a problem (by the id the scope shows) in the scope */
export function problemPath(scope: ProblemScope, problemId: string, fullScreen = false): string {
  const id = encodeURIComponent(problemId);
  const base = scope.cid ? `/contest/${scope.cid}/problem/${id}`
    : scope.tid ? `/training/${scope.tid}/problem/${id}`
    : scope.gid ? `/group/${scope.gid}/problem/${id}`
    : `/problem/${id}`;
  return fullScreen ? `${base}/full-screen` : base;
}

/** the submission list of a problem in the scope (a training's submissions are practice ones: the main list; a group's are its Submission tab) */
export function submissionsPath(scope: ProblemScope, problemId: string): string {
  const q = `problemID=${encodeURIComponent(problemId)}&completeProblemID=true`;
  return scope.cid ? `/contest/${scope.cid}/submissions?onlyMine=true&${q}` : scope.gid ? `/group/${scope.gid}/status?${q}` : `/status?${q}`;
}

/** a submission's page in the scope */
export function submissionPath(scope: ProblemScope, problemId: string, submitId: number): string {
  if (scope.cid) return `/contest/${scope.cid}/problem/${encodeURIComponent(problemId)}/submission-detail/${submitId}`;
  return scope.gid ? `/group/${scope.gid}/submission-detail/${submitId}` : `/submission-detail/${submitId}`;
}

/** the list the scope's problem bar returns to (the focus page) */
export function scopeProblemsPath(scope: ProblemScope): string | null {
  return scope.cid ? `/contest/${scope.cid}/problems` : scope.tid ? `/training/${scope.tid}/problems` : scope.gid ? `/group/${scope.gid}/problem` : null;
}

/** the scope as the problem calls' query names it (cid, tid or gid) */
export function scopeQuery(scope: ProblemScope): { cid: number } | { tid: number } | { gid: number } | Record<string, never> {
  return scope.cid ? { cid: scope.cid } : scope.tid ? { tid: scope.tid } : scope.gid ? { gid: scope.gid } : {};
}
