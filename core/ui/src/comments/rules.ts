import { COMMENT_MAX } from '../constants.js';

/** spec 1 §5 comment/reply validation; returns the message key or null. */
export function commentError(content: string): string | null {
  if (!content.trim()) return 'Content_cannot_be_empty';
  if (content.length > COMMENT_MAX) return 'Can_not_exceed_10000';
  return null;
}

export const EMOJIS = ['😀', '😁', '😂', '🤣', '😊', '😍', '😘', '😜', '🤔', '😐', '😴', '😭', '😡', '👍', '👎', '👏', '🙏', '💪', '🎉', '❤️', '🔥', '✅', '❌', '🚀'];
