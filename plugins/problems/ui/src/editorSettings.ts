// Editor settings of spec 2 §3: saved in localStorage per problem (code, language, theme, font
// size, tab size) and globally (everything but the code); defaults of §9.
import { EDITOR_DEFAULTS, EDITOR_FONT_SIZES, EDITOR_TAB_SIZES, EDITOR_THEMES } from '@oj/ui';

export interface EditorSettings { language: string; theme: string; fontSize: number; tabSize: number }
export interface ProblemEditorState extends EditorSettings { code: string }

export const DEFAULT_LANGUAGE = 'C';
export const GLOBAL_KEY = 'oj-editor-settings';
export const problemKey = (problemId: string) => `oj-problem-editor:${problemId}`;

function read<T>(key: string): Partial<T> | null {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return v && typeof v === 'object' ? (v as Partial<T>) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: settings just are not kept */
  }
}

const pick = <T,>(v: unknown, ok: (x: unknown) => boolean, fallback: T): T => (ok(v) ? (v as T) : fallback);

/**
 * The editor state a problem opens with: its own saved state, else the global settings, else the
 * defaults; a language the problem does not offer gives way to the default C or its first language,
 * and the code falls back to the language's template.
 */
export function loadEditorState(problemId: string, languages: string[], templates: Record<string, string>): ProblemEditorState {
  const own = read<ProblemEditorState>(problemKey(problemId));
  const global = read<EditorSettings>(GLOBAL_KEY);
  const src = { ...global, ...own };
  const fallbackLanguage = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (languages[0] ?? DEFAULT_LANGUAGE);
  const language = pick(src.language, (l) => typeof l === 'string' && languages.includes(l), fallbackLanguage);
  const code = own && typeof own.code === 'string' && own.language === language ? own.code : (templates[language] ?? '');
  return {
    language,
    code,
    theme: pick(src.theme, (x) => typeof x === 'string' && x in EDITOR_THEMES, EDITOR_DEFAULTS.theme as string),
    fontSize: pick(src.fontSize, (x) => EDITOR_FONT_SIZES.includes(x as number), EDITOR_DEFAULTS.fontSize as number),
    tabSize: pick(src.tabSize, (x) => EDITOR_TAB_SIZES.includes(x as number), EDITOR_DEFAULTS.tabSize as number),
  };
}

export function saveEditorState(problemId: string, state: ProblemEditorState): void {
  write(problemKey(problemId), state);
  const { code: _code, ...settings } = state;
  write(GLOBAL_KEY, settings);
}
