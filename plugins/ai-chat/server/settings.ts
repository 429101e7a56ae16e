// The AI settings the super admin edits at run time (spec 2 "AI settings" admin page): the models
// with their providers, the default model, the hints-only mode and the daily quotas. Kept in our
// own table as one document; each model's API key is a plugin secret (`model.<id>`), write-only.
import { OjError, badRequest, notFound, type PluginContext } from '@oj/sdk';
import { aiProviderPoint, type AiProvider } from '../shared/providers.ts';
import type { AiModelSetting, AiSetting, AiSettingUpdate } from '../shared/browser.ts';
import type { SettingStore } from './stores/index.ts';

/** a model as stored (its key is a secret, never here) */
export type StoredModel = Omit<AiModelSetting, 'hasKey'>;
export interface StoredSetting {
  models: StoredModel[];
  defaultModel: string | null;
  hintsOnly: boolean;
  userDailyMessages: number;
  userDailyTokens: number;
  siteDailyTokens: number;
}

/** a fresh site: no models (AI is off until the super admin adds one), hints only, modest quotas */
export const DEFAULT_SETTING: StoredSetting = {
  models: [], defaultModel: null, hintsOnly: true, userDailyMessages: 50, userDailyTokens: 200_000, siteDailyTokens: 0,
};

export const keyName = (modelId: string) => `model.${modelId}`;

/** a model a chat may use: enabled, its provider registered, its key set when the provider needs one */
export interface UsableModel { model: StoredModel; provider: AiProvider; apiKey: string | undefined }

export class AiSettings {
  constructor(private readonly ctx: PluginContext, private readonly store: SettingStore) {}

  providers(): Map<string, AiProvider> {
    return new Map(this.ctx.extensions(aiProviderPoint).map((p) => [p.id, p]));
  }

  async stored(): Promise<StoredSetting> {
    return { ...DEFAULT_SETTING, ...((await this.store.read()) ?? {}) };
  }

  /** the admin view: every model with whether its key is set, never the key */
  async view(): Promise<AiSetting> {
    const s = await this.stored();
    const models = await Promise.all(s.models.map(async (m) => ({ ...m, hasKey: (await this.ctx.secrets.get(keyName(m.id))) !== undefined })));
    return { ...s, models, contestDefault: false };
  }

  /** checks and saves the admin's form; the keys of models taken out are removed */
  async save(update: AiSettingUpdate): Promise<void> {
    const providers = this.providers();
    const seen = new Set<string>();
    const models: StoredModel[] = [];
    for (const m of update.models) {
      if (seen.has(m.id)) throw badRequest('AI_CHAT_MODEL_ID_DUPLICATE', { id: m.id });
      seen.add(m.id);
      if (!providers.has(m.provider)) throw badRequest('AI_CHAT_PROVIDER_UNKNOWN', { provider: m.provider });
      models.push({ id: m.id, name: m.name.trim() || m.id, provider: m.provider, baseUrl: checkedBaseUrl(m.baseUrl), model: m.model.trim(), enabled: m.enabled, contextSize: m.contextSize ?? null });
    }
    const defaultModel = update.defaultModel || null;
    if (defaultModel !== null && !models.some((m) => m.id === defaultModel && m.enabled)) throw badRequest('AI_CHAT_DEFAULT_MODEL_INVALID', { id: defaultModel });
    const before = await this.stored();
    const value: StoredSetting = {
      models, defaultModel, hintsOnly: update.hintsOnly,
      userDailyMessages: update.userDailyMessages, userDailyTokens: update.userDailyTokens, siteDailyTokens: update.siteDailyTokens,
    };
    await this.store.write(value);
    for (const gone of before.models.filter((m) => !seen.has(m.id))) await this.ctx.secrets.set(keyName(gone.id), null);
  }

  /** stores (or with '' removes) a model's API key */
  async setKey(modelId: string, apiKey: string): Promise<void> {
    const s = await this.stored();
    if (!s.models.some((m) => m.id === modelId)) throw notFound('AI_CHAT_MODEL_NOT_FOUND', { id: modelId });
    await this.ctx.secrets.set(keyName(modelId), apiKey.trim() === '' ? null : apiKey.trim());
  }

  /** the model if a chat may use it now, else null */
  async usable(model: StoredModel, providers = this.providers()): Promise<UsableModel | null> {
    const provider = providers.get(model.provider);
    if (!model.enabled || !provider) return null;
    const apiKey = await this.ctx.secrets.get(keyName(model.id));
    if (provider.needsKey && apiKey === undefined) return null;
    return { model, provider, apiKey };
  }

  /** the models a chat may use, the default first */
  async usableModels(s?: StoredSetting): Promise<UsableModel[]> {
    const setting = s ?? (await this.stored());
    const providers = this.providers();
    const out: UsableModel[] = [];
    for (const m of setting.models) {
      const u = await this.usable(m, providers);
      if (u) out.push(u);
    }
    return out.sort((a, b) => Number(b.model.id === setting.defaultModel) - Number(a.model.id === setting.defaultModel));
  }

  /** the model a chat asked for ('' the default, else the first usable), or the refusal */
  async pick(s: StoredSetting, asked: string | undefined): Promise<UsableModel> {
    const id = asked?.trim() || s.defaultModel;
    const usable = id ? s.models.find((m) => m.id === id) : undefined;
    const found = usable ? await this.usable(usable) : (!asked?.trim() ? (await this.usableModels(s))[0] ?? null : null);
    if (!found) throw badRequest('AI_CHAT_MODEL_UNAVAILABLE');
    return found;
  }
}

/** an http(s) URL without credentials, stored without its trailing slash */
function checkedBaseUrl(raw: string): string {
  const text = raw.trim();
  let url: URL;
  try { url = new URL(text); } catch { throw badRequest('AI_CHAT_BASE_URL_INVALID', { url: text.slice(0, 100) }); }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new OjError('AI_CHAT_BASE_URL_INVALID', 400, { url: text.slice(0, 100) });
  }
  return text.replace(/\/+$/, '');
}
