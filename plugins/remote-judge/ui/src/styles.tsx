// The remote judge pages' styles: one <style> element (inline styles are allowed by the site's
// CSP). Rows wrap, long values (errors, proxies, cookies) break or are cut with their full text in
// a title, and the tables scroll inside their own box, so nothing is wider than a 390 px window.
import { Tag } from '@douyinfe/semi-ui';
import type { SiteHealthState } from '@oj/plugin-remote-judge/browser';
import { useTranslation } from 'react-i18next';
import { NS } from './api.js';

const CSS = `
.oj-rj { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.oj-rj h3 { margin: 0; font-size: 16px; }
.oj-rj .oj-card { margin-bottom: 0; min-width: 0; }
.oj-rj-head { display: flex; align-items: center; justify-content: space-between; gap: 8px 12px; flex-wrap: wrap; margin-bottom: 8px; }
.oj-rj-tools { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; min-width: 0; }
.oj-rj-hint { margin: 0 0 12px; overflow-wrap: anywhere; }
.oj-rj-table { max-width: 100%; min-width: 0; }
.oj-rj-table .semi-table-container { overflow-x: auto; }
.oj-rj-table table { min-width: 100%; }
.oj-rj-stack { display: inline-flex; flex-direction: column; gap: 2px; min-width: 0; vertical-align: middle; }
.oj-rj-cell { display: inline-block; max-width: 240px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: middle; }
.oj-rj-clamp { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; max-width: 260px; min-width: 160px; overflow-wrap: anywhere; white-space: normal; }
.oj-rj-small { font-size: 12px; color: var(--semi-color-text-2, #888); }
.oj-rj-error { color: var(--semi-color-danger, #f93920); }
.oj-rj-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; min-width: 0; }
.oj-rj-field > span:first-child { font-size: 13px; color: var(--semi-color-text-1, #555); }
.oj-rj-field small { color: var(--semi-color-text-2, #888); overflow-wrap: anywhere; }
.oj-rj-row { display: flex; gap: 12px 24px; flex-wrap: wrap; align-items: flex-start; }
.oj-rj-refusal { margin-bottom: 12px; }
.oj-rj-sites { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); gap: 12px; align-items: start; }
.oj-rj-site { border: 1px solid var(--semi-color-border, #e5e6eb); border-radius: 8px; padding: 12px; display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.oj-rj-site-title { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; font-weight: 600; min-width: 0; }
.oj-rj-site-main { display: flex; align-items: flex-end; justify-content: space-between; gap: 8px; flex-wrap: wrap; min-width: 0; margin-top: auto; }
.oj-rj-site-body { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1 1 160px; overflow-wrap: anywhere; font-size: 13px; }
.oj-rj-site-actions { display: flex; gap: 8px; flex-wrap: wrap; }
.oj-rj-notice { margin-bottom: 12px; display: flex; flex-direction: column; gap: 8px; min-width: 0; }
.oj-rj-judged { display: flex; align-items: center; gap: 6px 8px; flex-wrap: wrap; font-size: 13px; color: var(--semi-color-text-1, #555); min-width: 0; }
.oj-rj-notice .semi-banner { overflow-wrap: anywhere; }
`;

export function RjStyles() {
  return <style>{CSS}</style>;
}

const STATE_COLOR: Record<SiteHealthState, 'green' | 'red' | 'grey'> = { ok: 'green', unavailable: 'red', off: 'grey' };

/** a site's state as a coloured tag: available (green), unavailable (red), off (grey) */
export function StateTag({ state, size = 'default' }: { state: SiteHealthState; size?: 'small' | 'default' | 'large' }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={STATE_COLOR[state]} size={size} data-testid="rj-state" data-state={state}>
      {t(`Rj_State_${state}`)}
    </Tag>
  );
}
