// The light first-paint frame (P7): the bar and an empty page drawn with React alone, while Semi,
// the router, i18n, the shared kit and the plugins load. The full shell replaces it in the same root.
import { startLanguage } from '@oj/ui/lang';
import { FRAME_STRINGS } from './strings.js';

export function Frame() {
  const s = FRAME_STRINGS[startLanguage()];
  return (
    <div className="oj-frame" data-testid="first-paint" aria-busy="true">
      <header className="oj-frame-bar">
        <span className="oj-frame-logo">OJ</span>
        <span className="oj-frame-item">{s.home}</span>
      </header>
      <main className="oj-frame-main">
        <div className="oj-frame-progress" />
        <div className="oj-frame-card">{s.loading}</div>
      </main>
    </div>
  );
}
