// /balloons/:contestID, the balloon runner page (issue 16 §4): the balloons still to hand out,
// oldest first, as cards a runner reads on a phone — the problem's colour and id, first blood,
// the contestant, their room and seat, and the whole set of balloons they have earned (to check
// the desk) — with "Handed out" / "Take back". Filters by list, room and problem; read again
// every 10 s. Balloons earned while the board is sealed are held, only counted. The contest's
// admins open it signed in; a runner enters a balloon token (kept in this tab only). Admins set
// the seat list (username, room, seat) below the list.
import { Banner, Button, Input, Radio, RadioGroup, Select, Spin, Tag, TextArea, Toast } from '@douyinfe/semi-ui';
import { formatDateTime, isAuthenticatedAtom, Pagination } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { deliverBalloon, getBalloons, getSeats, putSeats, type Balloon, type BalloonList, type BalloonState } from './api.js';
import { BALLOON_REFRESH_MS } from './constants.js';
import { BoardStyles } from './styles.js';

const PAGE = 30;
const tokenKey = (cid: number) => `oj-balloon-token-${cid}`;
/** the room filter's value for contestants without a seat */
const NO_ROOM = '\u0000';

function Dot({ color, size = 22, hollow = false, label }: { color: string | null; size?: number; hollow?: boolean; label?: string }) {
  const c = color ?? 'var(--semi-color-text-3)';
  return (
    <span
      aria-label={label}
      title={label}
      style={{
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: size, height: size, borderRadius: '50%', flex: 'none',
        background: hollow ? 'transparent' : c, border: `2px solid ${c}`, boxSizing: 'border-box',
      }}
    />
  );
}

function BalloonCard({ b, busy, onToggle }: { b: Balloon; busy: boolean; onToggle: (b: Balloon) => void }) {
  const { t } = useTranslation('contests');
  return (
    <div className="oj-balloon-card" data-testid="balloon" data-id={b.id} data-delivered={b.delivered}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
        <Dot color={b.color} size={34} label={t('Board_AC_Info_Balloon')} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
            <b style={{ fontSize: 18 }} data-testid="balloon-problem">{b.displayId}</b>
            {b.firstBlood && <Tag size="small" color="red" data-testid="balloon-first-blood">{t('Board_AC_Info_First_Blood')}</Tag>}
            <span style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="balloon-user">{b.username}</span>
            {b.realname && <span style={{ color: 'var(--semi-color-text-2)', overflowWrap: 'anywhere' }}>{b.realname}</span>}
          </div>
          <div style={{ fontSize: 13, color: 'var(--semi-color-text-1)', marginTop: 2 }} data-testid="balloon-place">
            {b.room ? t('Board_Balloon_Place', { room: b.room, seat: b.seat ?? '—' }) : t('Board_Balloon_No_Seat')}
            <span style={{ color: 'var(--semi-color-text-2)' }}> · {formatDateTime(b.submitTime)}</span>
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: 8, justifyContent: 'space-between' }}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexWrap: 'wrap', fontSize: 12 }} data-testid="balloon-set">
          <span style={{ color: 'var(--semi-color-text-2)' }}>{t('Board_Balloon_Set')}</span>
          {b.set.map((m) => (
            <span key={m.displayId} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }} data-delivered={m.delivered}>
              <Dot color={m.color} size={14} hollow={!m.delivered} label={t(m.delivered ? 'Board_Balloon_Set_Given' : 'Board_Balloon_Set_Due', { problem: m.displayId })} />
              {m.displayId}
            </span>
          ))}
        </span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          {b.delivered && b.deliveredBy && <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)' }}>{t('Board_Balloon_Given_By', { who: b.deliveredBy })}</span>}
          <Button
            theme={b.delivered ? 'light' : 'solid'} type={b.delivered ? 'tertiary' : 'primary'} loading={busy}
            onClick={() => onToggle(b)} data-testid={b.delivered ? 'balloon-undo' : 'balloon-deliver'}
          >
            {t(b.delivered ? 'Board_Balloon_Undo' : 'Board_Balloon_Deliver')}
          </Button>
        </span>
      </div>
    </div>
  );
}

function SeatsEditor({ cid }: { cid: number }) {
  const { t } = useTranslation('contests');
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void getSeats(cid).then(
      (r) => setText((r.data ?? []).map((s) => [s.username, s.room, s.seat].filter((x, i) => i < 2 || x).join(',')).join('\n')),
      () => setText(''),
    );
  }, [cid]);
  async function save() {
    setSaving(true);
    setError(null);
    try {
      const r = await putSeats(cid, text ?? '');
      Toast.success(r.msg);
    } catch (e) {
      setError((e as { body?: { msg?: string } }).body?.msg ?? String(e));
    } finally {
      setSaving(false);
    }
  }
  return (
    <div className="oj-card" data-testid="balloon-seats" style={{ minWidth: 0 }}>
      <div className="oj-card-title">{t('Board_Balloon_Seats')}</div>
      <p style={{ fontSize: 13, color: 'var(--semi-color-text-2)', margin: '4px 0 8px' }}>{t('Board_Balloon_Seats_Tip')}</p>
      {text === null ? <Spin /> : (
        <TextArea value={text} onChange={setText} autosize={{ minRows: 4, maxRows: 16 }} placeholder={'ann,Room 101,12\nben,Room 102,3'} aria-label={t('Board_Balloon_Seats')} data-testid="balloon-seats-text" />
      )}
      {error && <Banner type="danger" description={error} closeIcon={null} style={{ marginTop: 8 }} data-testid="balloon-seats-error" />}
      <Button theme="solid" style={{ marginTop: 8 }} loading={saving} onClick={() => void save()} data-testid="balloon-seats-save">{t('Board_Balloon_Seats_Save')}</Button>
    </div>
  );
}

export default function BalloonsPage() {
  const { t } = useTranslation('contests');
  const cid = Number(useParams().contestID);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [token, setToken] = useState<string | null>(() => sessionStorage.getItem(tokenKey(cid)));
  const [draft, setDraft] = useState('');
  const [state, setState] = useState<BalloonState>('pending');
  const [room, setRoom] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [currentPage, setCurrentPage] = useState(1);
  const [list, setList] = useState<BalloonList | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const seq = useRef(0);
  // a visitor without a token is asked for one before anything is called
  const canCall = !!token || signedIn;

  const load = useCallback(async (quiet = false) => {
    if (!canCall) return;
    const mine = ++seq.current;
    if (!quiet) setLoading(true);
    const r = await getBalloons(cid, { state, room: room === NO_ROOM ? '' : room, problem, currentPage, limit: PAGE }, token).catch((e: unknown) => ({ status: 500, msg: String(e), data: null }));
    if (mine !== seq.current) return;
    setLoading(false);
    if (r.status === 200 && r.data) {
      setList(r.data);
      setRefusal(null);
    } else {
      setRefusal(r.msg);
      if (token && (r.status === 401 || r.status === 403)) {
        // a refused token is forgotten: the runner enters another
        sessionStorage.removeItem(tokenKey(cid));
        setToken(null);
      }
    }
  }, [canCall, cid, state, room, problem, currentPage, token]);

  useEffect(() => { void load(); }, [load]);
  useEffect(() => {
    if (!canCall || refusal) return;
    const timer = setInterval(() => void load(true), BALLOON_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load, canCall, refusal]);

  function openWithToken() {
    const v = draft.trim();
    if (!v) return;
    sessionStorage.setItem(tokenKey(cid), v);
    setRefusal(null);
    setToken(v);
    setDraft('');
  }

  async function toggle(b: Balloon) {
    setBusy(b.id);
    const r = await deliverBalloon(cid, b.id, !b.delivered, token).catch((e: unknown) => ({ status: 500, msg: String(e), data: null }));
    setBusy(null);
    if (r.status === 200) Toast.success(r.msg);
    else Toast.error(r.msg);
    await load(true);
  }

  const askToken = !token && (!signedIn || !!refusal);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0, maxWidth: 960, margin: '0 auto' }} data-testid="balloons">
      <BoardStyles />
      <style>{`.oj-balloon-card{background:var(--semi-color-bg-2);border:1px solid var(--semi-color-border);border-radius:8px;padding:10px 12px;min-width:0}
.oj-balloon-card[data-delivered=true]{opacity:.75}`}</style>
      <div className="oj-card" style={{ minWidth: 0 }}>
        <div className="oj-admin-list-head" style={{ flexWrap: 'wrap', gap: 8 }}>
          <span className="oj-card-title" data-testid="balloons-title">{list ? t('Board_Balloon_Title_Of', { title: list.title }) : t('Board_Balloon_Title')}</span>
          {list && <span style={{ fontSize: 12, color: 'var(--semi-color-text-2)' }}>{t('Board_Refresh_Every', { seconds: BALLOON_REFRESH_MS / 1000 })}</span>}
        </div>
        {refusal && <Banner type="danger" description={refusal} closeIcon={null} style={{ marginTop: 8 }} data-testid="balloons-refusal" />}
        {askToken && (
          <div style={{ marginTop: 8 }} data-testid="balloons-token">
            <p style={{ margin: '0 0 8px', color: 'var(--semi-color-text-1)' }}>{t('Board_Balloon_Token_Tip')}</p>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Input mode="password" value={draft} onChange={setDraft} onEnterPress={openWithToken} placeholder={t('Board_Balloon_Token')} aria-label={t('Board_Balloon_Token')} style={{ flex: '1 1 220px', minWidth: 0 }} data-testid="balloons-token-input" />
              <Button theme="solid" onClick={openWithToken} data-testid="balloons-token-open">{t('Board_Balloon_Token_Open')}</Button>
            </div>
          </div>
        )}
        {list && !askToken && (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8, alignItems: 'center' }}>
            <RadioGroup type="button" value={state} onChange={(e) => { setState(e.target.value as BalloonState); setCurrentPage(1); }} aria-label={t('Board_Balloon_List')} data-testid="balloons-state">
              <Radio value="pending">{t('Board_Balloon_Pending')}</Radio>
              <Radio value="delivered">{t('Board_Balloon_Delivered')}</Radio>
              <Radio value="all">{t('Board_Balloon_All')}</Radio>
            </RadioGroup>
            <Select
              value={room ?? ''} style={{ width: 150 }} aria-label={t('Board_Balloon_Room')} data-testid="balloons-room"
              onChange={(v) => { setRoom(v === '' ? undefined : String(v)); setCurrentPage(1); }}
              optionList={[{ value: '', label: t('Board_Balloon_All_Rooms') }, ...list.rooms.map((r) => ({ value: r, label: r })), { value: NO_ROOM, label: t('Board_Balloon_No_Seat') }]}
            />
            <Select
              value={problem ?? ''} style={{ width: 150 }} aria-label={t('Board_AC_Info_Problem')} data-testid="balloons-problem"
              onChange={(v) => { setProblem(v === '' ? undefined : String(v)); setCurrentPage(1); }}
              optionList={[{ value: '', label: t('Board_Balloon_All_Problems') }, ...list.problems.map((p) => ({
                value: p.displayId,
                label: <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}><Dot color={p.color} size={12} />{p.displayId}</span>,
              }))]}
            />
          </div>
        )}
        {list && !askToken && list.held > 0 && (
          <Banner type="warning" closeIcon={null} style={{ marginTop: 8 }} description={t('Board_Balloon_Held', { count: list.held })} data-testid="balloons-held" />
        )}
      </div>
      {list && !askToken && (
        <>
          {loading && !list.records.length ? <Spin /> : null}
          {list.records.length === 0 ? (
            <div className="oj-card" style={{ textAlign: 'center', color: 'var(--semi-color-text-2)' }} data-testid="balloons-empty">
              {t(state === 'pending' ? 'Board_Balloon_None_Pending' : 'Board_Balloon_None')}
            </div>
          ) : (
            <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 380px), 1fr))' }}>
              {list.records.map((b) => <BalloonCard key={b.id} b={b} busy={busy === b.id} onToggle={(x) => void toggle(x)} />)}
            </div>
          )}
          <Pagination total={list.total} current={currentPage} pageSize={PAGE} fixedSize onChange={(p) => setCurrentPage(p)} />
          {!token && signedIn && <SeatsEditor cid={cid} />}
        </>
      )}
    </div>
  );
}
