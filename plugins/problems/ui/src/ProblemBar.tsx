// The focus page's problem bar (spec 2 §7 get-full-screen-problem-list): the contest's problems by
// display id, each with the user's status colour; a click opens that problem, full screen still.
import { Button, Tooltip } from '@douyinfe/semi-ui';
import { JUDGE_STATUS } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getFullScreenProblemList, type BarProblem } from './api.js';
import { problemPath } from './scope.js';

const ACCEPTED = 0;

export function ProblemBar({ cid, current, refresh }: { cid: number; current: string; refresh: number }) {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const [problems, setProblems] = useState<BarProblem[]>([]);
  useEffect(() => {
    void getFullScreenProblemList(cid).then((r) => setProblems(r.data ?? []), () => setProblems([]));
  }, [cid, refresh]);
  if (!problems.length) return null;
  return (
    <nav className="oj-card" aria-label={t('Problem_Bar')} data-testid="problem-bar" style={{ display: 'flex', gap: 6, overflowX: 'auto', padding: 8 }}>
      <Button size="small" onClick={() => navigate(`/contest/${cid}/problems`)} data-testid="problem-bar-back">{t('Back_To_Contest')}</Button>
      {problems.map((p) => {
        const tried = p.status !== null && p.status !== undefined && JUDGE_STATUS[p.status];
        const color = p.status === ACCEPTED ? 'var(--semi-color-success)' : tried ? 'var(--semi-color-danger)' : undefined;
        return (
          <Tooltip key={p.pid} content={p.title}>
            <Button
              size="small"
              theme={p.problemId === current ? 'solid' : 'light'}
              style={{ flex: '0 0 auto', ...(color ? { borderBottom: `3px solid ${color}` } : {}) }}
              onClick={() => navigate(problemPath({ cid }, p.problemId, true))}
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
