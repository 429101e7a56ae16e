// The Announcement tab (spec 3 §2): the contest's announcements (the shared panel lists them).
import { AnnouncementPanel } from '@oj/ui';
import { useTranslation } from 'react-i18next';
import { useContest } from './context.js';

export default function AnnouncementsTab() {
  const { t } = useTranslation('contests');
  const { contest } = useContest();
  return (
    <div data-testid="contest-announcements">
      <AnnouncementPanel contestId={contest.id} title={t('Contest_Tab_Announcement')} />
    </div>
  );
}
