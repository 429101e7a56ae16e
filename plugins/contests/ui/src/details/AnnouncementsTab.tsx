// The Announcement tab (spec 3 §2): the contest's announcements (the shared panel lists them,
// loaded through the contest's call).
import { AnnouncementPanel, api } from '@oj/ui';
import { contestCalls } from '@oj/plugin-contests/browser';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useContest } from './context.js';

/** a contest's announcements fit one page: the panel shows them without a pager */
const CONTEST_ANNOUNCEMENTS_MAX = 100;

export default function AnnouncementsTab() {
  const { t } = useTranslation('contests');
  const { contest } = useContest();
  const load = useCallback(
    async () => (await api.call(contestCalls.announcements, { query: { cid: contest.id, currentPage: 1, limit: CONTEST_ANNOUNCEMENTS_MAX } })).data,
    [contest.id],
  );
  return (
    <div data-testid="contest-announcements">
      <AnnouncementPanel load={load} title={t('Contest_Tab_Announcement')} />
    </div>
  );
}
