import { LocaleProvider } from '@douyinfe/semi-ui';
import en_US from '@douyinfe/semi-ui/lib/es/locale/source/en_US';
import zh_CN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import { ojStore } from '@oj/ui';
import { Provider, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pluginsAtom } from './plugins/registry.js';
import { buildRoutes } from './router/routes.js';
import { listRoutes } from './router/routeList.js';
import { router } from './router/router.js';

function Routed() {
  const plugins = useAtomValue(pluginsAtom);
  // rebuilt when a plugin's pages change (one loaded at last by Retry), not when one loaded on use fails or recovers
  const shape = plugins.map((p) => `${p.id}:${p.descriptor ? (p.onUse ? 'on-use' : p.version) : 'none'}`).join('|');
  const instance = useMemo(() => {
    const r = createBrowserRouter(buildRoutes(plugins));
    router.current = r;
    // read by the every-route browser suite: the pages as registered, not a hand-kept list
    (window as unknown as { __OJ_ROUTES__: unknown }).__OJ_ROUTES__ = listRoutes(r.routes as never);
    return r;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape]);
  return <RouterProvider router={instance} />;
}

export function App() {
  const { i18n } = useTranslation();
  // Semi's own strings follow the interface language (spec 1 §1)
  const locale = i18n.language === 'en-US' ? en_US : zh_CN;
  return (
    <Provider store={ojStore}>
      <LocaleProvider locale={locale}>
        <Routed />
      </LocaleProvider>
    </Provider>
  );
}
