// /contest/:contestID/rank (spec 3 §2 Other contest screens): the contest's scoreboard inside the
// contest, ACM or OI by its rule, with force update and the rank download for contest admins.
// The contest, its admin flag and its clock come from the details shell.
import { useCallback, useMemo } from 'react';
import { useContest } from '../details/context.js';
import { downloadRank, getContestProblems, getContestRank, type RankQuery } from './api.js';
import { BoardView } from './BoardView.js';
import { CONTEST_STATUS } from './constants.js';
import { BoardShell, useContestData } from './page.js';
import { useBoard } from './useBoard.js';

export default function ContestRankPage() {
  const shell = useContest();
  // the shell's clock says when the contest ends (auto refresh stops then)
  const contest = useMemo(() => ({ ...shell.contest, status: shell.status }), [shell.contest, shell.status]);
  const cid = contest.id;
  const data = useContestData(cid, async () => (await getContestProblems(cid)).data ?? []);
  const load = useCallback((q: RankQuery) => getContestRank(q), []);
  const board = useBoard({ cid, load, ended: contest.status === CONTEST_STATUS.ended, ready: true });
  return (
    <BoardShell state={data} testId="contest-rank">
      <BoardView
        contest={contest}
        problems={data.value ?? []}
        board={board}
        isAdmin={shell.isAdmin}
        problemLink={(p) => `/contest/${cid}/problem/${encodeURIComponent(p.displayId)}`}
        onDownload={() => void downloadRank(cid, { forceRefresh: board.query.forceRefresh, removeStar: board.query.removeStar, containEnd: board.query.containsEnd }).catch(() => undefined)}
      />
    </BoardShell>
  );
}
