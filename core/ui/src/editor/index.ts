import { createElement, lazy, Suspense } from 'react';
import { EDITOR_DEFAULTS } from './themes.js';

export { EDITOR_DEFAULTS, EDITOR_FONT_SIZES, EDITOR_TAB_SIZES, EDITOR_THEMES, monacoLanguage } from './themes.js';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Judge language name (e.g. 'C++ 17', 'Python3'). */
  language?: string;
  theme?: string;
  fontSize?: number;
  tabSize?: number;
  height?: number | string;
  readOnly?: boolean;
}

// monaco (~1 MB gzip) loads only when an editor is first shown.
const MonacoEditor = lazy(() => import('./MonacoEditor.js'));

export function CodeEditor(props: CodeEditorProps) {
  const full = {
    language: 'C',
    theme: EDITOR_DEFAULTS.theme,
    fontSize: EDITOR_DEFAULTS.fontSize,
    tabSize: EDITOR_DEFAULTS.tabSize,
    height: EDITOR_DEFAULTS.height,
    readOnly: false,
    ...props,
  };
  return createElement(
    Suspense,
    { fallback: createElement('div', { className: 'oj-code-editor-loading', style: { height: full.height } }) },
    createElement(MonacoEditor, full),
  );
}
