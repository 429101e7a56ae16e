// The submission pages inside a contest (spec 3 §2: /contest/:contestID/submissions and
// /contest/:contestID/problem/:problemID/submission-detail/:submitID): the contest from the path,
// and the links that keep the user inside it.
import { useParams } from 'react-router-dom';

export function useContestScope(): number | undefined {
  const { contestID } = useParams();
  const cid = Number(contestID);
  return contestID !== undefined && Number.isInteger(cid) && cid > 0 ? cid : undefined;
}

export function problemLink(cid: number | undefined, problemId: string): string {
  return cid !== undefined ? `/contest/${cid}/problem/${encodeURIComponent(problemId)}` : `/problem/${encodeURIComponent(problemId)}`;
}

export function detailPath(cid: number | undefined, problemId: string, submitId: number): string {
  return cid !== undefined ? `${problemLink(cid, problemId)}/submission-detail/${submitId}` : `/submission-detail/${submitId}`;
}
