import { Avatar, Button, Empty, Spin, Tabs, Tag } from '@douyinfe/semi-ui';
import { api, formatDateTime, Markdown, safeLink } from '@oj/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { kernelCalls, type kernelPayloads, type UserCalendarHeatmap } from '@oj/sdk/shared';

const Heatmap = lazy(() => import('./user/Heatmap.js'));
// spec 1 §2.6: with no submissions (or no calendar service) the empty one-year grid still shows
const EMPTY_HEAT: UserCalendarHeatmap = { dataList: [], endDate: '' };

interface Solved {
  pid?: number;
  problemId: string;
  title?: string;
}

type Profile = kernelPayloads.UserHomeInfo;

const GENDER_ICON: Record<string, string> = { male: '♂', female: '♀' };

/** spec 1 §2.6 */
export default function UserHome() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const uid = query.get('uid') ?? undefined;
  const username = query.get('username') ?? undefined;
  const [profile, setProfile] = useState<Profile | null>(null);
  const [heat, setHeat] = useState<UserCalendarHeatmap | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [p, h] = await Promise.all([
        api.call(kernelCalls.profile.homeInfo, { query: { uid, username } }),
        api.call(kernelCalls.profile.heatmap, { query: { uid, username } }, { quiet: true }).catch(() => null),
      ]);
      setProfile(p.data);
      if (h) setHeat(h.data);
    } catch {
      /* toast shown */
    } finally {
      setLoading(false);
    }
  }, [uid, username]);
  useEffect(() => void load(), [load]);

  if (loading && !profile) return <Spin size="large" style={{ width: '100%', marginTop: 80 }} />;
  if (!profile) return <Empty description={t('User_Not_Found')} />;
  const score = (profile.scoreList ?? []).reduce((a, b) => a + (Number(b) || 0), 0);
  // the rows are the problems plugin's (ProfileStats leaves them open): read as the problems it lists
  const groups = (profile.solvedGroupByDifficulty ?? {}) as Record<string, Solved[]>;

  return (
    <div className="oj-user-home" data-testid="user-home">
      <div className="oj-card oj-profile-head">
        <Avatar size="extra-large" src={profile.avatar || undefined}>{profile.username.slice(0, 1).toUpperCase()}</Avatar>
        <div className="oj-profile-name">
          <h2 data-testid="profile-username">
            {profile.username} <span className="oj-gender">{GENDER_ICON[profile.gender ?? ''] ?? ''}</span>
            {profile.titleName && <Tag style={{ background: profile.titleColor ?? undefined, color: '#fff', marginLeft: 8 }}>{profile.titleName}</Tag>}
          </h2>
          {profile.nickname && <div>{profile.nickname}</div>}
          {profile.school && <div className="oj-muted">{profile.school}</div>}
          <div className="oj-muted">{t('Recent_Login')}: {profile.recentLoginTime ? formatDateTime(profile.recentLoginTime) : '--'}</div>
          <div className="oj-profile-links">
            {safeLink(profile.github) && <a href={safeLink(profile.github)} target="_blank" rel="noreferrer">GitHub</a>}
            {safeLink(profile.blog) && <a href={safeLink(profile.blog)} target="_blank" rel="noreferrer">{t('Blog')}</a>}
          </div>
        </div>
      </div>
      <div className="oj-stat-cards">
        <div className="oj-card oj-stat" data-testid="stat-submissions"><div className="oj-stat-num">{profile.total ?? 0}</div><div>{t('Submissions')}</div></div>
        <div className="oj-card oj-stat" data-testid="stat-solved"><div className="oj-stat-num">{profile.solvedList?.length ?? 0}</div><div>{t('Solved')}</div></div>
        <div className="oj-card oj-stat" data-testid="stat-score"><div className="oj-stat-num">{score}</div><div>{t('Score')}</div></div>
        <div className="oj-card oj-stat" data-testid="stat-rating"><div className="oj-stat-num">{profile.rating ?? '--'}</div><div>{t('Rating')}</div></div>
      </div>
      <div className="oj-card">
        <div className="oj-card-title">{t('Submission_Calendar')}</div>
        <Suspense fallback={<div style={{ height: 150 }} />}><Heatmap data={heat ?? EMPTY_HEAT} /></Suspense>
      </div>
      <div className="oj-card">
        <Tabs type="line">
          <Tabs.TabPane tab={t('Personal_Profile')} itemKey="profile">
            {profile.signature ? <Markdown source={profile.signature} /> : <p className="oj-muted">{t('Not_set_yet')}</p>}
          </Tabs.TabPane>
          <Tabs.TabPane tab={t('Solved_Problems')} itemKey="solved">
            <Button size="small" onClick={() => void load()} style={{ marginBottom: 8 }}>{t('Refresh')}</Button>
            {Object.keys(groups).length === 0 && <p className="oj-muted">{t('No_Solved_Problems')}</p>}
            {Object.entries(groups).map(([level, list]) => (
              <div key={level} className="oj-solved-group">
                <Tag>{t(`Difficulty_${level}`, { defaultValue: level })}</Tag>
                {list.map((s) => (
                  <Link key={s.problemId} to={`/problem/${s.problemId}`} className="oj-solved-id">{s.problemId}</Link>
                ))}
              </div>
            ))}
          </Tabs.TabPane>
        </Tabs>
      </div>
    </div>
  );
}
