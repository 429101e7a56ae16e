import { List } from '@douyinfe/semi-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listEntries, type GuestbookEntry } from './api.js';

const WIDGET_SIZE = 5;

export default function HomeWidget() {
  const { t } = useTranslation('guestbook');
  const [entries, setEntries] = useState<GuestbookEntry[]>([]);
  useEffect(() => {
    void listEntries(1, WIDGET_SIZE).then((r) => setEntries(r.data?.records ?? []), () => {});
  }, []);
  return (
    <div className="oj-card" data-testid="guestbook-widget">
      <div className="oj-card-header">
        <span className="oj-card-title">{t('Guestbook_Latest')}</span>
        <Link to="/guestbook">{t('Guestbook_More')}</Link>
      </div>
      {entries.length === 0 ? (
        <p className="oj-muted">{t('Guestbook_Empty')}</p>
      ) : (
        <List size="small" dataSource={entries} renderItem={(e) => <List.Item main={<span><strong>{e.username}</strong>: {e.content}</span>} />} />
      )}
    </div>
  );
}
