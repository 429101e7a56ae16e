// The comment area (spec 1 §2.10, §5, §6): the editor (or, for a visitor, a login prompt), the
// top-level comments ten at a time with a load-more link, each with its author, content, likes,
// time, replies (three shown, "view all" loads the rest) and its actions. The server decides who
// may do what; the area shows an action only to whom it may succeed (props `moderator` and
// `mayReply`, from the widget that knows the area). The list is cleared and reloaded when the
// login state changes (spec 1 §4).
import { Button, Empty, Spin, Toast } from '@douyinfe/semi-ui';
import { IconComment, IconDelete, IconLikeThumb } from '@douyinfe/semi-icons';
import { COMMENT_PAGE_SIZE, REPLIES_SHOWN } from '@oj/plugin-comments/browser';
import { confirmDialog, formatDateTime, isAuthenticatedAtom, Markdown, openLoginDialog, tokenAtom, userInfoAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  deleteComment, deleteReply, getComments, getReplies, likeComment, postComment, postReply,
  type AreaRef, type CommentView, type ReplyView,
} from './api.js';
import { Author, UserAvatar, profileLink } from './Author.js';
import { Editor } from './Editor.js';
import { CommentStyles } from './styles.js';

/** the largest page the server gives (a reload of everything loaded asks for it in one call) */
const MAX_RELOAD = 100;

export interface CommentAreaProps {
  area: AreaRef;
  /** may delete anyone's comments and replies here (admin roles on discussions, contest admins) */
  moderator: boolean;
  /** may reply under this comment (spec 1 §6: in contests, not always) */
  mayReply(c: CommentView): boolean;
  /** a line under the title */
  hint?: ReactNode;
}

/** what the open reply box answers: the comment itself, or one of its replies */
interface ReplyTarget {
  commentId: number;
  type: 'Comment' | 'Reply';
  id: number;
  toUid: string | null;
  toName: string;
}

interface ListState {
  comments: CommentView[];
  likes: Record<string, boolean>;
  total: number;
  /** pages of COMMENT_PAGE_SIZE loaded */
  pages: number;
}

const EMPTY: ListState = { comments: [], likes: {}, total: 0, pages: 0 };

/** a title colour the author chose, when it is a plain colour (never anything else into the style) */
export function CommentArea({ area, moderator, mayReply, hint }: CommentAreaProps) {
  const { t } = useTranslation('comments');
  const authed = useAtomValue(isAuthenticatedAtom);
  const token = useAtomValue(tokenAtom);
  const me = useAtomValue(userInfoAtom);
  const [list, setList] = useState<ListState>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  /** comments whose every reply is loaded (view all) */
  const [allReplies, setAllReplies] = useState<Record<number, ReplyView[]>>({});
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const [liking, setLiking] = useState<Record<number, boolean>>({});
  /** answers of an older load (another area, another login) are dropped */
  const generation = useRef(0);
  const listRef = useRef(list);
  listRef.current = list;

  const { kind, id: areaId } = area;
  const sessionKey = `${token ? 'in' : 'out'}:${me?.uid ?? ''}`;

  /** 'reset': the first page again; 'more': the next page; 'reload': everything loaded so far, fresh */
  const load = useCallback(async (mode: 'reset' | 'more' | 'reload') => {
    const gen = mode === 'reset' ? ++generation.current : generation.current;
    const cur = listRef.current;
    let page = 1;
    let limit = COMMENT_PAGE_SIZE;
    let pages = 1;
    if (mode === 'more') {
      page = cur.pages + 1;
      pages = cur.pages + 1;
    } else if (mode === 'reload' && cur.pages > 1 && cur.pages * COMMENT_PAGE_SIZE <= MAX_RELOAD) {
      limit = cur.pages * COMMENT_PAGE_SIZE;
      pages = cur.pages;
    }
    if (mode === 'reset') {
      setList(EMPTY);
      setAllReplies({});
      setTarget(null);
    }
    setLoading(true);
    setFailed(false);
    try {
      const res = await getComments({ kind, id: areaId } as AreaRef, page, limit);
      if (gen !== generation.current) return;
      const { records, total } = res.data.commentList;
      setList((prev) => {
        if (mode !== 'more') return { comments: records, likes: { ...res.data.commentLikeMap }, total, pages };
        const seen = new Set(prev.comments.map((c) => c.id));
        return {
          comments: [...prev.comments, ...records.filter((c) => !seen.has(c.id))],
          likes: { ...prev.likes, ...res.data.commentLikeMap },
          total,
          pages,
        };
      });
    } catch {
      if (gen === generation.current) setFailed(true);
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, [kind, areaId]);

  // spec 1 §4: a comment list is cleared and reloaded when the login state changes
  useEffect(() => {
    void load('reset');
  }, [load, sessionKey]);

  function loginFirst() {
    Toast.warning(t('Cm_Login_First'));
    openLoginDialog('Login');
  }

  const mine = (uid: string) => !!me && me.uid === uid;
  const mayDelete = (uid: string) => authed && (mine(uid) || moderator);

  async function comment(content: string): Promise<boolean> {
    if (!authed) {
      loginFirst();
      return false;
    }
    try {
      await postComment(area, content);
      Toast.success(t('Cm_Comment_Success'));
      await load('reload');
      return true;
    } catch {
      return false;
    }
  }

  function removeComment(c: CommentView) {
    confirmDialog({
      title: t('Cm_Delete_Comment_Title'),
      content: t('Cm_Delete_Comment_Content'),
      onOk: async () => {
        try {
          await deleteComment(c.id);
          Toast.success(t('Cm_Delete_Success'));
          if (target?.commentId === c.id) setTarget(null);
          await load('reload');
        } catch {
          /* the refusal was shown */
        }
      },
    });
  }

  async function toggleLike(c: CommentView) {
    if (!authed) return loginFirst();
    if (liking[c.id]) return;
    const liked = !!list.likes[String(c.id)];
    setLiking((m) => ({ ...m, [c.id]: true }));
    try {
      await likeComment(area, c.id, !liked);
      setList((prev) => ({
        ...prev,
        likes: { ...prev.likes, [String(c.id)]: !liked },
        comments: prev.comments.map((x) => (x.id === c.id ? { ...x, likeNum: Math.max(0, x.likeNum + (liked ? -1 : 1)) } : x)),
      }));
    } catch {
      /* the refusal was shown */
    } finally {
      setLiking((m) => ({ ...m, [c.id]: false }));
    }
  }

  function openReply(next: ReplyTarget) {
    if (!authed) return loginFirst();
    setTarget((cur) => (cur && cur.type === next.type && cur.id === next.id ? null : next));
  }

  /** the comment's first replies again (after one was deleted, so three are shown while there are three) */
  async function refreshFirstReplies(commentId: number) {
    try {
      const res = await getReplies(area, commentId);
      setList((prev) => ({
        ...prev,
        comments: prev.comments.map((x) => (x.id === commentId ? { ...x, replyList: res.data.slice(0, REPLIES_SHOWN), totalReplyNum: res.data.length } : x)),
      }));
    } catch {
      /* shown */
    }
  }

  async function reply(content: string): Promise<boolean> {
    if (!target) return false;
    if (!authed) {
      loginFirst();
      return false;
    }
    const { commentId } = target;
    try {
      const res = await postReply(area, commentId, content, { type: target.type, id: target.id, toUid: target.toUid });
      Toast.success(t('Cm_Reply_Success'));
      const created = res.data;
      setList((prev) => ({
        ...prev,
        comments: prev.comments.map((x) => (x.id === commentId ? { ...x, replyList: [created, ...x.replyList].slice(0, REPLIES_SHOWN), totalReplyNum: x.totalReplyNum + 1 } : x)),
      }));
      setAllReplies((m) => (m[commentId] ? { ...m, [commentId]: [created, ...m[commentId]!] } : m));
      setTarget(null);
      return true;
    } catch {
      return false;
    }
  }

  function removeReply(c: CommentView, r: ReplyView) {
    confirmDialog({
      title: t('Cm_Delete_Reply_Title'),
      content: t('Cm_Delete_Reply_Content'),
      onOk: async () => {
        try {
          await deleteReply(area, r.id);
          Toast.success(t('Cm_Delete_Success'));
          if (target?.type === 'Reply' && target.id === r.id) setTarget(null);
          const left = c.totalReplyNum - 1;
          setList((prev) => ({
            ...prev,
            comments: prev.comments.map((x) => (x.id === c.id ? { ...x, replyList: x.replyList.filter((y) => y.id !== r.id), totalReplyNum: Math.max(0, x.totalReplyNum - 1) } : x)),
          }));
          setAllReplies((m) => (m[c.id] ? { ...m, [c.id]: m[c.id]!.filter((y) => y.id !== r.id) } : m));
          if (!allReplies[c.id] && left >= REPLIES_SHOWN) await refreshFirstReplies(c.id);
        } catch {
          /* the refusal was shown */
        }
      },
    });
  }

  async function expand(c: CommentView) {
    try {
      const res = await getReplies(area, c.id);
      setAllReplies((m) => ({ ...m, [c.id]: res.data }));
      setList((prev) => ({ ...prev, comments: prev.comments.map((x) => (x.id === c.id ? { ...x, totalReplyNum: res.data.length } : x)) }));
    } catch {
      /* shown */
    }
  }

  const collapse = (c: CommentView) => setAllReplies((m) => {
    const next = { ...m };
    delete next[c.id];
    return next;
  });

  function replyBox(c: CommentView) {
    if (!target || target.commentId !== c.id) return null;
    return (
      <div className="oj-cm-reply-box" data-testid="reply-box">
        <Editor
          key={`${target.type}:${target.id}`}
          placeholder={t('Cm_Reply_Placeholder', { name: target.toName })}
          submitText={t('Cm_Reply_Submit')}
          onSubmit={reply}
          onCancel={() => setTarget(null)}
          autoFocus
          rows={3}
          testId="reply-editor"
        />
      </div>
    );
  }

  function renderReply(c: CommentView, r: ReplyView, canReply: boolean) {
    return (
      <li className="oj-cm-reply" key={r.id} data-testid="reply-item" data-id={r.id}>
        <UserAvatar name={r.fromName} avatar={r.fromAvatar} size="extra-small" />
        <div className="oj-cm-body">
          <div className="oj-cm-author">
            <Author uid={r.fromUid} name={r.fromName} role={r.fromRole} titleName={r.fromTitleName} titleColor={r.fromTitleColor} />
            <span className="oj-cm-arrow" title={t('Cm_Reply_Arrow')} aria-label={t('Cm_Reply_Arrow')}>→</span>
            {r.toUid && r.toName ? (
              <Link to={profileLink(r.toUid, r.toName)} className="oj-cm-name" data-user-content data-testid="reply-to">{r.toName}</Link>
            ) : (
              <span className="oj-muted" data-testid="reply-to">{t('Cm_Deleted_User')}</span>
            )}
          </div>
          <div className="oj-cm-content" data-user-content data-testid="reply-content">
            <Markdown source={r.content} trusted={r.fromRole != null} />
          </div>
          <div className="oj-cm-actions">
            <span className="oj-cm-time">{formatDateTime(r.gmtCreate)}</span>
            {canReply && (
              <button type="button" className="oj-cm-action" data-testid="reply-reply"
                onClick={() => openReply({ commentId: c.id, type: 'Reply', id: r.id, toUid: r.fromUid, toName: r.fromName })}>
                <IconComment size="small" />{t('Cm_Reply')}
              </button>
            )}
            {mayDelete(r.fromUid) && (
              <button type="button" className="oj-cm-action danger" onClick={() => removeReply(c, r)} data-testid="reply-delete">
                <IconDelete size="small" />{t('Cm_Delete')}
              </button>
            )}
          </div>
        </div>
      </li>
    );
  }

  function renderComment(c: CommentView) {
    const liked = !!list.likes[String(c.id)];
    // a visitor sees the reply action too (it asks them to log in); a user only where it may succeed
    const canReply = !authed || mayReply(c);
    const all = allReplies[c.id];
    const replies = all ?? c.replyList.slice(0, REPLIES_SHOWN);
    return (
      <li className="oj-cm-item" key={c.id} data-testid="comment-item" data-id={c.id}>
        <UserAvatar name={c.fromName} avatar={c.fromAvatar} size="default" />
        <div className="oj-cm-body">
          <div className="oj-cm-author">
            <Author uid={c.fromUid} name={c.fromName} role={c.fromRole} titleName={c.fromTitleName} titleColor={c.fromTitleColor} />
          </div>
          <div className="oj-cm-content" data-user-content data-testid="comment-content">
            <Markdown source={c.content} trusted={c.fromRole != null} />
          </div>
          <div className="oj-cm-actions">
            <span className="oj-cm-time" data-testid="comment-time">{formatDateTime(c.gmtCreate)}</span>
            <button
              type="button"
              className={`oj-cm-action${liked ? ' liked' : ''}`}
              aria-pressed={liked}
              title={liked ? t('Cm_Liked') : t('Cm_Like')}
              disabled={!!liking[c.id]}
              onClick={() => void toggleLike(c)}
              data-testid="comment-like"
            >
              <IconLikeThumb size="small" />
              <span data-testid="comment-like-count">{c.likeNum}</span>
            </button>
            {canReply ? (
              <button type="button" className="oj-cm-action" data-testid="comment-reply"
                onClick={() => openReply({ commentId: c.id, type: 'Comment', id: c.id, toUid: c.fromUid, toName: c.fromName })}>
                <IconComment size="small" />{t('Cm_Reply')}
                <span data-testid="comment-reply-count">{c.totalReplyNum}</span>
              </button>
            ) : (
              <span className="oj-cm-action" title={t('Cm_Replies')} style={{ cursor: 'default' }}>
                <IconComment size="small" /><span data-testid="comment-reply-count">{c.totalReplyNum}</span>
              </span>
            )}
            {mayDelete(c.fromUid) && (
              <button type="button" className="oj-cm-action danger" onClick={() => removeComment(c)} data-testid="comment-delete">
                <IconDelete size="small" />{t('Cm_Delete')}
              </button>
            )}
          </div>
          {(replies.length > 0 || c.totalReplyNum > 0) && (
            <div className="oj-cm-replies">
              <ul className="oj-cm-list" data-testid="reply-list">
                {replies.map((r) => renderReply(c, r, canReply))}
              </ul>
              {!all && c.totalReplyNum > REPLIES_SHOWN && (
                <div className="oj-cm-more-replies">
                  <button type="button" className="oj-cm-link" onClick={() => void expand(c)} data-testid="replies-expand">
                    {t('Cm_Expand_All', { count: c.totalReplyNum })}
                  </button>
                </div>
              )}
              {all && all.length > REPLIES_SHOWN && (
                <div className="oj-cm-more-replies">
                  <button type="button" className="oj-cm-link" onClick={() => collapse(c)} data-testid="replies-collapse">
                    {t('Cm_Collapse')}
                  </button>
                </div>
              )}
            </div>
          )}
          {replyBox(c)}
        </div>
      </li>
    );
  }

  const { comments, total } = list;
  return (
    <section className="oj-cm" data-testid="comment-area" aria-busy={loading}>
      <CommentStyles />
      <div className="oj-cm-head">
        <h3>{t('Cm_Title')}</h3>
        <span className="oj-muted" data-testid="comments-total">{t('Cm_Total', { count: total })}</span>
      </div>
      {hint && <p className="oj-muted oj-cm-hint">{hint}</p>}
      {authed ? (
        <Editor placeholder={t('Cm_Placeholder')} submitText={t('Cm_Submit')} onSubmit={comment} testId="comment-editor" />
      ) : (
        <div className="oj-cm-login" role="button" tabIndex={0} onClick={loginFirst}
          onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); loginFirst(); } }} data-testid="comment-login">
          <span>{t('Cm_Login_To_Comment')}</span>
          <Button theme="solid" type="primary" tabIndex={-1}>{t('Cm_Login')}</Button>
        </div>
      )}
      {failed && comments.length === 0 ? (
        <Empty description={t('Cm_Load_Failed')}>
          <Button onClick={() => void load('reset')} data-testid="comments-retry">{t('Cm_Retry')}</Button>
        </Empty>
      ) : comments.length === 0 && !loading ? (
        <div data-testid="comments-empty"><Empty description={t('Cm_Empty')} /></div>
      ) : (
        <Spin spinning={loading && comments.length === 0}>
          <ul className="oj-cm-list" data-testid="comment-list">
            {comments.map(renderComment)}
          </ul>
        </Spin>
      )}
      {comments.length > 0 && (
        <div className="oj-cm-footer">
          {comments.length < total ? (
            <Button theme="borderless" loading={loading} onClick={() => void load('more')} data-testid="comments-more">{t('Cm_Load_More')}</Button>
          ) : (
            <span className="oj-muted" data-testid="comments-no-more">{t('Cm_No_More')}</span>
          )}
        </div>
      )}
    </section>
  );
}
