// Link values a user or admin stores (profile GitHub/blog, footer links, message URLs) are later
// put in an href or a router link. Only http(s) URLs and same-site paths are allowed, so a
// `javascript:`, `data:` or `vbscript:` URL, or a protocol-relative `//host`, can never be stored
// (issue 9 item 13). The web side checks again when rendering (safeLink in @oj/ui).
import { Type } from '@sinclair/typebox';
import { withMessages } from './shared/schema.ts';

// no white space, control characters or backslashes anywhere: browsers drop tabs and newlines
// inside a scheme ("java\tscript:") and read "\" as "/" ("/\evil.com" is "//evil.com")
const PLAIN = '[^\\s\\u0000-\\u001f\\u007f\\\\]';
/**
 * An http(s) URL with a host, a path on this site ("/…" but not "//…"), a fragment ("#…") or
 * nothing (a field being cleared).
 */
export const SAFE_LINK_PATTERN = `^(?:[hH][tT][tT][pP][sS]?://[^\\s\\u0000-\\u001f\\u007f\\\\/?#]+(?:[/?#]${PLAIN}*)?|/(?![/\\\\])${PLAIN}*|#${PLAIN}*|)$`;
const SAFE_LINK = new RegExp(SAFE_LINK_PATTERN, 'u');

export function isSafeLink(value: string): boolean {
  return SAFE_LINK.test(value);
}

/** A stored link: refused with OJ_LINK_UNSAFE unless isSafeLink; at most `maxLength` characters. */
export const SafeLink = (maxLength: number, opts: { default?: string } = {}) =>
  withMessages(Type.String({ maxLength, pattern: SAFE_LINK_PATTERN, ...opts }), { pattern: 'OJ_LINK_UNSAFE', maxLength: 'OJ_LINK_TOO_LONG' });
