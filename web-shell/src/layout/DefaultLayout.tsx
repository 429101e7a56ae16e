import { useIsMobile } from '@oj/ui';
import { Outlet, useMatches } from 'react-router-dom';
import { Footer } from './Footer.js';
import { MobileBar } from './MobileBar.js';
import { NavBar } from './NavBar.js';

export function DefaultLayout() {
  const mobile = useIsMobile();
  const matches = useMatches();
  // spec 1 §2.3: no footer on problem details and focus pages
  const hideFooter = matches.some((m) => (m.handle as { hideFooter?: boolean } | undefined)?.hideFooter);
  return (
    <div className="oj-app">
      {mobile ? <MobileBar /> : <NavBar />}
      <main className="oj-main">
        <Outlet />
      </main>
      {!hideFooter && <Footer />}
    </div>
  );
}
