// The training screens' table styles: one <style> element (inline styles are allowed by the site's
// CSP). A table fills its card on a wide screen and scrolls inside it on a phone, so a page is never
// wider than a 390 px window; headers and percent labels stay on one line.
const CSS = `
.oj-training-table { max-width: 100%; }
.oj-training-table .semi-table-body > table, .oj-training-table .semi-table-header > table, .oj-training-table table { min-width: 100%; }
.oj-training-table .semi-table-row-head { white-space: nowrap; }
.oj-training-percent { min-width: 170px; }
.oj-training-percent .semi-progress-line-text { white-space: nowrap; min-width: 64px; }
`;

export function TrainingStyles() {
  return <style>{CSS}</style>;
}
