import type { AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { isExternalLink, safeLink } from '../safe-link.js';
import { TRUSTED_HTML } from './trusted-html.js';
import 'katex/dist/katex.min.css';
import './markdown.css';

// Sanitise first (the raw tree from the user), then let KaTeX and highlight.js add their own markup.
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-./, 'math-inline', 'math-display']],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'math-inline', 'math-display']],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'math-inline', 'math-display']],
  },
};

const baseAttributes: Record<string, unknown[]> = schema.attributes ?? {};
const trustedSchema = {
  ...schema,
  tagNames: [...(schema.tagNames ?? []), ...TRUSTED_HTML.tagNames],
  attributes: Object.fromEntries(
    [...new Set([...Object.keys(baseAttributes), ...Object.keys(TRUSTED_HTML.attributes)])]
      .map((tag) => [tag, [...(baseAttributes[tag] ?? []), ...(TRUSTED_HTML.attributes[tag] ?? [])]]),
  ),
  protocols: { ...schema.protocols, src: ['http', 'https'], ...TRUSTED_HTML.protocols },
};

function PdfCard({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation();
  return (
    <span className="oj-md-pdf">
      <span className="oj-md-pdf-card">
        <span className="oj-md-pdf-icon">PDF</span>
        <span className="oj-md-pdf-name">{name}</span>
        <a href={href} download target="_blank" rel="noreferrer">
          {t('Download')}
        </a>
      </span>
      <iframe className="oj-md-pdf-viewer" src={href} title={name} />
    </span>
  );
}

function Link({ href: raw, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  delete (rest as { node?: unknown }).node;
  // a link that is not http(s) or a path of this site is shown as its text only
  const href = safeLink(raw);
  if (!href) return <span>{children}</span>;
  if (/\.pdf($|[?#])/i.test(href)) {
    const name = typeof children === 'string' ? children : decodeURIComponent(href.split('/').pop() ?? 'file.pdf');
    return <PdfCard href={href} name={name} />;
  }
  const external = isExternalLink(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
      {children}
    </a>
  );
}

export default function MarkdownImpl({ source, className, trusted }: { source: string; className?: string; trusted?: boolean }) {
  return (
    <div className={`oj-markdown${className ? ` ${className}` : ''}`}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={trusted
          ? [rehypeRaw, [rehypeSanitize, trustedSchema], rehypeKatex, [rehypeHighlight, { detect: false, ignoreMissing: true }]]
          : [[rehypeSanitize, schema], rehypeKatex, [rehypeHighlight, { detect: false, ignoreMissing: true }]]}
        components={{ a: Link }}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
