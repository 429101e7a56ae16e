// What every discussion screen shows the same way (spec 3 §3, §6): the author with avatar, the
// SPA / ADM badge of a super admin or admin, the author's title in its colour, the category, the
// pinned mark, and the view / like / comment counts.
import { IconComment, IconEyeOpened, IconLikeThumb, IconBackTop } from '@douyinfe/semi-icons';
import { Avatar, Tag, Toast } from '@douyinfe/semi-ui';
import { i18n, openLoginDialog } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DiscussionView } from './api.js';
import { useDiscussionArea } from './area.js';

export const NS = 'discussions';

/** a user's home (spec 1 §2.3: query uid and username) */
export const userHomePath = (username: string, uid?: string) =>
  `/user-home?${uid ? `uid=${encodeURIComponent(uid)}&` : ''}username=${encodeURIComponent(username)}`;

export const detailPath = (id: number) => `/discussion-detail/${id}`;
export const listPath = (pid?: string | null) => (pid ? `/discussion/${encodeURIComponent(pid)}` : '/discussion');

/** spec 3 §5: acting needs a login ("Please login first"); posting also opens the login dialog */
export function loginFirst(openDialog: boolean): void {
  Toast.warning(i18n.t('Discussion_Login_First', { ns: NS }));
  if (openDialog) openLoginDialog('Login');
}

/** a readable colour for text on the author's title colour */
function textOn(color: string): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return '#fff';
  const h = m[1].length === 3 ? m[1].split('').map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return r * 0.299 + g * 0.587 + b * 0.114 > 160 ? '#1c1f23' : '#fff';
}

/** spec 3 §6: SPA for the super admin, ADM for admins (the shell's badge colours) */
export function RoleBadge({ role }: { role: string | null }) {
  if (role !== 'root' && role !== 'admin') return null;
  const label = role === 'root' ? 'SPA' : 'ADM';
  return <span className={`oj-admin-label oj-admin-${label}`} data-testid="discussion-role-badge">{label}</span>;
}

export function Author({ d, avatar = true }: { d: Pick<DiscussionView, 'uid' | 'author' | 'avatar' | 'role' | 'titleName' | 'titleColor'>; avatar?: boolean }) {
  return (
    <span className="oj-disc-author" data-testid="discussion-author">
      {avatar && (
        <Avatar size="extra-small" src={d.avatar || undefined} alt={d.author} style={{ flex: 'none' }}>
          {d.author.slice(0, 1).toUpperCase()}
        </Avatar>
      )}
      <Link to={userHomePath(d.author, d.uid)} data-user-content data-testid="discussion-author-name">{d.author}</Link>
      <RoleBadge role={d.role} />
      {d.titleName && (
        <Tag size="small" style={d.titleColor ? { background: d.titleColor, color: textOn(d.titleColor) } : undefined} data-testid="discussion-author-title">
          <span data-user-content>{d.titleName}</span>
        </Tag>
      )}
    </span>
  );
}

export function CategoryTag({ name }: { name: string }) {
  return (
    <Tag size="small" color="light-blue" data-testid="discussion-category" style={{ maxWidth: '100%' }}>
      <span data-user-content>{name}</span>
    </Tag>
  );
}

export function PinnedTag() {
  const { t } = useTranslation(NS);
  return <Tag size="small" color="red" prefixIcon={<IconBackTop />} data-testid="discussion-pinned">{t('Discussion_Pinned')}</Tag>;
}

/** the problem a post is about; inside a group's area its page is the group's */
export function ProblemTag({ pid }: { pid: string }) {
  const { t } = useTranslation(NS);
  const area = useDiscussionArea();
  return (
    <Link to={area ? area.problemPath(pid) : `/problem/${encodeURIComponent(pid)}`} data-testid="discussion-problem" title={t('Discussion_Problem')}>
      <Tag size="small" color="violet"><span data-user-content>{pid}</span></Tag>
    </Link>
  );
}

export function Counts({ d }: { d: Pick<DiscussionView, 'viewNum' | 'likeNum' | 'commentNum'> }) {
  const { t } = useTranslation(NS);
  return (
    <span className="oj-disc-counts">
      <span className="oj-disc-count" title={t('Discussion_Views')} aria-label={t('Discussion_Views')} data-testid="discussion-views"><IconEyeOpened size="small" />{d.viewNum}</span>
      <span className="oj-disc-count" title={t('Discussion_Likes')} aria-label={t('Discussion_Likes')} data-testid="discussion-likes"><IconLikeThumb size="small" />{d.likeNum}</span>
      <span className="oj-disc-count" title={t('Discussion_Comments')} aria-label={t('Discussion_Comments')} data-testid="discussion-comments-count"><IconComment size="small" />{d.commentNum}</span>
    </span>
  );
}
