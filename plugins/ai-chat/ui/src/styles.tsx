// The AI chat's styles: one <style> element (inline styles are allowed by the site's CSP). Every
// row wraps and the answers break long words and scroll their own wide pieces (code, tables), so
// the tab and the admin page are never wider than a 390 px window.
const CSS = `
.oj-ai { min-width: 0; display: flex; flex-direction: column; gap: 10px; }
.oj-ai-bar { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; min-width: 0; }
.oj-ai-bar .oj-ai-grow { flex: 1 1 auto; }
.oj-ai-chats { display: flex; gap: 6px; flex-wrap: wrap; min-width: 0; }
.oj-ai-chip { max-width: 100%; min-width: 0; border: 1px solid var(--semi-color-border, #dcdfe6); background: var(--semi-color-bg-0, #fff);
  color: var(--semi-color-text-0, #1c1f23); border-radius: 14px; padding: 3px 12px; font: inherit; font-size: 13px; line-height: 20px; cursor: pointer;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.oj-ai-chip:hover { background: var(--semi-color-fill-0, #f2f3f5); }
.oj-ai-chip[aria-pressed=true] { border-color: var(--semi-color-primary, #0064fa); color: var(--semi-color-primary, #0064fa); font-weight: 600; }
.oj-ai-chip .oj-ai-age { font-weight: 400; color: var(--semi-color-text-2, #888); margin-left: 6px; font-size: 12px; }
.oj-ai-title { display: flex; align-items: center; gap: 6px; min-width: 0; flex-wrap: wrap; }
.oj-ai-title h4 { margin: 0; font-size: 15px; overflow-wrap: anywhere; min-width: 0; }
.oj-ai-messages { border: 1px solid var(--semi-color-border, #eee); border-radius: 6px; padding: 10px; min-height: 160px; max-height: 55vh; overflow-y: auto;
  overflow-x: hidden; display: flex; flex-direction: column; gap: 10px; background: var(--semi-color-fill-0, #f7f8fa); min-width: 0; }
.oj-ai-msg { max-width: 100%; min-width: 0; border-radius: 8px; padding: 8px 12px; overflow-wrap: anywhere; line-height: 1.6; }
.oj-ai-msg.user { align-self: flex-end; background: var(--semi-color-primary-light-default, #eaf5ff); white-space: pre-wrap; max-width: 90%; }
.oj-ai-msg.assistant { align-self: stretch; background: var(--semi-color-bg-0, #fff); }
.oj-ai-msg .oj-ai-who { display: block; font-size: 12px; color: var(--semi-color-text-2, #888); margin-bottom: 2px; }
.oj-ai-msg .oj-markdown > :first-child { margin-top: 0; }
.oj-ai-msg .oj-markdown > :last-child { margin-bottom: 0; }
.oj-ai-msg .oj-markdown pre, .oj-ai-msg .oj-markdown table { max-width: 100%; overflow-x: auto; }
.oj-ai-msg .oj-markdown table { display: block; }
.oj-ai-caret { display: inline-block; width: 7px; height: 14px; margin-left: 2px; vertical-align: text-bottom; background: var(--semi-color-text-2, #888);
  animation: oj-ai-blink 1s steps(1) infinite; }
@keyframes oj-ai-blink { 50% { opacity: 0; } }
.oj-ai-empty { color: var(--semi-color-text-2, #888); text-align: center; margin: auto 0; padding: 16px 8px; }
.oj-ai-composer { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.oj-ai-composer textarea { font: inherit; }
.oj-ai-composer-bar { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.oj-ai-composer-bar .oj-ai-grow { flex: 1 1 auto; }
.oj-ai-count { font-size: 12px; color: var(--semi-color-text-2, #888); font-variant-numeric: tabular-nums; }
.oj-ai-count.over { color: var(--semi-color-danger, #f5222d); font-weight: 600; }
.oj-ai-login { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 32px 12px; color: var(--semi-color-text-1, #555); text-align: center; }
.oj-ai-model { max-width: 100%; }
.oj-ai-admin { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.oj-ai-admin h3 { margin: 0 0 8px; font-size: 16px; }
.oj-ai-row { display: flex; gap: 12px 24px; flex-wrap: wrap; align-items: flex-end; }
.oj-ai-field { display: flex; flex-direction: column; gap: 4px; min-width: 0; max-width: 100%; }
.oj-ai-field > span { font-size: 13px; color: var(--semi-color-text-1, #555); }
.oj-ai-cell { display: inline-block; max-width: 220px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: middle; }
.oj-ai-table { max-width: 100%; }
`;

export function AiStyles() {
  return <style>{CSS}</style>;
}
