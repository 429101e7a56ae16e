import type { Page } from 'playwright-core';

/** Markdown a user could save as a signature: every payload sets window.__xss if it runs. */
export const XSS_CORPUS = [
  'Energy: $E=mc^2$',
  '',
  '[statement.pdf](/files/statement.pdf)',
  '',
  '<script>window.__xss = "script"</script>',
  '',
  '[click me](javascript:window.__xss="js-link")',
  '',
  '<a href="javascript:window.__xss=\'raw-link\'">raw link</a>',
  '',
  '<img src="x" onerror="window.__xss=\'onerror\'">',
  '',
  '![pic](x" onerror="window.__xss=\'md-img\')',
  '',
  '<svg onload="window.__xss=\'svg\'"><script>window.__xss="svg-script"</script><circle r="5"/></svg>',
  '',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
  '',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
  '',
  '[data](data:text/html,<script>window.__xss="data"</script>)',
  '',
  '<div style="background:url(javascript:window.__xss=1)" onclick="window.__xss=\'click\'">styled</div>',
].join('\n');

/** What of the corpus got through: a run payload, scripts, handlers, javascript: URLs, foreign SVG. */
export async function xssLeaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const w = window as unknown as { __xss?: string };
    if (w.__xss !== undefined) out.push(`ran: ${w.__xss}`);
    for (const md of document.querySelectorAll('.oj-markdown')) {
      if (md.querySelector('script')) out.push('script element');
      if (md.querySelector('iframe:not(.oj-md-pdf-viewer)')) out.push('foreign iframe');
      for (const el of md.querySelectorAll('*')) {
        for (const a of el.getAttributeNames()) if (a.startsWith('on')) out.push(`${el.tagName} ${a}`);
        if (el.getAttribute('style')?.includes('javascript')) out.push('style url');
      }
      for (const a of md.querySelectorAll('[href],[src]')) {
        const v = a.getAttribute('href') ?? a.getAttribute('src') ?? '';
        if (/^\s*(javascript|data):/i.test(v)) out.push(`${a.tagName} ${v.slice(0, 30)}`);
      }
      for (const svg of md.querySelectorAll('svg')) if (!svg.closest('.katex')) out.push('svg outside KaTeX');
    }
    return out;
  });
}
