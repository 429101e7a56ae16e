// The contest's Q&A comes from another plugin (comments, the "Comments and discussions" issue),
// which fills this slot; the Comment tab is there only when one does.
import { slotPluginsAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';

export const CONTEST_COMMENT_SLOT = 'contest.comment';

/** whether a plugin fills the contest's comment area */
export function useCommentArea(): boolean {
  const plugins = useAtomValue(slotPluginsAtom);
  // a plugin not loaded yet says in its static descriptor which slots it fills (it loads when the slot renders)
  return plugins.some((p) => (p.descriptor?.slots?.[CONTEST_COMMENT_SLOT] ?? []).length > 0 || !!p.pendingSlots?.includes(CONTEST_COMMENT_SLOT));
}
