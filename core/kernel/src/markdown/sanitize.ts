// Markdown is sanitised when it is stored (spec R5; issue 9 item 15), not only when a browser
// renders it: raw HTML keeps only allow-listed tags and attributes (no scripts, no event handlers,
// no styles), and links, images and link definitions keep only http(s) URLs and paths of this
// site. Only those spans of the source are rewritten; everything else — text, tables, code, math —
// is stored exactly as sent.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, defaultSchema, type Schema } from 'hast-util-sanitize';
import { visit, SKIP } from 'unist-util-visit';
import type { Nodes as HastNodes, Element } from 'hast';
import type { Nodes as MdNodes, Parent } from 'mdast';
import { isSafeLink } from '@oj/sdk';
import { TRUSTED_HTML } from '@oj/sdk/shared';

/** GitHub's allow-list, with the math classes the renderer uses; ids are left as written (the renderer prefixes them) */
const SCHEMA: Schema = {
  ...defaultSchema,
  // GitHub keeps <input> for its task lists; those come from markdown (- [ ]), never from raw HTML,
  // where an input is only bait (a box that looks like the site's own)
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => tag !== 'input'),
  clobber: [],
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-./, 'math-inline', 'math-display']],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'math-inline', 'math-display']],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'math-inline', 'math-display']],
  },
  protocols: { href: ['http', 'https'], cite: ['http', 'https'], src: ['http', 'https'], longDesc: ['http', 'https'] },
};

/** posts by admin roles: the same, plus the presentational tags and media of TRUSTED_HTML */
const WIDE_SCHEMA: Schema = {
  ...SCHEMA,
  tagNames: [...(SCHEMA.tagNames ?? []), ...TRUSTED_HTML.tagNames],
  attributes: Object.fromEntries(
    [...new Set([...Object.keys(SCHEMA.attributes ?? {}), ...Object.keys(TRUSTED_HTML.attributes)])]
      .map((tag) => [tag, [...(SCHEMA.attributes?.[tag] ?? []), ...(TRUSTED_HTML.attributes[tag] ?? [])]]),
  ),
  protocols: { ...SCHEMA.protocols, ...TRUSTED_HTML.protocols },
};

const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function attributeName(property: string): string {
  if (property === 'className') return 'class';
  if (property === 'htmlFor') return 'for';
  if (/^(aria|data)[A-Z]/.test(property)) return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property.toLowerCase();
}

/** the open tag of a sanitised element; its URL attributes checked once more against isSafeLink */
function openTag(el: Element): string {
  let out = `<${el.tagName}`;
  for (const [key, raw] of Object.entries(el.properties ?? {})) {
    if (raw === false || raw === null || raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(' ') : raw === true ? '' : String(raw);
    if ((key === 'href' || key === 'src' || key === 'cite' || key === 'poster') && !isSafeLink(value)) continue;
    out += raw === true ? ` ${attributeName(key)}` : ` ${attributeName(key)}="${escapeAttr(value)}"`;
  }
  return `${out}>`;
}

/**
 * HTML of a sanitised tree: only elements, text and the allow-listed attributes remain in it. An
 * element the span opened but left open (its content follows as markdown, e.g. <details>) is
 * left open here too: the parser closed it, the author did not.
 */
function toHtml(node: HastNodes, written: string): string {
  if (node.type === 'text') return escapeText(node.value);
  if (node.type === 'root') return node.children.map((c) => toHtml(c, written)).join('');
  if (node.type !== 'element') return '';
  if (VOID.has(node.tagName)) return openTag(node);
  const closed = written.toLowerCase().includes(`</${node.tagName}`);
  return `${openTag(node)}${node.children.map((c) => toHtml(c, written)).join('')}${closed ? `</${node.tagName}>` : ''}`;
}

const clean = (html: string, schema: Schema) => sanitize(fromHtml(html, { fragment: true }), schema);
const LONE_OPEN = /^<([a-zA-Z][a-zA-Z0-9-]*)(\s[^<>]*)?>$/;
const LONE_CLOSE = /^<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>$/;

/** one raw HTML span of the markdown, sanitised; a lone open or close tag stays a lone tag */
function sanitizeHtml(value: string, schema: Schema): string {
  const trimmed = value.trim();
  const close = LONE_CLOSE.exec(trimmed);
  if (close) {
    const tag = close[1].toLowerCase();
    return schema.tagNames?.includes(tag) && !VOID.has(tag) ? `</${tag}>` : '';
  }
  if (LONE_OPEN.test(trimmed) && !trimmed.endsWith('/>')) {
    const tree = clean(trimmed, schema);
    const el = tree.type === 'root' ? tree.children.find((c): c is Element => c.type === 'element') : undefined;
    const wanted = LONE_OPEN.exec(trimmed)![1].toLowerCase();
    return el && el.tagName === wanted ? openTag(el) : '';
  }
  return toHtml(clean(value, schema), value);
}

interface Edit { start: number; end: number; text: string }
const MAX_PASSES = 4;

export interface SanitizeOptions {
  /** an admin role's post: the wider allow-list of TRUSTED_HTML (still no script, handler or style) */
  trusted?: boolean;
}

/** `source` with raw HTML sanitised and links, images and definitions to unsafe URLs removed */
export function sanitizeMarkdown(source: string, options: SanitizeOptions = {}, pass = 0): string {
  if (!/[<:\\]/.test(source)) return source; // no HTML and no URL scheme: nothing to do
  // passes settle at once in practice; a source that keeps changing is stored as plain text
  if (pass >= MAX_PASSES) return source.replace(/</g, '&lt;');
  const tree = fromMarkdown(source, { extensions: [gfm(), math()], mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()] });
  const edits: Edit[] = [];
  const span = (node: MdNodes) => ({ start: node.position!.start.offset!, end: node.position!.end.offset! });
  visit(tree, (node: MdNodes) => {
    if (!node.position) return undefined;
    if (node.type === 'html') {
      const text = sanitizeHtml(node.value, options.trusted ? WIDE_SCHEMA : SCHEMA);
      if (text !== node.value) edits.push({ ...span(node), text });
      return SKIP;
    }
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !isSafeLink(node.url.trim())) {
      // the link becomes its text; an image its alt text; a definition goes
      let text = '';
      if (node.type === 'link') {
        const kids = (node as Parent).children;
        text = kids.length && kids[0].position && kids.at(-1)!.position
          ? sanitizeMarkdown(source.slice(kids[0].position.start.offset!, kids.at(-1)!.position!.end.offset!), options)
          : '';
      } else if (node.type === 'image') {
        text = escapeText(node.alt ?? '').replace(/[[\]\\*_`]/g, (c) => `\\${c}`);
      }
      edits.push({ ...span(node), text });
      return SKIP;
    }
    return undefined;
  });
  if (edits.length === 0) return source;
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  // a removal can make new markdown out of what was around it (e.g. join two halves of a tag)
  return sanitizeMarkdown(out, options, pass + 1);
}
