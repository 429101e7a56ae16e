// The discussion form's rules (spec 3 §5): title, description and category required, content
// required; title and description at most 255, content at most 65535. Checked in the form's order,
// each refusal with its own message in both languages; nothing is written on a refusal.
import { badRequest } from '@oj/sdk';
import { DISCUSSION_CONTENT_MAX, DISCUSSION_DESCRIPTION_MAX, DISCUSSION_TITLE_MAX, type DiscussionBody } from '../shared/index.ts';

export interface DiscussionFields { title: string; description: string; content: string; categoryId: number }

const blank = (s: string | null | undefined) => s == null || s.trim() === '';

/** the checked fields, or the first refusal; a new post about a problem gets "[pid] " before its title */
export function checkForm(body: DiscussionBody, prefixPid: string | null): DiscussionFields {
  if (blank(body.title)) throw badRequest('DISCUSSIONS_TITLE_REQUIRED');
  let title = body.title!.trim();
  if (prefixPid && !title.startsWith(`[${prefixPid}]`)) title = `[${prefixPid}] ${title}`;
  if ([...title].length > DISCUSSION_TITLE_MAX) throw badRequest('DISCUSSIONS_TITLE_TOO_LONG', { max: DISCUSSION_TITLE_MAX });
  if (blank(body.description)) throw badRequest('DISCUSSIONS_DESCRIPTION_REQUIRED');
  const description = body.description!.trim();
  if ([...description].length > DISCUSSION_DESCRIPTION_MAX) throw badRequest('DISCUSSIONS_DESCRIPTION_TOO_LONG', { max: DISCUSSION_DESCRIPTION_MAX });
  const categoryId = typeof body.categoryId === 'string' && /^\d{1,9}$/.test(body.categoryId) ? Number(body.categoryId) : body.categoryId;
  if (typeof categoryId !== 'number' || !Number.isInteger(categoryId) || categoryId < 1) throw badRequest('DISCUSSIONS_CATEGORY_REQUIRED');
  if (blank(body.content)) throw badRequest('DISCUSSIONS_CONTENT_REQUIRED');
  const content = body.content!;
  if ([...content].length > DISCUSSION_CONTENT_MAX) throw badRequest('DISCUSSIONS_CONTENT_TOO_LONG', { max: DISCUSSION_CONTENT_MAX });
  return { title, description, content, categoryId };
}
