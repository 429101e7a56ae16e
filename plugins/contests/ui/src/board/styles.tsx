// The board screens' styles: one <style> element (inline styles are allowed by the site's CSP).
// Tables scroll inside their own box so a page is never wider than a 390 px phone.
const CSS = `
.oj-board { min-width: 0; max-width: 100%; }
.oj-board-toolbar { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.oj-board-search { display: flex; gap: 8px; flex: 1 1 240px; max-width: 360px; min-width: 0; }
.oj-board-switches { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: center; }
.oj-board-switch { display: inline-flex; gap: 6px; align-items: center; font-size: 13px; white-space: nowrap; cursor: pointer; }
.oj-board-table, .oj-board-scroll { max-width: 100%; overflow-x: auto; }
.oj-board-table .semi-table-row-cell { padding: 6px 6px !important; }
/* a board of few problems fills the card on a wide screen; a wide one scrolls in its box */
.oj-board-table .semi-table-body > table, .oj-board-table .semi-table-header > table, .oj-board-table table { min-width: 100%; }
.oj-board-user { display: flex; gap: 8px; align-items: center; min-width: 160px; }
.oj-board-user-line { display: flex; gap: 4px; align-items: center; flex-wrap: wrap; }
.oj-board-school { font-size: 12px; color: var(--semi-color-text-2); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 160px; }
.oj-board-follow { border: 0; background: none; padding: 0; cursor: pointer; display: inline-flex; color: var(--semi-color-text-2); }
.oj-board-head { display: inline-flex; gap: 4px; align-items: center; font-weight: 600; }
.oj-board-balloon { width: 10px; height: 10px; border-radius: 50%; border: 1px solid rgba(0,0,0,.2); display: inline-block; }
.oj-board-cell { display: inline-flex; flex-direction: column; align-items: center; justify-content: center; min-width: 52px; min-height: 34px; border-radius: 4px; font-size: 13px; line-height: 1.2; }
.oj-board-cell-sub { font-size: 11px; opacity: .85; }
.oj-board-oi { font-weight: 600; }
/* the caller's own and followed rows repeated on top of page 1: one tint, never an award's colours;
   the caller's row has an accent bar, and a line closes the pinned block */
.oj-board-table .oj-board-pinned > td { background: var(--semi-color-primary-light-default) !important; }
.oj-board-table .oj-board-mine > td:first-child { box-shadow: inset 4px 0 0 var(--semi-color-primary); }
.oj-board-table .oj-board-pinned-last > td { border-bottom: 2px solid var(--semi-color-primary-light-active) !important; }
.oj-board-failed { color: var(--semi-color-danger); margin-bottom: 8px; }
.oj-board-legend { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; font-size: 12px; }
.oj-board-legend .oj-board-cell { min-height: 22px; padding: 0 6px; }
.oj-admin-list-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
`;

export function BoardStyles() {
  return <style>{CSS}</style>;
}
