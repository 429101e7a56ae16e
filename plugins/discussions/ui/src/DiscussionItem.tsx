// One post of a discussion list (spec 3 §2 Discussions): pinned mark, problem, title (opening its
// page), description, author, category, time and counts. Inside a group's area (area.ts) its links
// stay in the group.
import { formatDateTime } from '@oj/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DiscussionView } from './api.js';
import { useDiscussionArea } from './area.js';
import { Author, CategoryTag, Counts, detailPath, PinnedTag, ProblemTag } from './meta.js';

/** `extra`: what the list adds at the row's end (a group admin's switches) */
export function DiscussionItem({ d, extra }: { d: DiscussionView; extra?: ReactNode }) {
  const area = useDiscussionArea();
  return (
    <div className="oj-disc-item" data-testid="discussion-row" data-did={d.id}>
      <div className="oj-disc-item-main">
        <div className="oj-disc-item-title">
          {d.topPriority && <PinnedTag />}
          {d.pid && <ProblemTag pid={d.pid} />}
          <Link to={area ? area.detailPath(d.id) : detailPath(d.id)} data-testid="discussion-title" data-user-content>{d.title}</Link>
        </div>
        <div className="oj-disc-desc" data-testid="discussion-description" data-user-content>{d.description}</div>
        <div className="oj-disc-meta">
          <Author d={d} />
          <CategoryTag name={d.categoryName} />
          <span style={{ whiteSpace: 'nowrap' }} data-testid="discussion-time">{formatDateTime(d.gmtCreate)}</span>
          <Counts d={d} />
        </div>
        {extra}
      </div>
    </div>
  );
}
