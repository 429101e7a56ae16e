// /problem/:problemID (spec 2 §2): the tabs (description, My Submission, Problem Annex when the
// problem has extra files) beside the editor pane, split by the draggable divider. The same page is
// a contest's problem at /contest/:contestID/problem/:problemID (the display id; spec 3 §2) and a
// training's at /training/:trainingID/problem/:problemID; their focus variant …/full-screen shows
// the contest's or training's problem bar above it.
import { IconExpand, IconShrink } from '@douyinfe/semi-icons';
import { Button, Empty, Spin, Tabs, Tooltip } from '@douyinfe/semi-ui';
import { isAuthenticatedAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { getContestProblemDetail, getProblemAnnex, getProblemDetail, type ProblemDetail } from './api.js';
import { CodePanel } from './CodePanel.js';
import { MySubmissions } from './MySubmissions.js';
import { ProblemBar } from './ProblemBar.js';
import { ProblemStatement } from './ProblemStatement.js';
import { problemPath, useProblemScope } from './scope.js';
import { SplitPane } from './SplitPane.js';

function Annex({ files }: { files: Array<{ name: string; content: string }> }) {
  return (
    <div data-testid="problem-annex">
      {files.map((f) => (
        <section key={f.name} style={{ marginBottom: 12 }}>
          <h4>{f.name}</h4>
          <pre className="oj-pre">{f.content}</pre>
        </section>
      ))}
    </div>
  );
}

export default function ProblemDetailPage({ fullScreen = false }: { fullScreen?: boolean } = {}) {
  const { t } = useTranslation('problems');
  const { problemID = '' } = useParams();
  const scope = useProblemScope();
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  const [detail, setDetail] = useState<ProblemDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [annex, setAnnex] = useState<Array<{ name: string; content: string }>>([]);
  const [tab, setTab] = useState('description');
  const [judged, setJudged] = useState(0);

  const load = useCallback(
    () => (scope.cid ? getContestProblemDetail(scope.cid, problemID) : getProblemDetail(problemID, scope.tid)).then((r) => setDetail(r.data)),
    [problemID, scope.cid, scope.tid],
  );
  useEffect(() => {
    setDetail(null);
    setMissing(false);
    setAnnex([]);
    setTab('description');
    void load().catch(() => setMissing(true));
  }, [load]);
  useEffect(() => {
    if (detail) void load().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authed]);
  const pid = detail?.problem.id;
  useEffect(() => {
    if (pid) void getProblemAnnex(pid).then((r) => setAnnex(r.data ?? []), () => setAnnex([]));
  }, [pid]);

  if (missing) return <Empty description={t('Problem_Not_Found')} />;
  if (!detail) return <Spin tip={t('Loading')} />;

  const statement = (
    <div className="oj-card" style={{ minWidth: 0 }}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        data-testid="problem-tabs"
        tabBarExtraContent={scope.cid || scope.tid ? (
          <Tooltip content={t(fullScreen ? 'Exit_Full_Screen' : 'Full_Screen')}>
            <Button
              theme="borderless"
              icon={fullScreen ? <IconShrink /> : <IconExpand />}
              aria-label={t(fullScreen ? 'Exit_Full_Screen' : 'Full_Screen')}
              onClick={() => navigate(problemPath(scope, problemID, !fullScreen))}
              data-testid="full-screen-toggle"
            />
          </Tooltip>
        ) : undefined}
      >
        <Tabs.TabPane tab={t('Problem_Description')} itemKey="description">
          <ProblemStatement detail={detail} />
        </Tabs.TabPane>
        <Tabs.TabPane tab={t('My_Submission')} itemKey="mine">
          {tab === 'mine' && <MySubmissions problemId={scope.cid ? problemID : detail.problem.problemId} refresh={judged} scope={scope} />}
        </Tabs.TabPane>
        {annex.length > 0 && (
          <Tabs.TabPane tab={t('Problem_Annex')} itemKey="annex">
            <Annex files={annex} />
          </Tabs.TabPane>
        )}
      </Tabs>
    </div>
  );
  const onJudged = () => {
    setJudged((n) => n + 1);
    void load().catch(() => undefined);
  };
  return (
    <div data-testid="problem-detail" data-scope={scope.cid ? 'contest' : scope.tid ? 'training' : 'problem'}>
      {fullScreen && (scope.cid || scope.tid) && <ProblemBar scope={scope} current={problemID} refresh={judged} />}
      <SplitPane left={statement} right={<CodePanel key={detail.problem.id} detail={detail} onJudged={onJudged} scope={scope} />} />
    </div>
  );
}

/** the focus variant (spec 3 §2 full-screen contest or training problem) */
export function FullScreenProblemPage() {
  return <ProblemDetailPage fullScreen />;
}
