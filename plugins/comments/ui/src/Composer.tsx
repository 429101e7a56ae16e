// The box for a new comment at the top of the area; for a visitor, the login prompt in its place
// (the whole row opens the login dialog, by click or keyboard).
import { Button } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { Editor } from './Editor.js';

export function Composer({ authed, onSubmit, loginFirst }: { authed: boolean; onSubmit: (content: string) => Promise<boolean>; loginFirst: () => void }) {
  const { t } = useTranslation('comments');
  return authed ? (
    <Editor placeholder={t('Cm_Placeholder')} submitText={t('Cm_Submit')} onSubmit={onSubmit} testId="comment-editor" />
  ) : (
    <div className="oj-cm-login" role="button" tabIndex={0} onClick={loginFirst}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); loginFirst(); } }} data-testid="comment-login">
      <span>{t('Cm_Login_To_Comment')}</span>
      <Button theme="solid" type="primary" tabIndex={-1}>{t('Cm_Login')}</Button>
    </div>
  );
}
