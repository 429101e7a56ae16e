// /contest/:contestID (spec 3 §2 Contest details): the header (title, auth, participants, rule,
// times, progress and countdown) and the tabs; each tab is a child route rendered below, the board
// helper's pages (rank, ac-info, admin-print, rejudge, scroll-board) among them. Tabs are disabled
// while the contest menu is (spec 3 §6).
import { IconSetting, IconUserGroup } from '@douyinfe/semi-icons';
import { Button, Empty, Popover, Slider, Spin, Switch, Tabs, Tag, Tooltip } from '@douyinfe/semi-ui';
import { ApiError, formatDateTime, isSuperAdminAtom, useIsSmall, userInfoAtom, websiteConfigAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CONTEST_AUTH, CONTEST_STATUS, CONTEST_TYPE } from '@oj/plugin-contests/browser';
import { getContestAccess, getContestInfo, type ContestView } from './api.js';
import { ContestContext, type ContestState } from './context.js';
import { AuthTag, clock, RuleTag, STATUS_COLOR } from './contestMeta.js';
import { useContestClock, type ContestClock } from './useContestClock.js';
import { useUnreadAnnouncements } from './useUnreadAnnouncements.js';
import { useCommentArea } from './commentSlot.js';

interface TabDef { key: string; label: string; show: boolean }

/** the tab a path is on: the first segment after /contest/:id ('' for the overview) */
function tabOf(pathname: string, cid: string): string {
  const rest = pathname.slice(`/contest/${cid}`.length).replace(/^\/+/, '');
  const first = rest.split('/')[0];
  return first === 'problem' ? 'problems' : first;
}

function Countdown({ clk }: { clk: ContestClock }) {
  const { t } = useTranslation('contests');
  const text = clk.status === CONTEST_STATUS.scheduled
    ? t('Contest_Starts_In', { time: clock(clk.remaining) })
    : clk.status === CONTEST_STATUS.running
      ? t('Contest_Ends_In', { time: clock(clk.remaining) })
      : t('Contest_Status_Ended');
  return <Tag size="large" color={STATUS_COLOR[clk.status]} data-testid="contest-countdown" data-status={clk.status}>{text}</Tag>;
}

const containsEndKey = (cid: number) => `contestContainsEnd:${cid}`;

/** spec 3 §2: the settings popover, for contests that take submissions after the end */
function Settings({ containsEnd, onChange }: { containsEnd: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation('contests');
  return (
    <Popover
      trigger="click"
      showArrow
      content={(
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', padding: 8 }}>
          <Switch checked={containsEnd} onChange={onChange} data-testid="contest-contains-end" />
          {t('Contest_Contains_End')}
        </label>
      )}
    >
      <Button size="small" icon={<IconSetting />} aria-label={t('Contest_Settings')} data-testid="contest-settings" />
    </Popover>
  );
}

function Header({ contest: c, clk, settings }: { contest: ContestView; clk: ContestClock; settings?: ReactNode }) {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  return (
    <div className="oj-card" data-testid="contest-header">
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h2 style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere', minWidth: 0 }} data-testid="contest-title" data-user-content>{c.title}</h2>
        <Countdown clk={clk} />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 8 }}>
        <AuthTag auth={c.auth} tooltip />
        {c.gid !== null && (
          <Button size="small" onClick={() => navigate(`/group/${c.gid}`)} data-testid="contest-group">{t('Contest_Group_Contest')}</Button>
        )}
        <Tooltip content={t('Contest_Participants')}>
          <span data-testid="contest-count" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}><IconUserGroup /> {c.count ?? 0}</span>
        </Tooltip>
        <RuleTag contest={c} />
        {settings}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, marginTop: 12, fontSize: 13 }}>
        <span data-testid="contest-start-time">{t('Contest_Start_Time')}: {formatDateTime(c.startTime)}</span>
        <span data-testid="contest-end-time">{t('Contest_End_Time')}: {formatDateTime(c.endTime)}</span>
      </div>
      <div data-testid="contest-progress" data-percent={Math.round(clk.percent)}>
        {/* spec 3 §4: the slider's text is the time since the start (00:00:00 while scheduled) */}
        <Slider value={clk.percent} disabled showBoundary={false} tipFormatter={() => clock(clk.elapsed)} aria-label={t('Contest_Progress')} />
        <div style={{ textAlign: 'center', fontSize: 12, color: 'var(--semi-color-text-2)' }} data-testid="contest-elapsed">{clock(clk.elapsed)}</div>
      </div>
    </div>
  );
}

export default function ContestDetailsPage() {
  const { t } = useTranslation('contests');
  const { contestID = '' } = useParams();
  const cid = Number(contestID);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useAtomValue(userInfoAtom);
  const superAdmin = useAtomValue(isSuperAdminAtom);
  const site = useAtomValue(websiteConfigAtom);
  const commentArea = useCommentArea();
  const [contest, setContest] = useState<ContestView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [access, setAccess] = useState(false);
  const [containsEnd, setContainsEnd] = useState(() => localStorage.getItem(containsEndKey(cid)) === 'true');
  const changeContainsEnd = (v: boolean) => {
    setContainsEnd(v);
    localStorage.setItem(containsEndKey(cid), String(v));
  };
  const small = useIsSmall();

  const load = useCallback(async () => {
    if (!Number.isInteger(cid) || cid < 1) return setError('');
    try {
      const r = await getContestInfo(cid);
      setContest(r.data);
      setError(null);
      if (r.data.auth !== CONTEST_AUTH.public) setAccess(await getContestAccess(cid).catch(() => false));
      else setAccess(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '');
    }
  }, [cid]);
  useEffect(() => {
    setContest(null);
    void load();
  }, [load]);

  const clk = useContestClock(contest);
  const isAdmin = !!contest && (superAdmin || (!!me && me.uid === contest.uid));
  const status = clk?.status ?? contest?.status ?? CONTEST_STATUS.scheduled;
  // spec 3 §6: non-admins wait for the start; a private contest also waits for access
  const menuDisabled = !isAdmin && (status === CONTEST_STATUS.scheduled || (contest?.auth === CONTEST_AUTH.private && !access));
  useUnreadAnnouncements(cid, !!contest && !menuDisabled);

  const state = useMemo<ContestState | null>(() => contest && {
    contest, access, isAdmin, menuDisabled, status, containsEnd: !!contest.allowEndSubmit && containsEnd,
    onRegistered: () => { setAccess(true); void load(); },
  }, [contest, access, isAdmin, menuDisabled, status, containsEnd, load]);

  if (error !== null) return <div className="oj-card" data-testid="contest-details"><Empty description={error || t('Contest_Not_Found')} /></div>;
  if (!contest || !clk || !state) return <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>;

  const acm = contest.type === CONTEST_TYPE.acm;
  const tabs: TabDef[] = [
    { key: '', label: t('Contest_Tab_Overview'), show: true },
    { key: 'problems', label: t('Contest_Tab_Problem'), show: true },
    { key: 'submissions', label: t('Contest_Tab_Status'), show: true },
    { key: 'rank', label: t('Contest_Tab_Rank'), show: true },
    { key: 'announcements', label: t('Contest_Tab_Announcement'), show: true },
    // a team contest's teams form before it starts: this tab is open while the others wait
    { key: 'team', label: t('Contest_Tab_Team'), show: contest.teamMode },
    // the site's switch, and a plugin that gives the contest a comment area
    { key: 'comment', label: t('Contest_Tab_Comment'), show: site.openContestComment === true && commentArea },
    { key: 'print', label: t('Contest_Tab_Print'), show: contest.openPrint },
    { key: 'ac-info', label: t('Contest_Tab_Admin_Helper'), show: isAdmin && acm },
    { key: 'admin-print', label: t('Contest_Tab_Admin_Print'), show: isAdmin && contest.openPrint },
    { key: 'scroll-board', label: t('Contest_Tab_Scroll_Board'), show: isAdmin && acm },
    { key: 'rejudge', label: t('Contest_Tab_Rejudge'), show: superAdmin },
  ];
  const active = tabOf(pathname, contestID);

  return (
    <ContestContext.Provider value={state}>
      <div data-testid="contest-details" style={{ minWidth: 0 }}>
        <Header contest={contest} clk={clk} settings={contest.allowEndSubmit ? <Settings containsEnd={containsEnd} onChange={changeContainsEnd} /> : undefined} />
        <div className="oj-card oj-contest-tabs" style={{ paddingBottom: 0, minWidth: 0 }}>
          <Tabs
            type="line"
            activeKey={active}
            collapsible={small || tabs.filter((x) => x.show).length > 7}
            onChange={(key) => navigate(!key ? `/contest/${cid}` : key === 'submissions' && state.containsEnd ? `/contest/${cid}/submissions?containsEnd=true` : `/contest/${cid}/${key}`)}
            data-testid="contest-tabs"
          >
            {tabs.filter((x) => x.show).map((x) => (
              <Tabs.TabPane key={x.key} itemKey={x.key} tab={<span data-testid={`contest-tab-${x.key || 'overview'}`}>{x.label}</span>} disabled={x.key !== '' && x.key !== 'team' && menuDisabled} />
            ))}
          </Tabs>
        </div>
        {active !== '' && active !== 'team' && menuDisabled ? (
          <div className="oj-card" data-testid="contest-menu-disabled"><Empty description={t('Contest_Menu_Disabled')} /></div>
        ) : (
          <Outlet />
        )}
      </div>
    </ContestContext.Provider>
  );
}
