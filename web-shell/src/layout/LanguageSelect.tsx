import { Dropdown } from '@douyinfe/semi-ui';
import { LANGUAGES, setLanguage, type Language } from '@oj/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** The logo and footer language selector (spec 1 §1). */
export function LanguageSelect({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <Dropdown
      trigger="click"
      render={
        <Dropdown.Menu>
          {LANGUAGES.map((l) => (
            <Dropdown.Item key={l} active={i18n.language === l} onClick={() => void setLanguage(l)} data-testid={`lang-${l}`}>
              {LANGUAGE_NAMES[l]}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      }
    >
      <span className="oj-lang-trigger" data-testid="language-select">{children}</span>
    </Dropdown>
  );
}
