// The "board frozen" banner (issue 28 item 16): while the board is sealed, contestants read since
// when and that later results stay hidden (until the end, or until the contest's admins open the
// board when it does not open by itself); the contest's admins read that the freeze is for
// contestants, and whether they see the live board (Force update) or the frozen one. Shown above
// the board and on the contest's overview.
import { Banner } from '@douyinfe/semi-ui';
import { formatDateTime } from '@oj/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardSealed } from '@oj/plugin-contests/browser';
import type { ContestView } from './api.js';

export interface FrozenBannerProps {
  contest: Pick<ContestView, 'sealRank' | 'sealRankTime' | 'endTime' | 'autoRealRank' | 'now'>;
  /** the contest's admins: they may see the live board */
  isAdmin: boolean;
  /** an admin looking at the live board now (the board's Force update); undefined away from the board */
  live?: boolean;
}

/** the server's time now (the contest says what it was when read), moving with ours */
function useServerNow(serverNow: string): number {
  const skew = useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);
  return Date.now() + skew;
}

export function FrozenBanner({ contest, isAdmin, live }: FrozenBannerProps) {
  const { t } = useTranslation('contests');
  const now = useServerNow(contest.now);
  const seal = contest.sealRankTime ? Date.parse(contest.sealRankTime) : null;
  const end = Date.parse(contest.endTime);
  const times = { sealRank: contest.sealRank, sealRankTime: seal, endTime: end, autoRealRank: contest.autoRealRank };
  // redrawn when the seal begins or (with autoRealRank) ends while the page is open
  const [, redraw] = useState(0);
  useEffect(() => {
    const next = [seal, contest.autoRealRank ? end : null].find((at): at is number => at !== null && at > now);
    if (next === undefined) return;
    const timer = setTimeout(() => redraw((n) => n + 1), Math.min(next - now + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [seal, end, contest.autoRealRank, now]);
  if (!boardSealed(times, now) || seal === null) return null;

  const since = formatDateTime(seal).slice(0, 16);
  const kind = !isAdmin ? 'contestant' : live ? 'admin-live' : 'admin';
  const text = kind === 'contestant'
    ? t(now < end ? 'Board_Frozen' : 'Board_Frozen_Kept', { time: since })
    : t(kind === 'admin-live' ? 'Board_Frozen_Admin_Live' : live === undefined ? 'Board_Frozen_Admin_Away' : 'Board_Frozen_Admin', { time: since });
  return (
    <Banner
      type={kind === 'contestant' ? 'warning' : 'info'}
      closeIcon={null}
      fullMode={false}
      bordered
      description={text}
      style={{ marginBottom: 12 }}
      data-testid="board-frozen"
      data-kind={kind}
    />
  );
}
