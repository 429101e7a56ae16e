import { lazy, Suspense } from 'react';

// KaTeX and highlight.js are heavy: the renderer loads on first use, not with the home page.
const MarkdownImpl = lazy(() => import('./MarkdownImpl.js'));

export function Markdown({ source, className }: { source: string | null | undefined; className?: string }) {
  return (
    <Suspense fallback={<div className="oj-markdown">{source}</div>}>
      <MarkdownImpl source={source ?? ''} className={className} />
    </Suspense>
  );
}
