// @oj/ui: the shared kit. A federation singleton, so the shell and every plugin see one store,
// one API client and one i18n instance.
export * from './constants.js';
export * from './plugin.js';
export * from './api/client.js';
export * from './api/errors.js';
export * from './session/atoms.js';
export { LANGUAGE_KEY, TOKEN_KEY, USER_COOKIE } from './session/storage.js';
export * from './i18n/index.js';
export * from './hooks.js';
export * from './time.js';
export { Pagination, pageWindow, type PaginationProps } from './Pagination.js';
export { SimpleTable, type SimpleColumn, type SimpleTableProps } from './SimpleTable.js';
export { Markdown } from './markdown/Markdown.js';
export { markdownExcerpt } from './markdown/excerpt.js';
export { ErrorBoundary } from './ErrorBoundary.js';
export { setSlotPluginLoader, Slot, slotPluginsAtom, useSlotWidgets, type SlotEntry } from './Slot.js';
export { AnnouncementPanel, type Announcement } from './announcements/AnnouncementPanel.js';
export { CodeEditor, EDITOR_DEFAULTS, EDITOR_FONT_SIZES, EDITOR_TAB_SIZES, EDITOR_THEMES, type CodeEditorProps } from './editor/index.js';
export { formatMemory, formatTime, JUDGE_STATUS, UNFINISHED_STATUSES, POLL_MS, POLL_MAX, pageParam, type StatusInfo } from './judge/status.js';
export { StatusTag } from './judge/StatusTag.js';
export { followLive, onPushState, pushOpen, subscribePush, type LiveFollow } from './push.js';
export { confirmDialog } from './confirm.js';
export { safeLink, isExternalLink } from './safe-link.js';
export { copyText } from './clipboard.js';
