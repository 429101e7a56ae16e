// /problem/:problemID (spec 2 §2): the tabs (description, My Submission, Problem Annex when the
// problem has extra files, then one for each widget of other plugins in the 'problem.tabs' slot,
// e.g. the AI chat) beside the editor pane, split by the draggable divider. The same page is
// a contest's problem at /contest/:contestID/problem/:problemID (the display id; spec 3 §2), a
// training's at /training/:trainingID/problem/:problemID and a group's own at
// /group/:groupID/problem/:problemID; their focus variant …/full-screen shows the contest's or
// training's problem bar above it (a group's: the way back to its problems).
import { IconExpand, IconShrink } from '@douyinfe/semi-icons';
import { Button, Empty, Spin, Tabs, Tooltip } from '@douyinfe/semi-ui';
import { isAuthenticatedAtom, useSlotWidgets } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { getContestProblemDetail, getProblemAnnex, getProblemDetail, type ProblemDetail } from './api.js';
import { PROBLEM_TABS_SLOT, type ProblemTabProps } from '@oj/plugin-problems/browser';
import { CodePanel, type EditorSnapshot } from './CodePanel.js';
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
  // the problem read, with the address it was read for: after a move to another problem the old one
  // is never shown under the new address, not even for the render before the new read starts
  const [loaded, setLoaded] = useState<{ key: string; detail: ProblemDetail } | null>(null);
  const [missing, setMissing] = useState(false);
  const [annex, setAnnex] = useState<Array<{ name: string; content: string }>>([]);
  const [tab, setTab] = useState('description');
  const [judged, setJudged] = useState(0);
  const editor = useRef<EditorSnapshot | null>(null);
  // another plugin's tab is mounted when first opened and kept (a chat goes on across tab switches)
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  const key = `${scope.cid}/${scope.tid}/${scope.gid}/${problemID}`;
  const detail = loaded?.key === key ? loaded.detail : null;
  // a read answering after the user moved on (a reload after a verdict) is dropped
  const current = useRef(key);
  current.current = key;
  const load = useCallback(() => {
    const readFor = `${scope.cid}/${scope.tid}/${scope.gid}/${problemID}`;
    return (scope.cid ? getContestProblemDetail(scope.cid, problemID) : getProblemDetail(problemID, { tid: scope.tid, gid: scope.gid }))
      .then((r) => { if (current.current === readFor) setLoaded({ key: readFor, detail: r.data }); });
  }, [problemID, scope.cid, scope.tid, scope.gid]);
  useEffect(() => {
    setLoaded(null);
    setMissing(false);
    setAnnex([]);
    setTab('description');
    setOpened(new Set());
    void load().catch(() => setMissing(true));
  }, [load]);
  useEffect(() => {
    if (detail) void load().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authed]);
  const pid = detail?.problem.id;
  useEffect(() => {
    if (pid) void getProblemAnnex(pid, { cid: scope.cid, tid: scope.tid, gid: scope.gid }).then((r) => setAnnex(r.data ?? []), () => setAnnex([]));
  }, [pid, scope.cid, scope.tid, scope.gid]);

  const tabProps = useMemo<ProblemTabProps | null>(
    () => (detail ? {
      problemId: detail.problem.problemId,
      pid: detail.problem.id,
      contestId: scope.cid,
      displayId: scope.cid ? problemID : undefined,
      trainingId: scope.tid,
      groupId: scope.gid,
      getEditor: () => editor.current ?? { code: '', language: '' },
      lastStatus: detail.myStatus,
    } : null),
    [detail, scope.cid, scope.tid, scope.gid, problemID],
  );
  const pluginTabs = useSlotWidgets<ProblemTabProps>(PROBLEM_TABS_SLOT, tabProps);
  const openTab = (key: string) => {
    setTab(key);
    if (!opened.has(key)) setOpened(new Set([...opened, key]));
  };

  if (missing) return <Empty description={t('Problem_Not_Found')} />;
  if (!detail) return <Spin tip={t('Loading')} />;

  const statement = (
    <div className="oj-card" style={{ minWidth: 0 }}>
      <Tabs
        activeKey={tab}
        onChange={openTab}
        data-testid="problem-tabs"
        tabBarExtraContent={scope.cid || scope.tid || scope.gid ? (
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
        {tabProps && pluginTabs.map((w) => (
          <Tabs.TabPane key={w.key} tab={<span data-testid={`problem-tab-${w.id}`}>{w.title(tabProps)}</span>} itemKey={w.key}>
            {(tab === w.key || opened.has(w.key)) && w.render(tabProps)}
          </Tabs.TabPane>
        ))}
      </Tabs>
    </div>
  );
  const onJudged = () => {
    setJudged((n) => n + 1);
    void load().catch(() => undefined);
  };
  return (
    <div data-testid="problem-detail" data-problem={problemID} data-scope={scope.cid ? 'contest' : scope.tid ? 'training' : scope.gid ? 'group' : 'problem'}>
      {fullScreen && (scope.cid || scope.tid || scope.gid) && <ProblemBar scope={scope} current={problemID} refresh={judged} />}
      <SplitPane left={statement} right={<CodePanel key={detail.problem.id} detail={detail} onJudged={onJudged} scope={scope} editorRef={editor} />} />
    </div>
  );
}

/** the focus variant (spec 3 §2 full-screen contest, training or group problem) */
export function FullScreenProblemPage() {
  return <ProblemDetailPage fullScreen />;
}
