import { Toast } from '@douyinfe/semi-ui';
import { api, configureApi, initI18n, isMobileDevice, ojStore, TOAST_DURATION_S, websiteConfigAtom, type WebsiteConfig } from '@oj/ui';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App.js';
import shellEn from './locales/en-US.js';
import shellZh from './locales/zh-CN.js';
import { loadAllPlugins, pluginsAtom } from './plugins/registry.js';
import { installChunkErrorHandler } from './behaviour/chunkErrors.js';
import { installSelectWithoutMotion } from './behaviour/selectMotion.js';
import { router } from './router/router.js';
import { takePrefetchedConfig } from './firstPaint/prefetch.js';
// the base styles the whole-library import used to bring (Semi is now imported per component)
import '@douyinfe/semi-ui/lib/es/_base/base.css';
import './styles.css';

/** Starts the full shell; it takes over the root the first-paint frame rendered into. */
export async function boot(root: Root | null): Promise<void> {
  await initI18n({ 'en-US': shellEn, 'zh-CN': shellZh });
  Toast.config({ duration: TOAST_DURATION_S });
  configureApi({
    effects: {
      // one toast per message: calls that fail alike at once (a page's parallel loads) share it
      toast: (m) => Toast.error({ id: `api-error:${m}`, content: m, duration: TOAST_DURATION_S }),
      navigate: (path) => void router.current?.navigate(path),
      isMobile: isMobileDevice,
    },
  });
  installChunkErrorHandler();
  installSelectWithoutMotion();
  const [config, plugins] = await Promise.all([
    // a plain call, not kernelCalls.site.websiteConfig: the boot path carries no TypeBox schemas
    takePrefetchedConfig<WebsiteConfig>().then((early) => early ?? api.get<WebsiteConfig>('/api/get-website-config', undefined, { quiet: true }).then((r) => r.data ?? {}, () => ({}) as WebsiteConfig)),
    loadAllPlugins(),
  ]);
  ojStore.set(websiteConfigAtom, config);
  ojStore.set(pluginsAtom, plugins);
  (root ?? createRoot(document.getElementById('root')!)).render(<App />);
}
