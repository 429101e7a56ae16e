// Every place that renders a stored link (message URLs, profile GitHub/blog, footer links,
// markdown links and images) passes it through safeLink first: only http(s) URLs and paths of
// this site survive. The server refuses other links on write (SafeLink in @oj/sdk); this keeps
// values stored before that check, or arriving any other way, from running as `javascript:`.

// no white space, control characters or backslashes: browsers drop tabs and newlines inside a
// scheme ("java\tscript:") and read "\" as "/" ("/\evil.com" is "//evil.com")
const PLAIN = '[^\\s\\u0000-\\u001f\\u007f\\\\]';
const SAFE_LINK = new RegExp(`^(?:https?://[^\\s\\u0000-\\u001f\\u007f\\\\/?#]+(?:[/?#]${PLAIN}*)?|/(?![/\\\\])${PLAIN}*|#${PLAIN}*)$`, 'iu');

/** the link when it is an http(s) URL, a path of this site or a fragment; otherwise undefined */
export function safeLink(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value !== '' && SAFE_LINK.test(value) ? value : undefined;
}

/** a link the browser leaves this site for (opened in a new tab) */
export function isExternalLink(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
