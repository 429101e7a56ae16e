// The message centre (spec 1 §2.8): five tabs of the user's messages with unread badges, paging
// and clean; the reminder tabs and the notice tabs each call their kernelCalls.messages list.
import { Avatar, Badge, Button, Empty, List, Spin, Tabs, Toast } from '@douyinfe/semi-ui';
import { api, formatDateTime, Markdown, markdownExcerpt, safeLink, isExternalLink, MSG_PAGE_SIZE, Pagination, unreadAtom, type Page, confirmDialog } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { kernelCalls, type kernelPayloads, type PageQuery } from '@oj/sdk/shared';
import { badgeText, MESSAGE_TABS } from '../layout/UserMenu.js';
import { markRead } from '../behaviour/unread.js';

type TabType = (typeof MESSAGE_TABS)[number]['type'];
/** the tabs of notices (title and content); the others list reminders (who did what where) */
type SysTab = 'sys' | 'mine';
type RemindTab = Exclude<TabType, SysTab>;
type RemindMsg = kernelPayloads.RemindMsg;
type SysMsg = kernelPayloads.SysMsg;

const REMIND_LIST: Record<RemindTab, typeof kernelCalls.messages.remind.comment> = {
  discuss: kernelCalls.messages.remind.comment,
  reply: kernelCalls.messages.remind.reply,
  like: kernelCalls.messages.remind.like,
};
const SYS_LIST: Record<SysTab, typeof kernelCalls.messages.sys> = { sys: kernelCalls.messages.sys, mine: kernelCalls.messages.mine };
const CLEAN_TYPE: Record<TabType, (typeof kernelPayloads.CLEAN_TYPES)[number]> = { discuss: 'Discuss', reply: 'Reply', like: 'Like', sys: 'Sys', mine: 'Mine' };

/** a loaded page of a tab, in the shape its call answers */
type Loaded = { kind: 'remind'; page: Page<RemindMsg> } | { kind: 'sys'; page: Page<SysMsg> };

function isSysTab(type: TabType): type is SysTab {
  return type === 'sys' || type === 'mine';
}

async function loadTab(type: TabType, query: PageQuery): Promise<Loaded> {
  if (isSysTab(type)) return { kind: 'sys', page: (await api.call(SYS_LIST[type], { query })).data };
  return { kind: 'remind', page: (await api.call(REMIND_LIST[type], { query })).data };
}

/** the message's source, linked only when its URL is safe (a path of this site, or http(s) in a new tab) */
function SourceLink({ url, title }: { url?: string | null; title?: string | null }) {
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
  const [data, setData] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const tab = MESSAGE_TABS.find((m) => m.type === type)!;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await loadTab(type, { currentPage: page, limit: size }));
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

  /** one message: its header (the sender's avatar, for reminders), what it says, when, and its delete button */
  const item = (m: RemindMsg | SysMsg, header: ReactNode, body: ReactNode) => (
    <List.Item
      className={`oj-msg-item${m.state === false ? ' unread' : ''}`}
      header={header}
      main={
        <div>
          {body}
          <div className="oj-muted">{formatDateTime(m.gmtCreate)}</div>
        </div>
      }
      extra={<Button size="small" theme="borderless" type="danger" onClick={() => void clean(m.id)}>{t('Delete')}</Button>}
    />
  );

  const total = data?.page.total ?? 0;
  const empty = (data?.page.records.length ?? 0) === 0;
  return (
    <Spin spinning={loading}>
      <div className="oj-msg-toolbar">
        <Button type="danger" disabled={empty} onClick={() => confirmDialog({ title: t('Clean_All'), content: t('Delete_Confirm'), onOk: () => clean() })} data-testid="msg-clean-all">
          {t('Clean_All')}
        </Button>
      </div>
      {empty && !loading ? (
        <Empty description={t('No_Messages')} />
      ) : data?.kind === 'sys' ? (
        <List
          dataSource={data.page.records}
          renderItem={(m) => item(m, undefined, (
            <>
              <strong>{m.title}</strong>
              {/* notices are markdown, sanitised when stored and when drawn (issue 10 item 9) */}
              <Markdown source={m.content} className="oj-msg-content" />
            </>
          ))}
        />
      ) : (
        <List
          dataSource={data?.page.records ?? []}
          renderItem={(m) => item(m, <Avatar size="small" src={m.senderAvatar || undefined}>{m.senderUsername?.slice(0, 1)}</Avatar>, (
            <>
              <strong>{m.senderUsername}</strong> {t(actionLabel(type, m.action))}{' '}
              <SourceLink url={m.url} title={m.sourceTitle} />
              {/* comments are markdown: a one-line excerpt reads as its text, not its source */}
              {m.sourceContent && <div className="oj-muted">{markdownExcerpt(m.sourceContent)}</div>}
              {m.quoteContent && <blockquote className="oj-quote">{markdownExcerpt(m.quoteContent)}</blockquote>}
            </>
          ))}
        />
      )}
      {total > size && <Pagination fixedSize total={total} current={page} pageSize={size} onChange={(p) => setPage(p)} />}
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
