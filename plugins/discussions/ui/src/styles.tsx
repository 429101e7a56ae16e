// The discussion screens' styles: one <style> element (inline styles are allowed by the site's CSP).
// The list is a column of posts beside the categories on a wide screen; under 992 px the
// categories become a row of chips above the posts, and nothing is wider than a 390 px window.
const CSS = `
.oj-disc-layout { display: grid; grid-template-columns: minmax(0, 1fr) 260px; gap: 16px; align-items: start; }
.oj-disc-layout > * { min-width: 0; }
@media (max-width: 991.98px) {
  .oj-disc-layout { grid-template-columns: minmax(0, 1fr); gap: 0; }
  .oj-disc-side { order: -1; }
  .oj-disc-cats { flex-direction: row !important; flex-wrap: wrap; }
  .oj-disc-cat { width: auto !important; }
}
.oj-disc-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.oj-disc-toolbar .oj-disc-search { display: flex; gap: 8px; flex: 1 1 220px; min-width: 0; max-width: 360px; }
.oj-disc-heading { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; min-width: 0; }
.oj-disc-heading h2 { margin: 0; font-size: 18px; overflow-wrap: anywhere; }
.oj-disc-item { display: flex; gap: 12px; padding: 14px 4px; border-bottom: 1px solid var(--semi-color-border); min-width: 0; }
.oj-disc-item:last-child { border-bottom: 0; }
.oj-disc-item-main { flex: 1; min-width: 0; }
.oj-disc-item-title { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; min-width: 0; }
.oj-disc-item-title a { font-size: 16px; font-weight: 600; color: var(--semi-color-text-0); overflow-wrap: anywhere; min-width: 0; }
.oj-disc-item-title a:hover { color: var(--semi-color-primary); }
.oj-disc-desc { color: var(--semi-color-text-2); margin: 4px 0 8px; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.oj-disc-meta { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; font-size: 13px; color: var(--semi-color-text-2); min-width: 0; }
.oj-disc-counts { display: inline-flex; gap: 12px; margin-left: auto; white-space: nowrap; }
.oj-disc-count { display: inline-flex; align-items: center; gap: 3px; }
.oj-disc-author { display: inline-flex; align-items: center; gap: 6px; min-width: 0; flex-wrap: wrap; }
.oj-disc-author a { overflow-wrap: anywhere; }
.oj-disc-cats { display: flex; flex-direction: column; gap: 4px; }
.oj-disc-cat { width: 100%; text-align: left; border: 1px solid transparent; border-radius: 4px; padding: 6px 10px; background: none; cursor: pointer; font-size: 14px; color: var(--semi-color-text-0); overflow-wrap: anywhere; }
.oj-disc-cat:hover { background: var(--semi-color-fill-0); }
.oj-disc-cat[aria-pressed=true] { background: var(--semi-color-primary-light-default); color: var(--semi-color-primary); border-color: var(--semi-color-primary-light-active); font-weight: 600; }
.oj-disc-detail h1 { margin: 0; font-size: 22px; overflow-wrap: anywhere; }
.oj-disc-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
.oj-disc-content { margin-top: 16px; padding-top: 12px; border-top: 1px solid var(--semi-color-border); overflow-wrap: anywhere; min-width: 0; }
.oj-disc-report-tags { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
.oj-disc-report-tag { border: 1px solid var(--semi-color-border); border-radius: 14px; padding: 3px 12px; background: var(--semi-color-bg-0); cursor: pointer; font-size: 13px; color: var(--semi-color-text-0); }
.oj-disc-report-tag[aria-checked=true] { background: var(--semi-color-danger); border-color: var(--semi-color-danger); color: #fff; }
.oj-disc-preview { border: 1px solid var(--semi-color-border); border-radius: 4px; padding: 8px 12px; min-height: 120px; max-height: 50vh; overflow: auto; }
.oj-disc-admin-table { max-width: 100%; }
.oj-disc-admin-table .semi-table-row-head { white-space: nowrap; }
.oj-disc-title-cell { overflow-wrap: anywhere; min-width: 120px; display: inline-block; }
.oj-disc-cat-row { display: flex; gap: 8px; align-items: flex-start; margin-bottom: 8px; }
.oj-disc-cat-row .oj-disc-cat-input { flex: 1; min-width: 0; }
`;

export function DiscussionStyles() {
  return <style>{CSS}</style>;
}
