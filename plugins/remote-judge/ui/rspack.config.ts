import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federatedConfig, pluginContainerName } from '../../../rspack.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// The remote judge plugin UI remote: the kernel serves dist/ at /plugins/remote-judge/.
export default federatedConfig(
  { rspack, ModuleFederationPlugin },
  {
    kind: 'remote',
    name: pluginContainerName('remote-judge'),
    context: here,
    exposes: { './plugin': './src/plugin.tsx' },
    outDir: path.join(here, 'dist'),
  },
);
