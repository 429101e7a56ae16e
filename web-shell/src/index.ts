// Two async boundaries (federation needs one before any shared module is used, stack research §2):
// first the light frame with React only (P7: little JS before first paint), then the full shell,
// whose shared Semi, router, i18n and @oj/ui load after that paint.
import('./firstPaint/paint.js')
  .then((m) => m.paintFrame())
  .catch((e: unknown) => {
    console.error('[oj] first-paint frame failed', e);
    return null;
  })
  .then((root) => {
    void import('./firstPaint/prefetch.js').then((m) => m.prefetchPlugins());
    // the home page's chunk downloads alongside the shell instead of after it
    if (/^\/(home)?$/.test(window.location.pathname)) void import(/* webpackChunkName: "page-home" */ './pages/Home.js');
    return import('./bootstrap.js').then((m) => m.boot(root));
  });
