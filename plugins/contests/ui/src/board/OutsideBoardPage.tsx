// /contest/acm-scoreboard/:contestID and /contest/oi-scoreboard/:contestID (spec 3 §2 Scoreboard,
// outside view): public, in the default layout, for contests with openRank. The rule comes from
// the contest; a path of the other rule shows the contest's own board.
import { Tag } from '@douyinfe/semi-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getOutsideBoard, getOutsideInfo, type RankQuery } from './api.js';
import { BoardView } from './BoardView.js';
import { CONTEST_STATUS, CONTEST_TYPE } from './constants.js';
import { BoardShell, useContestData } from './page.js';
import { useBoard } from './useBoard.js';

export default function OutsideBoardPage() {
  const { t } = useTranslation('contests');
  const cid = Number(useParams().contestID);
  const data = useContestData(cid, async () => (await getOutsideInfo(cid)).data);
  const contest = data.value?.contest;
  const load = useCallback((q: RankQuery) => getOutsideBoard(q), []);
  const board = useBoard({ cid, load, ended: contest?.status === CONTEST_STATUS.ended, ready: !!contest });
  return (
    <BoardShell state={data} testId="outside-board">
      {contest && (
        <>
          <div className="oj-admin-list-head">
            <h2 style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }} data-testid="outside-board-title" data-user-content>{contest.title}</h2>
            <Tag color={contest.type === CONTEST_TYPE.acm ? 'blue' : 'purple'}>{t(contest.type === CONTEST_TYPE.acm ? 'Board_ACM' : 'Board_OI')}</Tag>
          </div>
          <BoardView contest={contest} problems={data.value!.problemList ?? []} board={board} isAdmin={false} />
        </>
      )}
    </BoardShell>
  );
}
