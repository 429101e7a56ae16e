import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { federatedConfig } from '../rspack.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default federatedConfig(
  { rspack, ModuleFederationPlugin },
  {
    kind: 'host',
    name: 'oj_shell',
    context: here,
    entry: './src/index.ts',
    htmlTemplate: path.join(here, 'index.html'),
    outDir: path.join(here, 'dist'),
  },
);
