// /training/:trainingID (spec 3 §2 Training page): the header (title and, for a signed-in user, the
// progress acCount/problemCount) and the tabs — introduction, Problem List, and Record List (the
// rank) for private trainings. Each tab is a child route rendered below; the problem list and rank
// are disabled while a private training is locked (spec 3 §4, §6). The training lives in this
// page's state: leaving the page lets it go.
import { Empty, Spin, Tabs } from '@douyinfe/semi-ui';
import { ApiError, isAuthenticatedAtom, isSuperAdminAtom, useIsSmall, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams, useResolvedPath } from 'react-router-dom';
import { TRAINING_AUTH } from '@oj/plugin-trainings/browser';
import { getTrainingAccess, getTrainingDetail, type TrainingView } from '../api.js';
import { PercentBar, progressPercent } from '../trainingMeta.js';
import { TrainingContext, type TrainingState } from './context.js';

/** the tab a path is on: the first segment after the training page's path ('' for the introduction) */
function tabOf(pathname: string, trainingPath: string): string {
  const first = pathname.slice(trainingPath.length).replace(/^\/+/, '').split('/')[0];
  return first === 'problem' ? 'problems' : first;
}

function Header({ training: tr }: { training: TrainingView }) {
  const { t } = useTranslation('trainings');
  const authed = useAtomValue(isAuthenticatedAtom);
  return (
    <div className="oj-card" data-testid="training-header">
      <h2 style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere', minWidth: 0 }} data-testid="training-title" data-user-content>{tr.title}</h2>
      {authed && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 12 }}>
          <span className="oj-muted" style={{ whiteSpace: 'nowrap' }}>{t('Training_My_Progress')}</span>
          <div style={{ flex: 1, minWidth: 0 }}>
            <PercentBar
              percent={progressPercent(tr.acCount, tr.problemCount, 100)}
              text={`${tr.acCount}/${tr.problemCount}`}
              label={t('Training_My_Progress')}
              testId="training-header-progress"
            />
          </div>
        </div>
      )}
    </div>
  );
}

export default function TrainingDetailsPage() {
  const { t } = useTranslation('trainings');
  const { trainingID = '' } = useParams();
  const tid = Number(trainingID);
  const { pathname } = useLocation();
  // /training/:trainingID, or wherever another plugin mounts this page (the groups plugin's /group/:groupID/training/:trainingID)
  const path = useResolvedPath('.').pathname;
  const navigate = useNavigate();
  const me = useAtomValue(userInfoAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const [training, setTraining] = useState<TrainingView | null>(null);
  const [access, setAccess] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const small = useIsSmall();

  const load = useCallback(async () => {
    if (!Number.isInteger(tid) || tid < 1) return setError('');
    try {
      const r = await getTrainingDetail(tid);
      setAccess(r.data.auth === TRAINING_AUTH.public ? true : await getTrainingAccess(tid).catch(() => false));
      setTraining(r.data);
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '');
    }
  }, [tid]);
  useEffect(() => {
    setTraining(null);
    setAccess(null);
    setError(null);
    void load();
  }, [load]);

  // spec 3 §6: the author or a super admin (a group's roots are the server's business)
  const isAdmin = !!training && (superAdmin || (!!me && me.username === training.author));
  const locked = !!training && training.auth === TRAINING_AUTH.private && !access && !isAdmin;
  const state = useMemo<TrainingState | null>(() => training && access !== null ? {
    training, path, access, isAdmin, locked,
    onRegistered: () => { setAccess(true); void load(); },
  } : null, [training, path, access, isAdmin, locked, load]);

  if (error !== null) return <div className="oj-card" data-testid="training-details"><Empty description={error || t('Training_Not_Found')} /></div>;
  if (!training || !state) return <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>;

  const tabs = [
    { key: '', label: t('Training_Tab_Introduction'), show: true },
    { key: 'problems', label: t('Training_Tab_Problems'), show: true },
    // spec 3 §2: the rank (Record List) is a private training's
    { key: 'rank', label: t('Training_Tab_Rank'), show: training.auth === TRAINING_AUTH.private },
  ].filter((x) => x.show);
  const active = tabOf(pathname, path);

  return (
    <TrainingContext.Provider value={state}>
      <div data-testid="training-details" data-locked={locked} style={{ minWidth: 0 }}>
        <Header training={training} />
        <div className="oj-card" style={{ paddingBottom: 0, paddingTop: 4, minWidth: 0 }}>
          <Tabs
            type="line"
            activeKey={active}
            // a phone scrolls the tabs in one line rather than wrapping them
            collapsible={small}
            onChange={(key) => navigate(key ? `${path}/${key}` : path)}
            data-testid="training-tabs"
          >
            {tabs.map((x) => (
              <Tabs.TabPane key={x.key} itemKey={x.key} tab={<span data-testid={`training-tab-${x.key || 'introduction'}`}>{x.label}</span>} disabled={x.key !== '' && locked} />
            ))}
          </Tabs>
        </div>
        {active !== '' && locked ? (
          <div className="oj-card" data-testid="training-locked"><Empty description={t('Training_Locked')} /></div>
        ) : (
          <Outlet />
        )}
      </div>
    </TrainingContext.Provider>
  );
}
