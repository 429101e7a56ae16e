import { Button, Empty, List, TextArea, Toast } from '@douyinfe/semi-ui';
import { formatDateTime, isAuthenticatedAtom, openLoginDialog, Pagination, type Page } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_MAX, listEntries, signGuestbook, type GuestbookEntry } from './api.js';

export default function GuestbookPage() {
  const { t } = useTranslation('guestbook');
  const authed = useAtomValue(isAuthenticatedAtom);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [data, setData] = useState<Page<GuestbookEntry> | null>(null);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setData((await listEntries(page.current, page.size)).data);
    } catch {
      /* loading stops */
    }
  }, [page]);
  useEffect(() => void load(), [load]);

  async function sign() {
    const text = content.trim();
    if (!text) return void Toast.warning(t('GUESTBOOK_EMPTY'));
    if (text.length > ENTRY_MAX) return void Toast.warning(t('GUESTBOOK_TOO_LONG'));
    setBusy(true);
    try {
      const res = await signGuestbook(text);
      Toast.success(res.msg);
      setContent('');
      setPage((p) => ({ ...p, current: 1 }));
      void load();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="oj-card" data-testid="guestbook-page">
      <h2>{t('Guestbook_Title')}</h2>
      <p className="oj-muted">{t('Guestbook_Intro')}</p>
      {authed ? (
        <div style={{ marginBottom: 16 }}>
          <TextArea value={content} onChange={setContent} maxCount={ENTRY_MAX} placeholder={t('Guestbook_Placeholder')} autosize data-testid="guestbook-input" />
          <Button theme="solid" loading={busy} onClick={() => void sign()} style={{ marginTop: 8 }} data-testid="guestbook-submit">
            {t('Guestbook_Sign')}
          </Button>
        </div>
      ) : (
        <Button onClick={() => openLoginDialog('Login')} style={{ marginBottom: 16 }}>{t('Guestbook_Login_To_Sign')}</Button>
      )}
      {data && data.records.length === 0 ? (
        <Empty description={t('Guestbook_Empty')} />
      ) : (
        <List
          dataSource={data?.records ?? []}
          renderItem={(e) => (
            <List.Item
              data-testid="guestbook-entry"
              main={
                <div>
                  <strong>{e.username}</strong>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{e.content}</div>
                </div>
              }
              extra={<span className="oj-muted">{formatDateTime(e.gmtCreate)}</span>}
            />
          )}
        />
      )}
      <Pagination total={data?.total ?? 0} current={page.current} pageSize={page.size} onChange={(current, size) => setPage({ current, size })} />
    </div>
  );
}
