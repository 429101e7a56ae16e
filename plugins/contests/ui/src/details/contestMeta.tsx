// What every contest screen shows the same way: the status, auth and rule tags and the duration
// (spec 3 §2 Contest list and details, §9 codes).
import { IconLock } from '@douyinfe/semi-icons';
import { Tag, Tooltip } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { CONTEST_AUTH, CONTEST_STATUS, CONTEST_TYPE, type ContestView } from '@oj/plugin-contests/browser';

/** spec 3 §4: the status drives the countdown colour */
export const STATUS_COLOR: Record<number, 'orange' | 'green' | 'red'> = {
  [CONTEST_STATUS.scheduled]: 'orange',
  [CONTEST_STATUS.running]: 'green',
  [CONTEST_STATUS.ended]: 'red',
};
export const STATUS_KEY: Record<number, string> = {
  [CONTEST_STATUS.scheduled]: 'Contest_Status_Scheduled',
  [CONTEST_STATUS.running]: 'Contest_Status_Running',
  [CONTEST_STATUS.ended]: 'Contest_Status_Ended',
};
export const AUTH_KEY: Record<number, string> = {
  [CONTEST_AUTH.public]: 'Contest_Auth_Public',
  [CONTEST_AUTH.private]: 'Contest_Auth_Private',
  [CONTEST_AUTH.protected]: 'Contest_Auth_Protected',
};
const AUTH_COLOR: Record<number, 'green' | 'red' | 'orange'> = {
  [CONTEST_AUTH.public]: 'green',
  [CONTEST_AUTH.private]: 'red',
  [CONTEST_AUTH.protected]: 'orange',
};

/** hh:mm:ss, days folded into hours (a 30-hour contest reads 30:00:00) */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

/** a contest's length in words: days, hours, minutes (the duration is in seconds) */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation('contests');
  return (seconds) => {
    const s = Math.max(0, Math.floor(seconds));
    const d = Math.floor(s / 86400);
    const h = Math.floor((s % 86400) / 3600);
    const m = Math.floor((s % 3600) / 60);
    const parts = [d && t('Contest_Days', { count: d }), h && t('Contest_Hours', { count: h }), m && t('Contest_Minutes', { count: m })].filter(Boolean);
    return parts.length ? parts.join(' ') : t('Contest_Minutes', { count: 0 });
  };
}

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('contests');
  return <Tag color={STATUS_COLOR[status] ?? 'grey'} data-testid="contest-status">{t(STATUS_KEY[status] ?? 'Contest_Status_Ended')}</Tag>;
}

export function AuthTag({ auth, tooltip = false }: { auth: number; tooltip?: boolean }) {
  const { t } = useTranslation('contests');
  const tag = <Tag color={AUTH_COLOR[auth] ?? 'grey'} data-testid="contest-auth">{t(AUTH_KEY[auth] ?? 'Contest_Auth_Public')}</Tag>;
  return tooltip ? <Tooltip content={t(`${AUTH_KEY[auth] ?? 'Contest_Auth_Public'}_Tip`)}>{tag}</Tooltip> : tag;
}

/** spec 3 §2: ACM for type 0; otherwise OI, whose tooltip says which score per problem counts */
export function RuleTag({ contest }: { contest: Pick<ContestView, 'type' | 'oiRankScoreType'> }) {
  const { t } = useTranslation('contests');
  if (contest.type === CONTEST_TYPE.acm) return <Tag color="blue" data-testid="contest-rule">ACM</Tag>;
  const tip = contest.oiRankScoreType === 'Highest' ? t('Contest_OI_Highest_Tip') : t('Contest_OI_Recent_Tip');
  return (
    <Tooltip content={tip}>
      <Tag color="purple" data-testid="contest-rule">OI</Tag>
    </Tooltip>
  );
}

/** spec 3 §2: a lock for private (red) or protected (orange) contests */
export function ContestLock({ auth }: { auth: number }) {
  const { t } = useTranslation('contests');
  if (auth === CONTEST_AUTH.public) return null;
  const color = auth === CONTEST_AUTH.private ? 'var(--semi-color-danger)' : 'var(--semi-color-warning)';
  return <IconLock style={{ color }} aria-label={t(AUTH_KEY[auth])} data-testid="contest-lock" data-auth={auth} />;
}
