// The group's info form (spec 3 §3 Group, §5 "Group create"), shared by the Create Group dialog and
// the Setting tab: name, short name, brief, the markdown description with a preview, auth, the
// code (only when the group is not public; checked when it loses focus and on save) and visible.
// Errors show after the first save attempt and then follow the typing.
import { Button, Input, Radio, RadioGroup, Switch, TextArea } from '@douyinfe/semi-ui';
import { Markdown, useIsSmall } from '@oj/ui';
import { GROUP_AUTH, GROUP_BRIEF, GROUP_CODE_LENGTH, GROUP_DESCRIPTION, GROUP_NAME, GROUP_SHORT_NAME } from '@oj/plugin-groups/browser';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeError, groupErrors, type FieldError, type GroupDraft, type GroupField } from './form.js';
import { NS } from './meta.js';

export function FormRow({ label, required = true, error, testId, extra, children }: {
  label: string; required?: boolean; error?: string; testId: string; extra?: ReactNode; children: ReactNode;
}) {
  return (
    <div className="oj-form-item oj-group-form-row" data-testid={testId}>
      <span className="oj-group-form-label">
        <span>{required && <span style={{ color: 'var(--semi-color-danger)' }}>* </span>}{label}</span>
        {extra}
      </span>
      {children}
      {error && <div className="oj-field-error" role="alert" data-testid={`${testId}-error`}>{error}</div>}
    </div>
  );
}

/** a refusal in the page's language (the server's own key and values) */
export function useFieldMessage() {
  const { t } = useTranslation(NS);
  return (e?: FieldError) => (e ? t(e.key, e.values) : undefined);
}

export interface GroupFormProps {
  draft: GroupDraft;
  onChange: (draft: GroupDraft) => void;
  /** the save was tried: every field shows its error */
  tried: boolean;
  /** what the fields' test ids start with */
  testId: string;
}

export function GroupForm({ draft, onChange, tried, testId }: GroupFormProps) {
  const { t } = useTranslation(NS);
  const small = useIsSmall();
  const message = useFieldMessage();
  const [codeBlurred, setCodeBlurred] = useState(false);
  const [preview, setPreview] = useState(false);
  const errors = tried ? groupErrors(draft) : {};
  const set = (patch: Partial<GroupDraft>) => onChange({ ...draft, ...patch });
  const error = (f: GroupField) => message(errors[f]);
  const needsCode = draft.auth !== GROUP_AUTH.public;
  // spec 3 §5: the code is checked when it loses focus as well as on save
  const codeMessage = needsCode && (tried || codeBlurred) ? message(codeError(draft.code)) : undefined;
  const id = (f: string) => `${testId}-${f}`;

  return (
    <div data-testid={testId}>
      <div className="oj-group-form-grid">
        <FormRow label={t('Group_Name')} error={error('name')} testId={id('name')}>
          <Input value={draft.name} onChange={(name) => set({ name })} placeholder={t('Group_Length_Hint', GROUP_NAME)} maxLength={GROUP_NAME.max * 2} />
        </FormRow>
        <FormRow label={t('Group_Short_Name')} error={error('shortName')} testId={id('short-name')}>
          <Input value={draft.shortName} onChange={(shortName) => set({ shortName })} placeholder={t('Group_Length_Hint', GROUP_SHORT_NAME)} maxLength={GROUP_SHORT_NAME.max * 2} />
        </FormRow>
      </div>
      <FormRow label={t('Group_Brief')} error={error('brief')} testId={id('brief')}>
        <Input value={draft.brief} onChange={(brief) => set({ brief })} placeholder={t('Group_Length_Hint', GROUP_BRIEF)} maxLength={GROUP_BRIEF.max * 2} />
      </FormRow>
      <FormRow
        label={t('Group_Description')}
        error={error('description')}
        testId={id('description')}
        extra={<Button size="small" theme="borderless" onClick={() => setPreview(!preview)} data-testid={id('preview-toggle')}>{t(preview ? 'Group_Write' : 'Group_Preview')}</Button>}
      >
        {preview ? (
          <div className="oj-group-preview" data-testid={id('preview')}>
            {draft.description.trim() ? <Markdown source={draft.description} /> : <span className="oj-muted">{t('Group_Nothing_To_Preview')}</span>}
          </div>
        ) : (
          <TextArea
            value={draft.description}
            onChange={(description) => set({ description })}
            autosize={{ minRows: small ? 6 : 8, maxRows: 20 }}
            placeholder={t('Group_Description_Placeholder', GROUP_DESCRIPTION)}
            showClear={false}
          />
        )}
      </FormRow>
      <div className="oj-group-form-grid">
        <FormRow label={t('Group_Auth')} error={error('auth')} testId={id('auth')}>
          <RadioGroup type="button" value={draft.auth} onChange={(e) => set({ auth: Number(e.target.value) })} aria-label={t('Group_Auth')}>
            <Radio value={GROUP_AUTH.public} data-testid={id('auth-public')}>{t('Group_Auth_Public')}</Radio>
            <Radio value={GROUP_AUTH.protected} data-testid={id('auth-protected')}>{t('Group_Auth_Protected')}</Radio>
            <Radio value={GROUP_AUTH.private} data-testid={id('auth-private')}>{t('Group_Auth_Private')}</Radio>
          </RadioGroup>
          <div className="oj-muted" style={{ marginTop: 4 }}>{t(`Group_Auth_Hint_${draft.auth}`)}</div>
        </FormRow>
        {needsCode && (
          <FormRow label={t('Group_Code')} error={codeMessage} testId={id('code')}>
            <Input
              value={draft.code}
              onChange={(code) => set({ code })}
              onBlur={() => setCodeBlurred(true)}
              placeholder={t('Group_Code_Placeholder', { n: GROUP_CODE_LENGTH })}
              maxLength={GROUP_CODE_LENGTH * 2}
              validateStatus={codeMessage ? 'error' : 'default'}
            />
          </FormRow>
        )}
      </div>
      <FormRow label={t('Group_Visible')} required={false} testId={id('visible')}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <Switch checked={draft.visible} onChange={(visible) => set({ visible })} aria-label={t('Group_Visible')} data-testid={id('visible-switch')} />
          <span className="oj-muted">{t(draft.visible ? 'Group_Visible_Hint' : 'Group_Hidden_Hint')}</span>
        </div>
      </FormRow>
    </div>
  );
}
