// The discussion form's rules as the browser checks them before sending (spec 3 §5, the same
// order and limits as the server's server/form.ts): title, description and category required,
// content required; title and description at most 255, content at most 65535 characters. A post
// about a problem starts with "[pid] ": the prefix alone is no title.
import { DISCUSSION_CONTENT_MAX, DISCUSSION_DESCRIPTION_MAX, DISCUSSION_TITLE_MAX, REPORT_REASON_MAX } from '@oj/plugin-discussions/browser';

export interface Draft {
  id?: number;
  title: string;
  description: string;
  content: string;
  categoryId?: number;
}

export type Field = 'title' | 'description' | 'categoryId' | 'content';
/** an error: the message key and its values (the field's label is filled in by the page) */
export type FieldError = { key: 'Discussion_Field_Required' | 'Discussion_Field_Too_Long'; max?: number };

const length = (s: string) => [...s].length;
const blank = (s: string) => s.trim() === '';

export const titlePrefix = (pid?: string | null) => (pid ? `[${pid}] ` : '');

export function draftErrors(d: Draft, pid?: string | null): Partial<Record<Field, FieldError>> {
  const out: Partial<Record<Field, FieldError>> = {};
  const title = d.title.trim();
  const prefix = titlePrefix(pid).trim();
  if (blank(title) || (prefix && title === prefix)) out.title = { key: 'Discussion_Field_Required' };
  else if (length(title) > DISCUSSION_TITLE_MAX) out.title = { key: 'Discussion_Field_Too_Long', max: DISCUSSION_TITLE_MAX };
  if (blank(d.description)) out.description = { key: 'Discussion_Field_Required' };
  else if (length(d.description.trim()) > DISCUSSION_DESCRIPTION_MAX) out.description = { key: 'Discussion_Field_Too_Long', max: DISCUSSION_DESCRIPTION_MAX };
  if (!d.categoryId) out.categoryId = { key: 'Discussion_Field_Required' };
  if (blank(d.content)) out.content = { key: 'Discussion_Field_Required' };
  else if (length(d.content) > DISCUSSION_CONTENT_MAX) out.content = { key: 'Discussion_Field_Too_Long', max: DISCUSSION_CONTENT_MAX };
  return out;
}

/** spec 3 §5: the report's content, "#tag# #tag# reason" with the chosen tags' shown names */
export function reportContent(tags: string[], reason: string): string {
  return [...tags.map((tag) => `#${tag}#`), reason.trim()].filter(Boolean).join(' ');
}

export const reportReasonTooLong = (reason: string) => length(reason.trim()) > REPORT_REASON_MAX;
