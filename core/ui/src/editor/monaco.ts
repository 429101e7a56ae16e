// monaco 0.57 layout (stack research §3): deep imports without esm/vs, and our own worker entry so
// rspack bundles the editor worker with the right publicPath.
(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker(_id: string, label: string) {
    return new Worker(new URL('./workers/editor.worker.ts', import.meta.url), { type: 'module', name: label });
  },
};
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/go/register';
import 'monaco-editor/languages/definitions/csharp/register';
import 'monaco-editor/languages/definitions/php/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/ruby/register';
import 'monaco-editor/languages/definitions/rust/register';
import 'monaco-editor/languages/definitions/pascal/register';
import { EDITOR_THEMES } from './themes.js';

for (const [name, t] of Object.entries(EDITOR_THEMES)) {
  monaco.editor.defineTheme(name, {
    base: t.dark ? 'vs-dark' : 'vs',
    inherit: true,
    rules: [
      { token: 'keyword', foreground: t.keyword },
      { token: 'string', foreground: t.string },
      { token: 'comment', foreground: t.comment, fontStyle: 'italic' },
      { token: 'number', foreground: t.number },
    ],
    colors: { 'editor.background': t.background, 'editor.foreground': t.foreground },
  });
}

export { monaco };
