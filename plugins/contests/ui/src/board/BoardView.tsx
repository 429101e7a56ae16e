// The scoreboard (spec 3 §2 Scoreboard): the toolbar (search, star users, after-contest, force
// update, auto refresh, download) and the ACM or OI table with its pagination. Used inside the
// contest (/contest/:contestID/rank) and outside it (/contest/{acm,oi}-scoreboard/:contestID).
import { IconDownload, IconFemale, IconRefresh, IconStar, IconStarStroked } from '@douyinfe/semi-icons';
import { Avatar, Button, Input, Switch, Table, Tag, Tooltip } from '@douyinfe/semi-ui';
import { Pagination, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AcmRankRow, ContestProblem, ContestView, OiRankRow, RankRow } from './api.js';
import { AcmCell, CELL_COLORS, minutes, OiCell } from './cells.js';
import { BOARD_PAGE_SIZES, CONTEST_STATUS, CONTEST_TYPE, OI_FULL_SCORE } from './constants.js';
import { FrozenBanner } from './FrozenBanner.js';
import { BoardStyles } from './styles.js';
import type { Board } from './useBoard.js';

export interface BoardViewProps {
  contest: ContestView;
  problems: ContestProblem[];
  board: Board;
  /** contest admin: force update and the rank download */
  isAdmin: boolean;
  /** where a problem header links to, when it links */
  problemLink?: (p: ContestProblem) => string;
  onDownload?: () => void;
}

/** spec 3 §3: the name the contest shows (rankShowName: username, nickname or realname) */
function shownName(contest: ContestView, r: RankRow): string {
  const pick = contest.rankShowName === 'nickname' ? r.nickname : contest.rankShowName === 'realname' ? r.realname : null;
  return pick || r.username;
}

function UserCell({ contest, row, followed, mine, onFollow }: { contest: ContestView; row: RankRow; followed: boolean; mine: boolean; onFollow: () => void }) {
  const { t } = useTranslation('contests');
  const name = shownName(contest, row);
  return (
    <div className="oj-board-user" data-user-content>
      <Avatar size="small" src={row.avatar || undefined} alt={name} style={{ flex: 'none' }}>{name.slice(0, 1).toUpperCase()}</Avatar>
      <div style={{ minWidth: 0 }}>
        <div className="oj-board-user-line">
          <Tooltip content={t(followed ? 'Board_Unfollow' : 'Board_Follow')}>
            <button type="button" className="oj-board-follow" aria-label={t(followed ? 'Board_Unfollow' : 'Board_Follow')} aria-pressed={followed} onClick={onFollow} data-testid="board-follow">
              {followed ? <IconStar style={{ color: '#f5a623' }} /> : <IconStarStroked />}
            </button>
          </Tooltip>
          {row.members
            // a team contest's row: the team (no profile page), its members below
            ? <span className="oj-board-team" data-testid="board-user">{row.username}</span>
            : <Link to={`/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`} data-testid="board-user">{name}</Link>}
          {mine && <Tag size="small" color="blue" type="solid" data-testid="board-you">{t('Board_You')}</Tag>}
          {row.rank === -1 && <Tag size="small" color="amber" data-testid="board-star">{t('Board_Star')}</Tag>}
          {row.gender === 'female' && <Tag size="small" color="pink" prefixIcon={<IconFemale />}>{t('Board_Girl')}</Tag>}
        </div>
        {row.school && <div className="oj-board-school">{row.school}</div>}
        {row.members && row.members.length > 0 && <div className="oj-board-school" data-testid="board-team-members">{row.members.join(' · ')}</div>}
      </div>
    </div>
  );
}

function ProblemHeader({ p, link }: { p: ContestProblem; link?: string }) {
  const dot = p.color ? <span className="oj-board-balloon" style={{ background: p.color }} aria-hidden /> : null;
  const label = <span className="oj-board-head">{dot}{p.displayId}</span>;
  return <Tooltip content={p.displayTitle}>{link ? <Link to={link}>{label}</Link> : label}</Tooltip>;
}

function Legend() {
  const { t } = useTranslation('contests');
  const items = [['firstAc', 'Board_Cell_First_AC'], ['ac', 'Board_Cell_AC'], ['afterContest', 'Board_Cell_After_Contest'], ['pending', 'Board_Cell_Pending'], ['wrong', 'Board_Cell_Wrong']] as const;
  return (
    <div className="oj-board-legend" aria-label={t('Board_Legend')}>
      {items.map(([state, key]) => <span key={state} className="oj-board-cell" style={CELL_COLORS[state]}>{t(key)}</span>)}
    </div>
  );
}

const isAcm = (contest: ContestView) => contest.type === CONTEST_TYPE.acm;

export function BoardView({ contest, problems, board, isAdmin, problemLink, onDownload }: BoardViewProps) {
  const { t } = useTranslation('contests');
  const [input, setInput] = useState(board.query.keyword);
  const ended = contest.status === CONTEST_STATUS.ended;
  const acm = isAcm(contest);
  const me = useAtomValue(userInfoAtom);
  // the caller's row repeated on top of page 1 (a team contest: the caller's team)
  const isMine = (r: RankRow) => r.isConcerned && !!me && (r.uid === me.uid || !!r.members?.includes(me.username));
  const records = (board.page?.records ?? []).map((r, i) => ({ ...r, rowKey: `${i}:${r.uid}`, mine: isMine(r) }));
  type Row = RankRow & { rowKey: string; mine: boolean };

  const columns: { title: ReactNode; dataIndex: string; width?: number; fixed?: 'left'; align?: 'center'; render: (v: unknown, r: Row) => ReactNode }[] = [
    {
      title: t('Board_Rank'), dataIndex: 'rank', width: 64, align: 'center',
      render: (_, r) => {
        const rank = <span data-testid="board-rank">{r.rank === -1 ? '*' : r.rank}</span>;
        return r.isWinAward && r.awardName ? <Tooltip content={r.awardName}><span data-testid="board-award" data-award={r.awardName}>{rank}</span></Tooltip> : rank;
      },
    },
    {
      title: t(contest.teamMode ? 'Board_Team' : 'Board_User'), dataIndex: 'username', width: 200,
      render: (_, r) => <UserCell contest={contest} row={r} followed={board.concerned.includes(r.uid)} mine={r.mine} onFollow={() => board.toggleConcerned(r.uid)} />,
    },
    ...(acm
      ? [
          { title: t('Board_Solved'), dataIndex: 'ac', width: 72, align: 'center' as const, render: (_: unknown, r: Row) => <span data-testid="board-solved">{(r as AcmRankRow).ac}</span> },
          { title: t('Board_Penalty'), dataIndex: 'totalTime', width: 90, align: 'center' as const, render: (_: unknown, r: Row) => <span data-testid="board-penalty">{minutes((r as AcmRankRow).totalTime)}</span> },
        ]
      : [
          { title: t('Board_Total_Score'), dataIndex: 'totalScore', width: 90, align: 'center' as const, render: (_: unknown, r: Row) => <span data-testid="board-score">{(r as OiRankRow).totalScore}</span> },
        ]),
    ...problems.map((p) => ({
      title: <ProblemHeader p={p} link={problemLink?.(p)} />,
      dataIndex: `p:${p.displayId}`,
      width: 76,
      align: 'center' as const,
      render: (_: unknown, r: Row) => (
        <span data-testid={`board-cell-${p.displayId}`}>
          {acm
            ? <AcmCell info={(r as AcmRankRow).submissionInfo?.[p.displayId]} />
            : <OiCell score={(r as OiRankRow).submissionInfo?.[p.displayId]} full={OI_FULL_SCORE} />}
        </span>
      ),
    })),
  ];

  // a row in its place wears its award's colours; the caller's own and the followed rows repeated
  // on top of page 1 (reference §5.1) wear the pinned style instead, so the copy is not taken for
  // a second entry with the same award (its award stays on the rank's tooltip)
  const rowStyle = (r: Row): CSSProperties | undefined =>
    r.isConcerned ? undefined : r.isWinAward && r.awardBackground ? { background: r.awardBackground, color: r.awardColor ?? undefined } : undefined;
  const rowClass = (r: Row, i: number): string | undefined => {
    if (!r.isConcerned) return undefined;
    const last = !records[i + 1]?.isConcerned;
    return ['oj-board-pinned', r.mine ? 'oj-board-mine' : '', last ? 'oj-board-pinned-last' : ''].filter(Boolean).join(' ');
  };

  const sw = (label: string, checked: boolean, onChange: (v: boolean) => void, testId: string, disabled = false) => (
    <label className="oj-board-switch">
      <Switch size="small" checked={checked} onChange={onChange} disabled={disabled} data-testid={testId} aria-label={label} />
      <span>{label}</span>
    </label>
  );

  return (
    <div className="oj-board" data-testid="board" data-type={acm ? 'acm' : 'oi'}>
      <BoardStyles />
      <div className="oj-board-toolbar">
        <span className="oj-board-search">
          <Input
            value={input}
            onChange={setInput}
            onEnterPress={() => board.search(input)}
            placeholder={t('Board_Search_Placeholder')}
            aria-label={t('Board_Search_Placeholder')}
            data-testid="board-search"
          />
          <Button onClick={() => board.search(input)}>{t('Board_Search')}</Button>
        </span>
        <span className="oj-board-switches">
          {sw(t('Board_Show_Star'), !board.query.removeStar, (v) => board.setRemoveStar(!v), 'board-star-switch')}
          {contest.allowEndSubmit && sw(t('Board_After_Contest'), board.query.containsEnd, board.setContainsEnd, 'board-after-switch')}
          {isAdmin && sw(t('Board_Force_Update'), board.query.forceRefresh, board.setForceRefresh, 'board-force-switch')}
          {sw(t('Board_Auto_Refresh'), board.autoRefresh, board.setAutoRefresh, 'board-auto-switch', ended)}
          <Button icon={<IconRefresh />} onClick={() => void board.refresh()} aria-label={t('Board_Refresh')} data-testid="board-refresh">{t('Board_Refresh')}</Button>
          {isAdmin && onDownload && <Button icon={<IconDownload />} onClick={onDownload} data-testid="board-download">{t('Board_Download')}</Button>}
        </span>
      </div>
      <FrozenBanner contest={contest} isAdmin={isAdmin} live={isAdmin && board.query.forceRefresh} />
      {board.failed && <div className="oj-board-failed" role="alert">{t('Board_Load_Failed')}</div>}
      <Table
        className="oj-board-table"
        size="small"
        pagination={false}
        rowKey="rowKey"
        loading={board.loading}
        dataSource={records}
        columns={columns}
        empty={t('Board_Empty')}
        onRow={(r?: Row, i?: number) => (r ? {
          style: rowStyle(r), className: rowClass(r, i ?? 0), 'data-testid': 'board-row', 'data-uid': r.uid,
          'data-concerned': r.isConcerned ? 'true' : undefined, 'data-mine': r.mine ? 'true' : undefined,
          title: r.isConcerned ? t(r.mine ? 'Board_Pinned_Mine' : 'Board_Pinned_Followed') : undefined,
        } as never : {})}
        scroll={{ x: 'max-content' }}
        data-testid="board-table"
      />
      {acm && <Legend />}
      <Pagination
        total={board.page?.total ?? 0}
        current={board.query.currentPage}
        pageSize={board.query.limit}
        pageSizes={BOARD_PAGE_SIZES}
        onChange={board.setPaging}
      />
    </div>
  );
}
