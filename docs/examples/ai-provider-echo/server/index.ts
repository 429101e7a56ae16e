// A third party's AI model provider for the OJ's AI chat (docs/plugin-guide.md "Writing an AI
// model provider"): one plugin that contributes to the chat's extension point. Once it is
// enabled, the super admin can add a model with provider 'echo' in Admin → AI settings.
import { defineExtensionPoint, definePlugin } from '@oj/sdk';
import type { AiProvider } from '@oj/sdk/extensions';
import { echoProvider } from './echo.ts';

// The ai-chat plugin's point, matched by its id ('ai-chat.provider'). Only its types come from
// the kit (@oj/sdk/extensions, a type import, gone at run time), so this package needs nothing of it installed.
const aiProviderPoint = defineExtensionPoint<AiProvider>('ai-chat.provider');

export default definePlugin(new URL('..', import.meta.url), {
  id: 'ai-provider-echo',
  requires: ['ai-chat'],
  async setup(ctx) {
    ctx.extend(aiProviderPoint, echoProvider);
  },
});
