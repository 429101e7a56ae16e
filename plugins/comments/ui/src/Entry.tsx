// What a comment and a reply both show, in the same markup: the author's avatar beside the body,
// the author line (name, badge, title, then what the caller adds: a reply's arrow to whom it
// answers), the content, and the actions row opening with the time (the caller's buttons follow
// it). What comes after the actions (a comment's replies and reply box) is the children.
import { formatDateTime, Markdown } from '@oj/ui';
import type { ReactNode } from 'react';
import type { CommentView } from './api.js';
import { Author, UserAvatar } from './Author.js';

/** the fields a comment and a reply share */
type Written = Pick<CommentView, 'id' | 'content' | 'gmtCreate' | 'fromUid' | 'fromName' | 'fromAvatar' | 'fromRole' | 'fromTitleName' | 'fromTitleColor'>;

/** how the two kinds differ: their class, avatar size and test ids */
const KINDS = {
  comment: { className: 'oj-cm-item', testId: 'comment-item', avatar: 'default', contentTestId: 'comment-content', timeTestId: 'comment-time' },
  reply: { className: 'oj-cm-reply', testId: 'reply-item', avatar: 'extra-small', contentTestId: 'reply-content', timeTestId: undefined },
} as const;

export interface EntryProps {
  kind: keyof typeof KINDS;
  entry: Written;
  /** after the author's name, badge and title */
  afterAuthor?: ReactNode;
  /** the buttons after the time */
  actions: ReactNode;
  /** below the actions */
  children?: ReactNode;
}

export function Entry({ kind, entry: e, afterAuthor, actions, children }: EntryProps) {
  const k = KINDS[kind];
  return (
    <li className={k.className} data-testid={k.testId} data-id={e.id}>
      <UserAvatar name={e.fromName} avatar={e.fromAvatar} size={k.avatar} />
      <div className="oj-cm-body">
        <div className="oj-cm-author">
          <Author uid={e.fromUid} name={e.fromName} role={e.fromRole} titleName={e.fromTitleName} titleColor={e.fromTitleColor} />
          {afterAuthor}
        </div>
        <div className="oj-cm-content" data-user-content data-testid={k.contentTestId}>
          <Markdown source={e.content} trusted={e.fromRole != null} />
        </div>
        <div className="oj-cm-actions">
          <span className="oj-cm-time" data-testid={k.timeTestId}>{formatDateTime(e.gmtCreate)}</span>
          {actions}
        </div>
        {children}
      </div>
    </li>
  );
}
