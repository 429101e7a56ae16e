// A list's keyword search: the search box (a magnifier in front unless `plain`, clearable) and its
// Search button. The keyword applies on Enter or the button; clearing applies at once (with
// `useSearchBox(apply, { clearApplies: false })` it only empties the box, as in the site's admin
// lists). The box's text and steps come from `useSearchBox` (a keyword in the page's state) or
// `useKeywordInput` (in the URL). With `className` the two sit in a div of that class (a plugin's
// toolbar styles it), else they go straight into the caller's flex row.
import { IconSearch } from '@douyinfe/semi-icons';
import { Button, Input } from '@douyinfe/semi-ui';
import { useState, type CSSProperties, type ReactNode } from 'react';

/** the search box's text and what its Enter, button and clear do */
export interface SearchBox {
  input: string;
  setInput: (value: string) => void;
  search: () => void;
  /** left out: the box has no clear button */
  clear?: () => void;
}

/** a search box whose keyword is the page's own state: `apply` gets the trimmed keyword, '' when cleared (unless not `clearApplies`) */
export function useSearchBox(apply: (keyword: string) => void, { clearApplies = true }: { clearApplies?: boolean } = {}): SearchBox {
  const [input, setInput] = useState('');
  return {
    input,
    setInput,
    search: () => apply(input.trim()),
    clear: () => {
      setInput('');
      if (clearApplies) apply('');
    },
  };
}

export interface SearchBarProps {
  box: SearchBox;
  placeholder: string;
  /** the box's accessible name */
  ariaLabel?: string;
  buttonLabel: ReactNode;
  testId?: string;
  buttonTestId?: string;
  inputStyle?: CSSProperties;
  className?: string;
  style?: CSSProperties;
  /** no magnifier in front of the box */
  plain?: boolean;
}

export function SearchBar({ box, placeholder, ariaLabel, buttonLabel, testId, buttonTestId, inputStyle, className, style, plain }: SearchBarProps) {
  const bar = (
    <>
      <Input
        style={inputStyle}
        prefix={plain ? undefined : <IconSearch />}
        placeholder={placeholder}
        value={box.input}
        onChange={box.setInput}
        onEnterPress={box.search}
        showClear={!!box.clear}
        onClear={box.clear}
        aria-label={ariaLabel}
        data-testid={testId}
      />
      <Button onClick={box.search} data-testid={buttonTestId}>{buttonLabel}</Button>
    </>
  );
  return className || style ? <div className={className} style={style}>{bar}</div> : bar;
}
