// The shell's browser tests run a real site from @oj/testing, with or without the guestbook plugin.
import { startSite as start, type Site } from '@oj/testing';

export { ADMIN, ROOT, type Site } from '@oj/testing';

/** The shell alone, or with the guestbook. The list is explicit: no problems/submissions remotes. */
export function startSite({ guestbook }: { guestbook: boolean }): Promise<Site> {
  return guestbook ? start({ plugins: ['@oj/plugin-guestbook'], builds: ['plugins/guestbook/ui/dist/mf-manifest.json'] }) : start({ plugins: [] });
}
