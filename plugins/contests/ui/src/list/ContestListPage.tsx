// /contest (spec 3 §2 Contest list): status, rule and keyword filters with the page in the URL
// (empty values dropped), a card per contest with every field, 10 a page. Opening a contest needs
// a login ("Please login first" and the login dialog); the scoreboard button shows with openRank
// and waits for the start.
import { IconHistogram, IconCalendar, IconClock, IconUserGroup } from '@douyinfe/semi-icons';
import { Button, Empty, Select, Spin, Toast } from '@douyinfe/semi-ui';
import { formatDateTime, isAuthenticatedAtom, openLoginDialog, pageParam, Pagination, SearchBar, useFilterParams, useKeywordInput, useLoaded } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTEST_AUTH, CONTEST_LIST_PAGE_SIZE, CONTEST_STATUS, CONTEST_TYPE } from '@oj/plugin-contests/browser';
import { getContestList, type ContestView } from '../details/api.js';
import { AuthTag, ContestLock, RuleTag, StatusTag, STATUS_KEY, useDurationText } from '../details/contestMeta.js';

const STATUSES = [CONTEST_STATUS.scheduled, CONTEST_STATUS.running, CONTEST_STATUS.ended];
const TYPES = [CONTEST_TYPE.acm, CONTEST_TYPE.oi];

/** a filter value from the URL, or undefined when absent or not one of the choices */
function choice(raw: string | null, allowed: readonly number[]): number | undefined {
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  return allowed.includes(n) ? n : undefined;
}

export function scoreboardPath(c: Pick<ContestView, 'id' | 'type'>): string {
  return `/contest/${c.type === CONTEST_TYPE.acm ? 'acm' : 'oi'}-scoreboard/${c.id}`;
}

export function ContestCard({ contest: c, onOpen }: { contest: ContestView; onOpen: (c: ContestView) => void }) {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const duration = useDurationText();
  return (
    <div className="oj-card oj-contest-card" data-testid="contest-card" data-cid={c.id} data-status={c.status}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <img
          src={c.type === CONTEST_TYPE.acm ? ACM_ICON : OI_ICON}
          alt={c.type === CONTEST_TYPE.acm ? 'ACM' : 'OI'}
          width={40}
          height={40}
          data-testid="contest-type-icon"
          style={{ flex: '0 0 auto' }}
        />
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          <div
            role="link"
            tabIndex={0}
            onClick={() => onOpen(c)}
            onKeyDown={(e) => e.key === 'Enter' && onOpen(c)}
            data-testid="contest-title"
            style={{ cursor: 'pointer', fontSize: 17, fontWeight: 600, overflowWrap: 'anywhere', display: 'flex', gap: 6, alignItems: 'center' }}
          >
            <span data-user-content>{c.title}</span>
            <ContestLock auth={c.auth} />
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8, alignItems: 'center', color: 'var(--semi-color-text-1)', fontSize: 13 }}>
            <span data-testid="contest-start"><IconCalendar size="small" /> {formatDateTime(c.startTime)}</span>
            <span data-testid="contest-duration"><IconClock size="small" /> {duration(c.duration)}</span>
            <RuleTag contest={c} />
            <AuthTag auth={c.auth} />
            {c.auth !== CONTEST_AUTH.public && (
              <span data-testid="contest-count" title={t('Contest_Participants')}><IconUserGroup size="small" /> {c.count ?? 0}</span>
            )}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-end', flex: '0 0 auto' }}>
          <StatusTag status={c.status} />
          {c.openRank && (
            <Button
              size="small"
              icon={<IconHistogram />}
              disabled={c.status === CONTEST_STATUS.scheduled}
              onClick={() => navigate(scoreboardPath(c))}
              data-testid="contest-scoreboard"
            >
              {t('Contest_Scoreboard')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

// small inline pictures for the rule (no external assets: the CSP allows same-origin and data URIs)
const ACM_ICON = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#2d8cf0"/><text x="20" y="25" font-size="12" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">ACM</text></svg>')}`;
const OI_ICON = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#9c27b0"/><text x="20" y="26" font-size="15" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">OI</text></svg>')}`;

export default function ContestListPage() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const authed = useAtomValue(isAuthenticatedAtom);
  // spec 3 §2: every filter change goes to the URL, empty values dropped, back to page 1
  const { params, update, keyword } = useFilterParams({ dropEmpty: true });
  const currentPage = pageParam(params.get('currentPage'), 1);
  const status = choice(params.get('status'), STATUSES);
  const type = choice(params.get('type'), TYPES);
  const search = useKeywordInput(keyword, update);

  // spec 3 §8: a failed load only stops loading
  const { data: page, loading } = useLoaded(
    () => getContestList({ currentPage, limit: CONTEST_LIST_PAGE_SIZE, status, type, keyword: keyword || undefined }),
    [currentPage, status, type, keyword],
  );

  function open(c: ContestView) {
    if (!authed) {
      Toast.warning(t('Contest_Login_First'));
      openLoginDialog('Login');
      return;
    }
    navigate(`/contest/${c.id}`);
  }

  return (
    <div data-testid="contest-list" aria-busy={loading} style={{ minWidth: 0 }}>
      <div className="oj-card">
        <div className="oj-card-header" style={{ flexWrap: 'wrap', gap: 8 }}>
          <span className="oj-card-title" style={{ marginBottom: 0 }}>{t('Contest_List')}</span>
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', maxWidth: '100%' }}>
            <Select
              style={{ width: 190 }}
              prefix={t('Contest_Filter_Status')}
              value={status ?? 'all'}
              onChange={(v) => update({ status: v === 'all' ? undefined : Number(v) })}
              optionList={[{ value: 'all', label: t('Contest_All') }, ...STATUSES.map((s) => ({ value: s, label: t(STATUS_KEY[s]) }))]}
              data-testid="contest-status-filter"
            />
            <Select
              style={{ width: 140 }}
              prefix={t('Contest_Filter_Rule')}
              value={type ?? 'all'}
              onChange={(v) => update({ type: v === 'all' ? undefined : Number(v) })}
              optionList={[{ value: 'all', label: t('Contest_All') }, { value: CONTEST_TYPE.acm, label: 'ACM' }, { value: CONTEST_TYPE.oi, label: 'OI' }]}
              data-testid="contest-type-filter"
            />
            <SearchBar inputStyle={{ width: 200, maxWidth: '100%' }} box={search} placeholder={t('Contest_Keyword')}
              buttonLabel={t('Contest_Search')} testId="contest-keyword" buttonTestId="contest-search" />
          </span>
        </div>
      </div>
      {loading && !page ? (
        <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>
      ) : (page?.records.length ?? 0) === 0 ? (
        <div className="oj-card"><Empty description={t('Contest_No_Contests')} data-testid="contest-empty" /></div>
      ) : (
        page!.records.map((c) => <ContestCard key={c.id} contest={c} onOpen={open} />)
      )}
      <Pagination
        total={page?.total ?? 0}
        current={currentPage}
        pageSize={CONTEST_LIST_PAGE_SIZE}
        fixedSize
        onChange={(c) => update({ currentPage: c > 1 ? c : undefined })}
      />
    </div>
  );
}
