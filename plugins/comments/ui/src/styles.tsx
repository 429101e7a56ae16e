// The comment area's styles: one <style> element (inline styles are allowed by the site's CSP).
// Every row may wrap and every user-written block breaks long words and scrolls its own wide
// pieces (code, tables, formulas), so the area is never wider than a 390 px window.
const CSS = `
.oj-cm { min-width: 0; }
.oj-cm-head { display: flex; align-items: baseline; gap: 8px; margin-bottom: 12px; flex-wrap: wrap; }
.oj-cm-head h3 { margin: 0; font-size: 16px; font-weight: 600; }
.oj-cm-hint { margin: 0 0 12px; }
.oj-cm-editor { margin-bottom: 16px; min-width: 0; }
.oj-cm-textarea { display: block; width: 100%; box-sizing: border-box; min-height: 64px; resize: vertical; font: inherit; font-size: 14px; line-height: 1.6;
  color: var(--semi-color-text-0, #1c1f23); background: var(--semi-color-fill-0, #f7f8fa); border: 1px solid transparent; border-radius: 6px; padding: 8px 12px; outline: none; }
.oj-cm-textarea:hover { background: var(--semi-color-fill-1, #eff0f3); }
.oj-cm-textarea:focus { background: var(--semi-color-bg-0, #fff); border-color: var(--semi-color-focus-border, #0064fa); }
.oj-cm-textarea[aria-invalid=true] { border-color: var(--semi-color-danger, #f5222d); }
.oj-cm-editor-bar { display: flex; align-items: center; gap: 8px; margin-top: 8px; flex-wrap: wrap; }
.oj-cm-editor-bar .oj-cm-grow { flex: 1 1 auto; }
.oj-cm-count { font-size: 12px; color: var(--semi-color-text-2, #888); font-variant-numeric: tabular-nums; }
.oj-cm-count.over { color: var(--semi-color-danger, #f5222d); font-weight: 600; }
.oj-cm-login { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap;
  border: 1px dashed var(--semi-color-border, #dcdfe6); border-radius: 6px; padding: 14px 16px; margin-bottom: 16px;
  color: var(--semi-color-text-2, #666); cursor: pointer; }
.oj-cm-emojis { display: grid; grid-template-columns: repeat(8, 34px); gap: 2px; padding: 6px; max-width: calc(100vw - 32px); }
.oj-cm-emojis button { width: 34px; height: 34px; border: 0; background: transparent; border-radius: 4px; font-size: 20px; line-height: 1; cursor: pointer; padding: 0; }
.oj-cm-emojis button:hover, .oj-cm-emojis button:focus-visible { background: var(--semi-color-fill-0, #f2f3f5); outline: none; }
.oj-cm-list { list-style: none; margin: 0; padding: 0; }
.oj-cm-item { display: flex; gap: 12px; padding: 14px 0; border-top: 1px solid var(--semi-color-border, #eee); min-width: 0; }
.oj-cm-item:first-child { border-top: 0; }
.oj-cm-body { flex: 1 1 auto; min-width: 0; }
.oj-cm-author { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; min-width: 0; line-height: 22px; }
.oj-cm-name { font-weight: 600; color: var(--semi-color-text-0, #1c1f23); overflow-wrap: anywhere; }
.oj-cm-badge { display: inline-block; font-size: 11px; line-height: 16px; padding: 0 5px; border-radius: 3px; color: #fff; font-weight: 600; letter-spacing: .3px; }
.oj-cm-badge.root { background: #d9534f; }
.oj-cm-badge.admin { background: #2d8cf0; }
.oj-cm-title-tag { display: inline-block; font-size: 12px; line-height: 18px; padding: 0 6px; border-radius: 3px; color: #fff; max-width: 100%;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: middle; }
.oj-cm-content { margin: 4px 0 6px; min-width: 0; overflow-wrap: anywhere; }
.oj-cm-content .oj-markdown > :first-child { margin-top: 0; }
.oj-cm-content .oj-markdown > :last-child { margin-bottom: 0; }
.oj-cm-content .oj-markdown p { margin: 4px 0; }
.oj-cm-content .oj-markdown table { display: block; max-width: 100%; overflow-x: auto; }
.oj-cm-content .oj-markdown pre, .oj-cm-content .oj-markdown .katex-display { max-width: 100%; overflow-x: auto; }
.oj-cm-content .oj-markdown img { height: auto; }
.oj-cm-actions { display: flex; align-items: center; gap: 4px 14px; flex-wrap: wrap; font-size: 13px; color: var(--semi-color-text-2, #888); }
.oj-cm-action { display: inline-flex; align-items: center; gap: 4px; border: 0; background: none; padding: 2px 0; color: inherit; cursor: pointer; font-size: 13px; }
.oj-cm-action:hover, .oj-cm-action:focus-visible { color: var(--semi-color-primary, #0064fa); outline: none; }
.oj-cm-action.liked { color: var(--semi-color-primary, #0064fa); }
.oj-cm-action.danger:hover, .oj-cm-action.danger:focus-visible { color: var(--semi-color-danger, #f5222d); }
.oj-cm-action[disabled] { cursor: default; opacity: .6; }
.oj-cm-time { white-space: nowrap; }
.oj-cm-replies { margin-top: 10px; background: var(--semi-color-fill-0, #f7f8fa); border-radius: 6px; padding: 4px 12px; min-width: 0; }
.oj-cm-reply { display: flex; gap: 8px; padding: 8px 0; border-top: 1px solid var(--semi-color-border, #eceef1); min-width: 0; }
.oj-cm-reply:first-child { border-top: 0; }
.oj-cm-reply .oj-cm-author { font-size: 13px; }
.oj-cm-arrow { color: var(--semi-color-text-2, #888); font-size: 12px; }
.oj-cm-more-replies { padding: 6px 0 8px; }
.oj-cm-link { border: 0; background: none; padding: 0; color: var(--semi-color-link, #0077fa); cursor: pointer; font-size: 13px; }
.oj-cm-link:hover { text-decoration: underline; }
.oj-cm-reply-box { margin-top: 10px; }
.oj-cm-footer { display: flex; justify-content: center; padding: 12px 0 4px; }
@media (max-width: 480px) {
  .oj-cm-narrow-hide { display: none; }
  .oj-cm-item { gap: 8px; }
  .oj-cm-item > .oj-cm-avatar { width: 32px !important; height: 32px !important; }
  .oj-cm-replies { padding: 2px 8px; }
  .oj-cm-emojis { grid-template-columns: repeat(8, 30px); }
  .oj-cm-emojis button { width: 30px; height: 30px; font-size: 18px; }
}
`;

export function CommentStyles() {
  return <style>{CSS}</style>;
}
