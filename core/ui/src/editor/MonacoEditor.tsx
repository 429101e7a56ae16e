import { useEffect, useRef } from 'react';
import { monaco } from './monaco.js';
import { monacoLanguage } from './themes.js';
import type { CodeEditorProps } from './index.js';

export default function MonacoEditor({ value, onChange, language, theme, fontSize, tabSize, height, readOnly }: Required<Omit<CodeEditorProps, 'onChange'>> & Pick<CodeEditorProps, 'onChange'>) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const ed = monaco.editor.create(host.current!, {
      value,
      language: monacoLanguage(language),
      theme,
      fontSize,
      tabSize,
      readOnly,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      // its suggestions and hovers float over the page, so the editor's own box may clip
      fixedOverflowWidgets: true,
    });
    editor.current = ed;
    const sub = ed.onDidChangeModelContent(() => change.current?.(ed.getValue()));
    return () => {
      sub.dispose();
      ed.dispose();
    };
    // created once; the effects below follow prop changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const ed = editor.current;
    if (ed && ed.getValue() !== value) ed.setValue(value);
  }, [value]);
  useEffect(() => {
    const model = editor.current?.getModel();
    if (model) monaco.editor.setModelLanguage(model, monacoLanguage(language));
  }, [language]);
  useEffect(() => monaco.editor.setTheme(theme), [theme]);
  useEffect(() => editor.current?.updateOptions({ fontSize, tabSize, readOnly }), [fontSize, tabSize, readOnly]);
  useEffect(() => editor.current?.getModel()?.updateOptions({ tabSize }), [tabSize]);

  // The editor lives in an absolutely placed layer of its box, so the box's width never depends on
  // what the editor laid out: a layout taken while the pane was wider (1010 px at a 1400 px window)
  // cannot hold the pane — and the page — at that width once the window is 390 px (the route sweep
  // saw it on a focus page); the box takes its width from the page and the editor follows it.
  return (
    <div className="oj-code-editor" style={{ height, width: '100%', minWidth: 0, overflow: 'hidden', position: 'relative' }}>
      <div ref={host} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
