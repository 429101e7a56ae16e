import { Button, Popover, TextArea, Toast } from '@douyinfe/semi-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '../constants.js';
import { isAuthenticatedAtom, openLoginDialog } from '../session/atoms.js';
import { commentError, EMOJIS } from './rules.js';

export function CommentEditor({ placeholder, onSubmit, autoFocus }: { placeholder?: string; onSubmit: (content: string) => Promise<boolean>; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const authed = useAtomValue(isAuthenticatedAtom);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!authed) {
      Toast.warning(t('Please_login_first'));
      openLoginDialog('Login');
      return;
    }
    const err = commentError(content);
    if (err) {
      Toast.warning(t(err));
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(content)) setContent('');
    } finally {
      setBusy(false);
    }
  }

  const picker = (
    <div className="oj-emoji-picker">
      {EMOJIS.map((e) => (
        <button type="button" key={e} className="oj-emoji" onClick={() => setContent((c) => c + e)}>
          {e}
        </button>
      ))}
    </div>
  );
  return (
    <div className="oj-comment-editor">
      <TextArea value={content} onChange={setContent} placeholder={placeholder ?? t('Comment_Placeholder')} autosize maxCount={COMMENT_MAX} autoFocus={autoFocus} />
      <div className="oj-comment-editor-bar">
        <Popover content={picker} trigger="click" position="bottomLeft">
          <Button theme="borderless">😀 {t('Emoji')}</Button>
        </Popover>
        <Button theme="solid" loading={busy} onClick={() => void submit()}>
          {t('Submit')}
        </Button>
      </div>
    </div>
  );
}
