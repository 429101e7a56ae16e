// Admin → aisetting (spec 2 §2; the super admin): the AI models (add, edit, remove; provider, API
// base URL, model name, enabled, context size, whether a key is set), the default model, the
// hints-only switch and the daily quotas, saved together; a contest's AI switch; the audit of
// chat calls. API keys are write-only: stored after the models are saved.
import { IconDelete, IconEdit, IconPlus } from '@douyinfe/semi-icons';
import { Button, InputNumber, Select, Spin, Switch, Table, Tag, Toast } from '@douyinfe/semi-ui';
import type { AiProviderInfo, AiSetting, AiSettingUpdate } from '@oj/plugin-ai-chat/browser';
import { confirmDialog } from '@oj/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getAiSetting, getProviders, NS, saveAiSetting, setModelKey } from '../api.js';
import { AiStyles } from '../styles.js';
import { AuditTable } from './AuditTable.js';
import { ContestSwitch } from './ContestSwitch.js';
import { ModelDialog, type ModelRow } from './ModelDialog.js';

type Quotas = Pick<AiSetting, 'userDailyMessages' | 'userDailyTokens' | 'siteDailyTokens'>;
const QUOTAS: Array<keyof Quotas> = ['userDailyMessages', 'userDailyTokens', 'siteDailyTokens'];
const QUOTA_LABEL: Record<keyof Quotas, string> = { userDailyMessages: 'Ai_User_Daily_Messages', userDailyTokens: 'Ai_User_Daily_Tokens', siteDailyTokens: 'Ai_Site_Daily_Tokens' };
const BLANK: ModelRow = { id: '', name: '', provider: 'openai-compatible', baseUrl: '', model: '', enabled: true, contextSize: null, hasKey: false };

interface Form extends Quotas {
  models: ModelRow[];
  defaultModel: string | null;
  hintsOnly: boolean;
}

const formOf = (s: AiSetting): Form => ({
  models: s.models.map((m) => ({ ...m })), defaultModel: s.defaultModel, hintsOnly: s.hintsOnly,
  userDailyMessages: s.userDailyMessages, userDailyTokens: s.userDailyTokens, siteDailyTokens: s.siteDailyTokens,
});

export default function AiSettingPage() {
  const { t } = useTranslation(NS);
  const [form, setForm] = useState<Form | null>(null);
  const [providers, setProviders] = useState<AiProviderInfo[]>([]);
  const [editing, setEditing] = useState<{ row: ModelRow; index: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    getAiSetting().then((r) => setForm(formOf(r.data)), () => undefined);
    getProviders().then(setProviders, () => undefined);
  }, [reload]);

  if (!form) return <div className="oj-card"><Spin /></div>;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const enabled = form.models.filter((m) => m.enabled);

  function putModel(row: ModelRow, index: number) {
    const models = index < 0 ? [...form!.models, row] : form!.models.map((m, i) => (i === index ? row : m));
    // the first enabled model becomes the default when there is none
    const defaultModel = form!.defaultModel && models.some((m) => m.id === form!.defaultModel && m.enabled) ? form!.defaultModel : models.find((m) => m.enabled)?.id ?? null;
    set({ models, defaultModel });
    setEditing(null);
  }

  function removeModel(index: number) {
    const gone = form!.models[index];
    confirmDialog({
      title: t('Ai_Remove_Model'),
      content: t('Ai_Remove_Model_Confirm', { name: gone.name }),
      onOk: () => {
        const models = form!.models.filter((_, i) => i !== index);
        set({ models, defaultModel: form!.defaultModel === gone.id ? models.find((m) => m.enabled)?.id ?? null : form!.defaultModel });
      },
    });
  }

  async function save() {
    setSaving(true);
    try {
      const body: AiSettingUpdate = {
        models: form!.models.map(({ newKey: _key, hasKey: _has, ...m }) => m),
        defaultModel: form!.defaultModel, hintsOnly: form!.hintsOnly,
        userDailyMessages: form!.userDailyMessages, userDailyTokens: form!.userDailyTokens, siteDailyTokens: form!.siteDailyTokens,
      };
      await saveAiSetting(body);
      // keys go to their models once the models exist
      for (const m of form!.models) if (m.newKey !== undefined) await setModelKey({ modelId: m.id, apiKey: m.newKey });
      Toast.success(t('Ai_Saved'));
      setReload((n) => n + 1);
    } catch {
      /* the client showed the server's message */
    } finally {
      setSaving(false);
    }
  }

  const columns: Array<{ title: ReactNode; dataIndex: string; width?: number; render: (v: unknown, r: ModelRow, i: number) => ReactNode }> = [
    {
      title: t('Ai_Model_Name'), dataIndex: 'name',
      render: (_, r) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
          <span className="oj-ai-cell" data-user-content>{r.name}</span>
          <code className="oj-muted" style={{ fontSize: 12 }}>{r.id}</code>
        </span>
      ),
    },
    {
      title: t('Ai_Provider'), dataIndex: 'provider',
      render: (_, r) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
          <span data-user-content>{providers.find((p) => p.id === r.provider)?.name ?? r.provider}</span>
          <code className="oj-ai-cell oj-muted" style={{ fontSize: 12 }} title={t('Ai_Provider_Model')}>{r.model}</code>
        </span>
      ),
    },
    { title: t('Ai_Base_Url'), dataIndex: 'baseUrl', render: (_, r) => <span className="oj-ai-cell" style={{ maxWidth: 180 }} title={r.baseUrl} data-user-content>{r.baseUrl}</span> },
    {
      title: t('Ai_Enabled'), dataIndex: 'enabled', width: 90,
      render: (_, r, i) => <Switch size="small" checked={r.enabled} aria-label={t('Ai_Enabled')} onChange={(v) => putModel({ ...r, enabled: v }, i)} data-testid="ai-model-row-enabled" />,
    },
    { title: t('Ai_Context'), dataIndex: 'contextSize', render: (_, r) => r.contextSize ?? t('Ai_Context_Default') },
    {
      title: t('Ai_Api_Key'), dataIndex: 'hasKey',
      render: (_, r) => {
        const keyed = r.newKey !== undefined ? r.newKey !== '' : r.hasKey;
        return <Tag color={keyed ? 'green' : 'grey'} data-testid="ai-model-key-state">{t(keyed ? 'Ai_Key_Set' : 'Ai_Key_Not_Set')}{r.newKey !== undefined ? ' *' : ''}</Tag>;
      },
    },
    {
      title: t('Ai_Actions'), dataIndex: 'actions', width: 110,
      render: (_, r, i) => (
        <span style={{ display: 'inline-flex', gap: 4 }}>
          <Button size="small" theme="borderless" icon={<IconEdit />} aria-label={t('Ai_Edit_Model')} onClick={() => setEditing({ row: r, index: i })} data-testid="ai-model-edit" />
          <Button size="small" theme="borderless" type="danger" icon={<IconDelete />} aria-label={t('Ai_Remove_Model')} onClick={() => removeModel(i)} data-testid="ai-model-remove" />
        </span>
      ),
    },
  ];

  return (
    <div className="oj-ai-admin" data-testid="ai-setting-page">
      <AiStyles />
      <section className="oj-card">
        <div className="oj-ai-row" style={{ justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
          <h3>{t('Ai_Models')}</h3>
          <Button icon={<IconPlus />} onClick={() => setEditing({ row: { ...BLANK, provider: providers[0]?.id ?? BLANK.provider }, index: -1 })} data-testid="ai-model-add">{t('Ai_Add_Model')}</Button>
        </div>
        <p className="oj-muted" style={{ marginTop: 0 }}>{t('Ai_Models_Hint')}</p>
        <Table className="oj-ai-table" size="small" rowKey="id" pagination={false} dataSource={form.models} columns={columns} scroll={{ x: 'max-content' }} empty={t('Ai_No_Models')}
          onRow={(r?: ModelRow) => (r ? { 'data-testid': 'ai-model-row', 'data-model-id': r.id } : {}) as Record<string, unknown>} />
      </section>
      <section className="oj-card">
        <h3>{t('Ai_General')}</h3>
        <div className="oj-ai-row">
          <label className="oj-ai-field">
            <span>{t('Ai_Default_Model')}</span>
            <Select value={form.defaultModel ?? undefined} placeholder={t('Ai_No_Model')} style={{ width: 220, maxWidth: '100%' }}
              optionList={enabled.map((m) => ({ value: m.id, label: <span data-user-content>{m.name}</span> }))} onChange={(v) => set({ defaultModel: String(v) })} data-testid="ai-default-model" />
          </label>
          <label className="oj-ai-field">
            <span>{t('Ai_Hints_Only')}</span>
            <Switch checked={form.hintsOnly} onChange={(v) => set({ hintsOnly: v })} aria-label={t('Ai_Hints_Only')} data-testid="ai-hints-only" />
          </label>
        </div>
        <p className="oj-muted">{t('Ai_Hints_Only_Hint')}</p>
        <div className="oj-ai-row">
          {QUOTAS.map((q) => (
            <label className="oj-ai-field" key={q}>
              <span>{t(QUOTA_LABEL[q])}</span>
              <InputNumber value={form[q]} min={0} max={1_000_000_000} style={{ width: 180 }} onChange={(v) => set({ [q]: typeof v === 'number' ? Math.max(0, Math.floor(v)) : 0 } as Partial<Form>)} data-testid={`ai-quota-${q}`} />
            </label>
          ))}
        </div>
        <p className="oj-muted">{t('Ai_Quota_Hint')}</p>
        <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="ai-setting-save">{t('Ai_Save')}</Button>
      </section>
      <ContestSwitch />
      <AuditTable refresh={reload} />
      {editing && (
        <ModelDialog
          model={editing.row}
          isNew={editing.index < 0}
          providers={providers.length ? providers : [{ id: editing.row.provider, name: editing.row.provider, needsKey: true }]}
          taken={form.models.filter((_, i) => i !== editing.index).map((m) => m.id)}
          onDone={(row) => putModel(row, editing.index)}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
