import { lazy, Suspense } from 'react';

// KaTeX and highlight.js are heavy: the renderer loads on first use, not with the home page.
const MarkdownImpl = lazy(() => import('./MarkdownImpl.js'));

/** `trusted`: a post by an admin role, whose allow-listed HTML is rendered (MarkdownImpl TRUSTED_HTML) */
export function Markdown({ source, className, trusted }: { source: string | null | undefined; className?: string; trusted?: boolean }) {
  return (
    <Suspense fallback={<div className="oj-markdown">{source}</div>}>
      <MarkdownImpl source={source ?? ''} className={className} trusted={trusted} />
    </Suspense>
  );
}
