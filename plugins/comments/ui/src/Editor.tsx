// The comment / reply box (spec 1 §2.10, §5): a textarea, the fixed emoji list inserting at the
// cursor, a character count against the 10000 limit, and submit. Blank content and content over
// the limit are refused here with the spec's messages before any call (the server checks again).
import { Button, Popover, Toast } from '@douyinfe/semi-ui';
import { IconEmoji } from '@douyinfe/semi-icons';
import { COMMENT_CONTENT_MAX, COMMENT_EMOJIS } from '@oj/plugin-comments/browser';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** characters as the limit counts them (an emoji is one) */
export const contentLength = (s: string) => [...s].length;

/** the spec's refusal for this content, or null when it may be sent */
export function contentProblem(content: string): 'Cm_Content_Empty' | 'Cm_Too_Long' | null {
  if (content.trim() === '') return 'Cm_Content_Empty';
  if (contentLength(content) > COMMENT_CONTENT_MAX) return 'Cm_Too_Long';
  return null;
}

export interface EditorProps {
  placeholder: string;
  submitText: string;
  /** sends the content; resolves true when it was accepted (the box is then emptied) */
  onSubmit(content: string): Promise<boolean>;
  onCancel?(): void;
  autoFocus?: boolean;
  rows?: number;
  /** test id prefix: `${id}-input`, `${id}-submit`, … */
  testId: string;
}

export function Editor({ placeholder, submitText, onSubmit, onCancel, autoFocus, rows = 4, testId }: EditorProps) {
  const { t } = useTranslation('comments');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [picker, setPicker] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = contentLength(value);
  const over = length > COMMENT_CONTENT_MAX;

  /** puts the emoji where the cursor is (replacing a selection), and the cursor after it */
  function insert(emoji: string) {
    const el = ref.current;
    const start = el ? el.selectionStart : value.length;
    const end = el ? el.selectionEnd : value.length;
    const next = value.slice(0, start) + emoji + value.slice(end);
    setValue(next);
    setPicker(false);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      const at = start + emoji.length;
      el.setSelectionRange(at, at);
    });
  }

  async function submit() {
    if (busy) return;
    const problem = contentProblem(value);
    if (problem) {
      Toast.warning(t(problem));
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(value)) setValue('');
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    } else if (e.key === 'Escape' && onCancel) {
      onCancel();
    }
  }

  const emojis = (
    <div className="oj-cm-emojis" role="listbox" aria-label={t('Cm_Emoji')} data-testid={`${testId}-emojis`}>
      {COMMENT_EMOJIS.map((e) => (
        <button key={e} type="button" role="option" aria-selected={false} onClick={() => insert(e)} data-testid="emoji-option">
          {e}
        </button>
      ))}
    </div>
  );

  return (
    <div className="oj-cm-editor">
      <textarea
        ref={ref}
        className="oj-cm-textarea"
        value={value}
        rows={rows}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-invalid={over || undefined}
        autoFocus={autoFocus}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-input`}
      />
      <div className="oj-cm-editor-bar">
        <Popover visible={picker} onClickOutSide={() => setPicker(false)} trigger="custom" position="bottomLeft" content={emojis} showArrow>
          <Button theme="borderless" icon={<IconEmoji />} onClick={() => setPicker((v) => !v)} aria-label={t('Cm_Emoji')} data-testid={`${testId}-emoji`}>
            <span className="oj-cm-narrow-hide">{t('Cm_Emoji')}</span>
          </Button>
        </Popover>
        <span className="oj-cm-grow" />
        <span className={`oj-cm-count${over ? ' over' : ''}`} data-testid={`${testId}-count`}>
          {length}/{COMMENT_CONTENT_MAX}
        </span>
        {onCancel && (
          <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('Cm_Cancel')}
          </Button>
        )}
        <Button theme="solid" type="primary" loading={busy} onClick={() => void submit()} data-testid={`${testId}-submit`}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
