// The submission pages inside a contest (spec 3 §2: /contest/:contestID/submissions and
// /contest/:contestID/problem/:problemID/submission-detail/:submitID) or a group (its Submission tab
// /group/:groupID/status and /group/:groupID/submission-detail/:submitID, mounted by the groups
// plugin through ./pages.ts): the contest or group from the path, and the links that keep the user
// inside it.
import { useParams } from 'react-router-dom';

/** where the pages are: a contest (cid), a group (gid), or the site's own list (neither) */
export interface SubmissionScope { cid?: number; gid?: number }

const positiveId = (raw: string | undefined): number | undefined => {
  const n = Number(raw);
  return raw !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function useSubmissionScope(): SubmissionScope {
  const { contestID, groupID } = useParams();
  const cid = positiveId(contestID);
  if (cid) return { cid };
  const gid = positiveId(groupID);
  return gid ? { gid } : {};
}

export function problemLink(scope: SubmissionScope, problemId: string): string {
  const id = encodeURIComponent(problemId);
  return scope.cid !== undefined ? `/contest/${scope.cid}/problem/${id}` : scope.gid !== undefined ? `/group/${scope.gid}/problem/${id}` : `/problem/${id}`;
}

export function detailPath(scope: SubmissionScope, problemId: string, submitId: number): string {
  if (scope.cid !== undefined) return `${problemLink(scope, problemId)}/submission-detail/${submitId}`;
  return scope.gid !== undefined ? `/group/${scope.gid}/submission-detail/${submitId}` : `/submission-detail/${submitId}`;
}
