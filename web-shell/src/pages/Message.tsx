import { Avatar, Badge, Button, Empty, List, Spin, Tabs, Toast } from '@douyinfe/semi-ui';
import { api, formatDateTime, Markdown, markdownExcerpt, safeLink, isExternalLink, MSG_PAGE_SIZE, Pagination, unreadAtom, type Page, confirmDialog } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { badgeText, MESSAGE_TABS } from '../layout/UserMenu.js';
import { markRead } from '../behaviour/unread.js';

type TabType = (typeof MESSAGE_TABS)[number]['type'];

const ENDPOINT: Record<TabType, string> = { discuss: '/api/msg/comment', reply: '/api/msg/reply', like: '/api/msg/like', sys: '/api/msg/sys', mine: '/api/msg/mine' };
const CLEAN_TYPE: Record<TabType, (typeof kernelPayloads.CLEAN_TYPES)[number]> = { discuss: 'Discuss', reply: 'Reply', like: 'Like', sys: 'Sys', mine: 'Mine' };

interface Msg {
  id: number;
  state?: boolean;
  senderUsername?: string;
  senderAvatar?: string;
  action?: string;
  sourceContent?: string;
  quoteContent?: string;
  sourceType?: string;
  sourceTitle?: string;
  url?: string;
  title?: string;
  content?: string;
  gmtCreate: string;
}

/** the message's source, linked only when its URL is safe (a path of this site, or http(s) in a new tab) */
function SourceLink({ url, title }: { url?: string | null; title?: string }) {
  const link = safeLink(url);
  if (!link) return <>{title}</>;
  if (isExternalLink(link)) return <a href={link} target="_blank" rel="noreferrer">{title}</a>;
  return <Link to={link}>{title}</Link>;
}

/** what the sender did: a like names what was liked, a comment (Like_Discuss) or a post (Like_Post) */
function actionLabel(type: TabType, action?: string): string {
  if (type === 'like' && action === 'Like_Discuss') return 'Msg_Action_like_comment';
  return `Msg_Action_${type}`;
}

function MessageList({ type }: { type: TabType }) {
  const { t } = useTranslation();
  const size = MSG_PAGE_SIZE[type];
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<Msg> | null>(null);
  const [loading, setLoading] = useState(false);
  const tab = MESSAGE_TABS.find((m) => m.type === type)!;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await api.get<Page<Msg>>(ENDPOINT[type], { currentPage: page, limit: size });
      setData(res.data);
      // reading a tab marks its messages read on the server
      markRead(tab.key);
    } catch {
      /* loading stops */
    } finally {
      setLoading(false);
    }
  }, [type, page, size, tab.key]);
  useEffect(() => void load(), [load]);

  async function clean(id?: number) {
    try {
      await api.call(kernelCalls.messages.clean, { query: { type: CLEAN_TYPE[type], id } });
      Toast.success(t('Delete_successfully'));
      void load();
    } catch {
      /* toast shown */
    }
  }

  const records = data?.records ?? [];
  return (
    <Spin spinning={loading}>
      <div className="oj-msg-toolbar">
        <Button type="danger" disabled={records.length === 0} onClick={() => confirmDialog({ title: t('Clean_All'), content: t('Delete_Confirm'), onOk: () => clean() })} data-testid="msg-clean-all">
          {t('Clean_All')}
        </Button>
      </div>
      {records.length === 0 && !loading ? (
        <Empty description={t('No_Messages')} />
      ) : (
        <List
          dataSource={records}
          renderItem={(m) => (
            <List.Item
              className={`oj-msg-item${m.state === false ? ' unread' : ''}`}
              header={type === 'sys' || type === 'mine' ? undefined : <Avatar size="small" src={m.senderAvatar || undefined}>{m.senderUsername?.slice(0, 1)}</Avatar>}
              main={
                <div>
                  {type === 'sys' || type === 'mine' ? (
                    <>
                      <strong>{m.title}</strong>
                      {/* notices are markdown, sanitised when stored and when drawn (issue 10 item 9) */}
                      <Markdown source={m.content} className="oj-msg-content" />
                    </>
                  ) : (
                    <>
                      <strong>{m.senderUsername}</strong> {t(actionLabel(type, m.action))}{' '}
                      <SourceLink url={m.url} title={m.sourceTitle} />
                      {/* comments are markdown: a one-line excerpt reads as its text, not its source */}
                      {m.sourceContent && <div className="oj-muted">{markdownExcerpt(m.sourceContent)}</div>}
                      {m.quoteContent && <blockquote className="oj-quote">{markdownExcerpt(m.quoteContent)}</blockquote>}
                    </>
                  )}
                  <div className="oj-muted">{formatDateTime(m.gmtCreate)}</div>
                </div>
              }
              extra={<Button size="small" theme="borderless" type="danger" onClick={() => void clean(m.id)}>{t('Delete')}</Button>}
            />
          )}
        />
      )}
      {(data?.total ?? 0) > size && <Pagination fixedSize total={data!.total} current={page} pageSize={size} onChange={(p) => setPage(p)} />}
    </Spin>
  );
}

/** spec 1 §2.8: five tabs with unread badges, paging and clean. */
export default function Message() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type } = useParams();
  const unread = useAtomValue(unreadAtom);
  const active: TabType = MESSAGE_TABS.some((m) => m.type === type) ? (type as TabType) : 'discuss';
  return (
    <div className="oj-card oj-message" data-testid="message-center">
      <Tabs
        activeKey={active}
        onChange={(k) => navigate(`/message/${k}`)}
        lazyRender
        keepDOM={false}
      >
        {MESSAGE_TABS.map((m) => (
          <Tabs.TabPane
            key={m.type}
            itemKey={m.type}
            tab={
              <span data-testid={`msg-tab-${m.type}`}>
                {t(m.label)} {badgeText(unread[m.key]) && <Badge count={badgeText(unread[m.key])} type="danger" />}
              </span>
            }
          >
            {active === m.type && <MessageList type={m.type} />}
          </Tabs.TabPane>
        ))}
      </Tabs>
    </div>
  );
}
