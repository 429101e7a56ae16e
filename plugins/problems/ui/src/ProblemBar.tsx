// The focus page's problem bar (spec 2 §7 get-full-screen-problem-list): the contest's problems by
// display id (or the training's by problem id), each with the user's status colour; a click opens
// that problem, full screen still. A group's focus page has only the way back to the group's
// problems (the bar's call lists a contest's or a training's).
import { Button, Tooltip } from '@douyinfe/semi-ui';
import { JUDGE_STATUS } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getFullScreenProblemList, type BarProblem } from './api.js';
import { problemPath, scopeProblemsPath, type ProblemScope } from './scope.js';

const ACCEPTED = 0;

export function ProblemBar({ scope, current, refresh }: { scope: ProblemScope; current: string; refresh: number }) {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const [problems, setProblems] = useState<BarProblem[]>([]);
  const { cid, tid, gid } = scope;
  useEffect(() => {
    if (!cid && !tid) return;
    void getFullScreenProblemList({ cid, tid }).then((r) => setProblems(r.data ?? []), () => setProblems([]));
  }, [cid, tid, refresh]);
  if (gid && !cid && !tid) {
    return (
      <nav className="oj-card" data-testid="problem-bar" style={{ display: 'flex', gap: 6, padding: 8 }}>
        <Button size="small" onClick={() => navigate(scopeProblemsPath({ gid })!)} data-testid="problem-bar-back">{t('Back_To_Group')}</Button>
      </nav>
    );
  }
  if (!problems.length) return null;
  const back = scopeProblemsPath({ cid, tid });
  return (
    <nav className="oj-card" aria-label={t(cid ? 'Problem_Bar' : 'Problem_Bar_Training')} data-testid="problem-bar" style={{ display: 'flex', gap: 6, overflowX: 'auto', padding: 8 }}>
      {back && (
        <Button size="small" style={{ flex: '0 0 auto' }} onClick={() => navigate(back)} data-testid="problem-bar-back">
          {t(cid ? 'Back_To_Contest' : 'Back_To_Training')}
        </Button>
      )}
      {problems.map((p) => {
        const tried = p.status !== null && p.status !== undefined && JUDGE_STATUS[p.status];
        const color = p.status === ACCEPTED ? 'var(--semi-color-success)' : tried ? 'var(--semi-color-danger)' : undefined;
        return (
          <Tooltip key={p.pid} content={p.title}>
            <Button
              size="small"
              theme={p.problemId === current ? 'solid' : 'light'}
              style={{ flex: '0 0 auto', ...(color ? { borderBottom: `3px solid ${color}` } : {}) }}
              onClick={() => navigate(problemPath({ cid, tid }, p.problemId, true))}
              data-testid="problem-bar-item"
              data-status={p.status ?? ''}
            >
              {p.problemId}
            </Button>
          </Tooltip>
        );
      })}
    </nav>
  );
}
