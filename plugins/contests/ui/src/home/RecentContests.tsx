// The home page's recent contests (spec 1 §2 Home): a card per contest; opening one needs login,
// otherwise "Please login first" and the login dialog.
import { Tag, Toast } from '@douyinfe/semi-ui';
import { api, formatDateTime, isAuthenticatedAtom, openLoginDialog } from '@oj/ui';
import { CONTEST_TYPE, contestCalls, type ContestView } from '@oj/plugin-contests/browser';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const STATUS_COLOR: Record<number, 'green' | 'red' | 'grey'> = { [-1]: 'green', 0: 'red', 1: 'grey' };
const STATUS_KEY: Record<number, string> = { [-1]: 'Home_Contest_Scheduled', 0: 'Home_Contest_Running', 1: 'Home_Contest_Ended' };

export default function RecentContests() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  const [rows, setRows] = useState<ContestView[] | null>(null);
  useEffect(() => {
    void api.call(contestCalls.recent, undefined, { quiet: true })
      .then((r) => setRows(r.data ?? []), () => setRows([]));
  }, []);
  const open = (c: ContestView) => {
    if (!authed) {
      Toast.warning(t('Home_Contest_Login_First'));
      openLoginDialog('Login');
      return;
    }
    navigate(`/contest/${c.id}`);
  };
  return (
    <div className="oj-card" data-testid="recent-contests">
      <div className="oj-card-header">
        <span className="oj-card-title">{t('Home_Recent_Contests')}</span>
      </div>
      {rows !== null && rows.length === 0 && <div style={{ color: 'var(--semi-color-text-2)' }}>{t('Home_No_Contests')}</div>}
      {(rows ?? []).map((c) => (
        <div
          key={c.id}
          role="link"
          tabIndex={0}
          data-testid="recent-contest"
          onClick={() => open(c)}
          onKeyDown={(e) => e.key === 'Enter' && open(c)}
          style={{ cursor: 'pointer', padding: '8px 0', borderTop: '1px solid var(--semi-color-border)', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
        >
          <span style={{ fontWeight: 600, flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }} data-user-content>{c.title}</span>
          <Tag color={c.type === CONTEST_TYPE.acm ? 'blue' : 'orange'}>{c.type === CONTEST_TYPE.acm ? 'ACM' : 'OI'}</Tag>
          <Tag color={STATUS_COLOR[c.status] ?? 'grey'}>{t(STATUS_KEY[c.status] ?? 'Home_Contest_Ended')}</Tag>
          <span style={{ color: 'var(--semi-color-text-2)', fontSize: 12 }}>{formatDateTime(c.startTime)}</span>
        </div>
      ))}
    </div>
  );
}
