// The shell's browser tests run a real site from @oj/testing, with or without the guestbook plugin.
import { startSite as start, type Site } from '@oj/testing';
import { SMTP_HOST } from './smtp.js';

export { ADMIN, ROOT, type Site } from '@oj/testing';

/**
 * The shell alone, or with the guestbook. The list is explicit: no problems/submissions remotes.
 * The test SMTP server is on loopback, which the site reaches only when allowed (outbound.allow).
 */
export function startSite({ guestbook }: { guestbook: boolean }): Promise<Site> {
  const outboundAllow = [SMTP_HOST];
  return guestbook
    ? start({ plugins: ['@oj/plugin-guestbook'], builds: ['plugins/guestbook/ui/dist/mf-manifest.json'], outboundAllow })
    : start({ plugins: [], outboundAllow });
}
