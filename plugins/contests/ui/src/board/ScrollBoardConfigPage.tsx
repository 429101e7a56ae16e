// /contest/:contestID/scroll-board, the ScrollBoard tab (spec 3 §2, contest admins, ACM only): the
// medal counts (by default 10 %, 20 % and 30 % of the ranked users, rounded down — spec 3 §9) and
// whether star users are left out, then the scroll board opens in a new window.
import { Button, InputNumber, Switch } from '@douyinfe/semi-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from './AdminOnly.js';
import { useParams } from 'react-router-dom';
import { getContestRank } from './api.js';
import { MEDAL_SHARES } from './constants.js';
import { BoardShell, useContestData } from './page.js';

export function defaultMedals(ranked: number): number[] {
  return MEDAL_SHARES.map((share) => Math.floor(ranked * share));
}

export function scrollBoardUrl(cid: number, removeStar: boolean, medals: number[]): string {
  const q = new URLSearchParams({ cid: String(cid), removeStar: String(removeStar) });
  for (const m of medals) q.append('medals[]', String(m));
  return `/scrollBoard?${q.toString()}`;
}

const MEDAL_KEYS = ['Board_Scroll_Gold', 'Board_Scroll_Silver', 'Board_Scroll_Bronze'] as const;

function ScrollBoardConfigPageBody() {
  const { t } = useTranslation('contests');
  const cid = Number(useParams().contestID);
  const [removeStar, setRemoveStar] = useState(true);
  // the ranked users: the board's total without star users (none known when the board says no: the counts are typed by hand)
  const data = useContestData(cid, () => getContestRank({ cid, currentPage: 1, limit: 10, forceRefresh: true, removeStar: true, concernedList: [], keyword: '', containsEnd: false }).then((r) => r.data.total, () => 0));
  const [medals, setMedals] = useState<number[]>([0, 0, 0]);
  useEffect(() => {
    if (data.value !== null) setMedals(defaultMedals(data.value));
  }, [data.value]);

  return (
    <BoardShell state={data} testId="scroll-board-config">
      <div className="oj-admin-list-head"><span className="oj-card-title">{t('Board_Scroll_Config_Title')}</span></div>
      <p style={{ color: 'var(--semi-color-text-2)', marginTop: 0 }}>{t('Board_Scroll_Config_Hint', { count: data.value ?? 0 })}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBottom: 16 }}>
        {MEDAL_KEYS.map((key, i) => (
          <label key={key} style={{ display: 'flex', flexDirection: 'column', gap: 4 }} data-testid={`scroll-medal-${i}`}>
            <span>{t(key)}</span>
            <InputNumber
              min={0}
              precision={0}
              value={medals[i]}
              style={{ width: 140 }}
              onNumberChange={(v) => setMedals((m) => m.map((x, j) => (j === i ? Math.max(0, Math.floor(Number(v) || 0)) : x)))}
            />
          </label>
        ))}
      </div>
      <label className="oj-board-switch" style={{ marginBottom: 16 }}>
        <Switch checked={removeStar} onChange={setRemoveStar} data-testid="scroll-remove-star" aria-label={t('Board_Scroll_Remove_Star')} />
        <span>{t('Board_Scroll_Remove_Star')}</span>
      </label>
      <div>
        <Button theme="solid" onClick={() => window.open(scrollBoardUrl(cid, removeStar, medals), '_blank', 'noopener')} data-testid="scroll-open">{t('Board_Scroll_Open')}</Button>
      </div>
    </BoardShell>
  );
}

export default function ScrollBoardConfigPage() {
  return <AdminOnly><ScrollBoardConfigPageBody /></AdminOnly>;
}
