// The group screens' styles: one <style> element (inline styles are allowed by the site's CSP).
// The list is a grid of cards (one column on a phone); a group's page puts its side card beside
// the tabs on a wide screen and above them under 992 px. Tables scroll inside their card, so no
// page is wider than a 390 px window.
const CSS = `
.oj-group-toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
.oj-group-auth-filter { width: 170px; max-width: 100%; }
.oj-group-mine { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; }
.oj-group-search { display: flex; gap: 8px; flex: 1 1 220px; min-width: 0; max-width: 360px; }
.oj-group-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 16px; }
@media (max-width: 767.98px) { .oj-group-grid { grid-template-columns: minmax(0, 1fr); } }
.oj-group-card { display: flex; flex-direction: column; gap: 10px; min-width: 0; padding: 14px; border: 1px solid var(--semi-color-border); border-radius: 8px; background: var(--semi-color-bg-0); cursor: pointer; transition: box-shadow .2s, border-color .2s; }
.oj-group-card:hover, .oj-group-card:focus-visible { border-color: var(--semi-color-primary); box-shadow: 0 2px 10px rgba(0,0,0,.08); outline: none; }
.oj-group-card-head { display: flex; gap: 12px; align-items: center; min-width: 0; }
.oj-group-card-title { flex: 1; min-width: 0; }
.oj-group-card-name { font-size: 16px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: var(--semi-color-text-0); }
.oj-group-card-owner { font-size: 13px; color: var(--semi-color-text-2); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.oj-group-card-brief { color: var(--semi-color-text-1); min-height: 40px; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.oj-group-card-foot { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; font-size: 13px; color: var(--semi-color-text-2); }
.oj-group-card-count { display: inline-flex; align-items: center; gap: 3px; white-space: nowrap; }
.oj-group-card-date { margin-left: auto; white-space: nowrap; }
.oj-group-layout { display: grid; grid-template-columns: 280px minmax(0, 1fr); gap: 16px; align-items: start; }
.oj-group-layout > * { min-width: 0; }
@media (max-width: 991.98px) { .oj-group-layout { grid-template-columns: minmax(0, 1fr); gap: 0; } }
.oj-group-side { text-align: center; }
.oj-group-side-body { min-width: 0; }
@media (max-width: 991.98px) {
  .oj-group-side { display: flex; gap: 16px; align-items: flex-start; text-align: left; }
  .oj-group-side-body { flex: 1; }
  .oj-group-side .oj-group-side-name { margin-top: 0; }
  .oj-group-side .oj-group-side-tags { justify-content: flex-start; }
}
.oj-group-side-name { margin: 10px 0 6px; font-size: 18px; font-weight: 600; overflow-wrap: anywhere; }
.oj-group-side-tags { display: flex; flex-wrap: wrap; gap: 6px; justify-content: center; margin-bottom: 10px; }
.oj-group-facts { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 6px 12px; text-align: left; font-size: 13px; }
.oj-group-facts dt { color: var(--semi-color-text-2); white-space: nowrap; }
.oj-group-facts dd { margin: 0; overflow-wrap: anywhere; }
.oj-group-tabs { padding-top: 4px; padding-bottom: 0; }
.oj-group-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.oj-group-section-title { font-weight: 600; font-size: 16px; margin: 0 0 8px; }
.oj-group-description { overflow-wrap: anywhere; min-width: 0; }
.oj-group-table { max-width: 100%; }
.oj-group-table .semi-table-body > table, .oj-group-table .semi-table-header > table, .oj-group-table table { min-width: 100%; }
.oj-group-datetime { display: inline-flex; flex-direction: column; line-height: 1.35; white-space: nowrap; }
.oj-group-datetime > :last-child { font-size: 12px; color: var(--semi-color-text-2); }
.oj-group-table .semi-table-row-head { white-space: nowrap; }
.oj-group-user { display: inline-flex; gap: 8px; align-items: center; min-width: 0; }
.oj-group-user-names { display: flex; flex-direction: column; min-width: 0; line-height: 1.35; }
.oj-group-cell-text { overflow-wrap: anywhere; min-width: 120px; max-width: 360px; display: inline-block; }
.oj-group-announcement { padding: 10px 4px; border-bottom: 1px solid var(--semi-color-border); cursor: pointer; min-width: 0; }
.oj-group-announcement:last-child { border-bottom: 0; }
.oj-group-announcement:hover .oj-group-announcement-title { color: var(--semi-color-primary); }
.oj-group-announcement-title { font-weight: 600; overflow-wrap: anywhere; background: none; border: 0; padding: 0; font: inherit; font-weight: 600; cursor: pointer; text-align: left; color: var(--semi-color-text-0); }
.oj-group-form-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 0 16px; }
.oj-group-form-label { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; gap: 8px; }
.oj-group-form-row .semi-radioGroup { flex-wrap: wrap; }
.oj-group-dialog-body { max-width: 960px; margin: 0 auto; }
.oj-group-preview { border: 1px solid var(--semi-color-border); border-radius: 4px; padding: 8px 12px; min-height: 120px; max-height: 50vh; overflow: auto; }
.oj-group-toolbar-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.oj-group-avatar-row { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; margin-bottom: 16px; }
`;

export function GroupStyles() {
  return <style>{CSS}</style>;
}
