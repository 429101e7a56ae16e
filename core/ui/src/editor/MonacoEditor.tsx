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

  return <div ref={host} className="oj-code-editor" style={{ height, width: '100%' }} />;
}
