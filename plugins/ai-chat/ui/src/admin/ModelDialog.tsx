// Adding or editing one model of the AI settings: its id (fixed once saved: its key is kept under
// it), name, provider, API base URL, the provider's model name, enabled, context size and API key.
// The key is write-only: the dialog says whether one is set; an empty field keeps it as it is.
import { Button, Input, InputNumber, Modal, Select, Switch } from '@douyinfe/semi-ui';
import { AI_MODEL_ID_PATTERN, type AiModelInput } from '@oj/plugin-ai-chat/browser';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../api.js';

/** a model row of the form, with what the dialog does to its key on save */
export interface ModelRow extends AiModelInput {
  hasKey: boolean;
  /** a new key to store, '' to remove the key, undefined to leave it */
  newKey?: string;
}

const ID = new RegExp(AI_MODEL_ID_PATTERN);
const CONTEXT_MIN = 512;

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <label className="oj-ai-field" style={{ marginBottom: 12 }}>
      <span>{label}</span>
      {children}
      {hint && <small className="oj-muted">{hint}</small>}
    </label>
  );
}

export function ModelDialog({ model, isNew, providers, taken, onDone, onCancel }: {
  /** the row to edit (a blank one to add) */
  model: ModelRow | null;
  isNew: boolean;
  providers: Array<{ id: string; name: string; needsKey?: boolean }>;
  /** ids of the other models */
  taken: string[];
  onDone(row: ModelRow): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS);
  const [row, setRow] = useState<ModelRow | null>(model);
  const [key, setKey] = useState('');
  useEffect(() => {
    setRow(model);
    setKey('');
  }, [model]);
  if (!row) return null;
  const set = (patch: Partial<ModelRow>) => setRow({ ...row, ...patch });
  const idError = !ID.test(row.id) ? t('Ai_Model_Id_Invalid') : taken.includes(row.id) ? t('Ai_Model_Id_Taken') : null;
  const urlError = /^https?:\/\/\S+$/.test(row.baseUrl.trim()) ? null : t('Ai_Base_Url_Invalid');
  const invalid = !!idError || !!urlError || !row.name.trim() || !row.model.trim() || !row.provider;
  const keyState = row.newKey === '' ? t('Ai_Key_Removed') : row.newKey ? t('Ai_Key_New') : row.hasKey ? t('Ai_Key_Set') : t('Ai_Key_Not_Set');

  return (
    <Modal
      title={t(isNew ? 'Ai_Add_Model' : 'Ai_Edit_Model')}
      visible
      onCancel={onCancel}
      onOk={() => onDone({ ...row, id: row.id.trim(), name: row.name.trim(), model: row.model.trim(), baseUrl: row.baseUrl.trim(), newKey: key ? key : row.newKey })}
      okButtonProps={{ disabled: invalid }}
      okText={t('Ai_Done')}
      cancelText={t('Ai_Cancel')}
      width="min(560px, calc(100vw - 24px))"
      data-testid="ai-model-dialog"
    >
      <Field label={t('Ai_Model_Id')} hint={isNew ? t('Ai_Model_Id_Hint') : undefined}>
        <Input value={row.id} disabled={!isNew} onChange={(v) => set({ id: v.trim().toLowerCase() })} validateStatus={row.id && idError ? 'error' : 'default'} data-testid="ai-model-id" />
        {row.id && idError && <small style={{ color: 'var(--semi-color-danger)' }}>{idError}</small>}
      </Field>
      <Field label={t('Ai_Model_Name')}>
        <Input value={row.name} maxLength={60} onChange={(v) => set({ name: v })} data-testid="ai-model-name" />
      </Field>
      <Field label={t('Ai_Provider')}>
        <Select value={row.provider} optionList={providers.map((p) => ({ value: p.id, label: <span data-user-content>{p.name}</span> }))} onChange={(v) => set({ provider: String(v) })} style={{ width: '100%' }} data-testid="ai-model-provider" />
      </Field>
      <Field label={t('Ai_Base_Url')} hint={t('Ai_Base_Url_Hint')}>
        <Input value={row.baseUrl} maxLength={500} onChange={(v) => set({ baseUrl: v })} placeholder="https://api.example.com/v1" validateStatus={row.baseUrl && urlError ? 'error' : 'default'} data-testid="ai-model-base-url" />
      </Field>
      <Field label={t('Ai_Provider_Model')} hint={t('Ai_Provider_Model_Hint')}>
        <Input value={row.model} maxLength={120} onChange={(v) => set({ model: v })} data-testid="ai-model-model" />
      </Field>
      <div className="oj-ai-row" style={{ marginBottom: 12 }}>
        <label className="oj-ai-field">
          <span>{t('Ai_Enabled')}</span>
          <Switch checked={row.enabled} onChange={(v) => set({ enabled: v })} aria-label={t('Ai_Enabled')} data-testid="ai-model-enabled" />
        </label>
        <label className="oj-ai-field">
          <span>{t('Ai_Context_Size')}</span>
          <InputNumber value={row.contextSize ?? undefined} min={CONTEXT_MIN} step={1024} placeholder={t('Ai_Context_Default')} style={{ width: 180 }}
            onChange={(v) => set({ contextSize: typeof v === 'number' && v >= CONTEXT_MIN ? Math.floor(v) : null })} data-testid="ai-model-context" />
        </label>
      </div>
      <Field label={`${t('Ai_Api_Key')} · ${keyState}`} hint={`${t('Ai_Api_Key_Hint')}${providers.find((p) => p.id === row.provider)?.needsKey === false ? ` ${t('Ai_Api_Key_Optional')}` : ''}`}>
        <Input mode="password" value={key} onChange={setKey} autoComplete="new-password" placeholder={t('Ai_Api_Key_Unchanged')} data-testid="ai-model-key" />
      </Field>
      {(row.hasKey || row.newKey) && row.newKey !== '' && (
        <Button type="danger" theme="borderless" onClick={() => { setKey(''); set({ newKey: '' }); }} data-testid="ai-model-key-remove">{t('Ai_Api_Key_Remove')}</Button>
      )}
    </Modal>
  );
}
