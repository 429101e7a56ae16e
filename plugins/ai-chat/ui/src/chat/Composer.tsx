// The message box (spec 2 §5: at most 8000 characters, with a counter), the model picker and
// Send — Stop while an answer is being written. Ctrl+Enter (⌘+Enter) sends.
import { Button, Select, TextArea } from '@douyinfe/semi-ui';
import { AI_MESSAGE_MAX, type AiModelOption } from '@oj/plugin-ai-chat/browser';
import { useTranslation } from 'react-i18next';
import { NS } from '../api.js';

export interface ComposerProps {
  draft: string;
  onDraft(text: string): void;
  models: AiModelOption[];
  model: string;
  onModel(id: string): void;
  /** the chat is full, or no model is offered */
  disabled: boolean;
  streaming: boolean;
  onSend(): void;
  onStop(): void;
}

export function Composer({ draft, onDraft, models, model, onModel, disabled, streaming, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation(NS);
  const length = draft.length;
  const canSend = !disabled && !streaming && draft.trim().length > 0 && length <= AI_MESSAGE_MAX;
  return (
    <div className="oj-ai-composer" data-testid="ai-chat-composer">
      <TextArea
        value={draft}
        onChange={(v) => onDraft(v.slice(0, AI_MESSAGE_MAX))}
        maxLength={AI_MESSAGE_MAX}
        autosize={{ minRows: 3, maxRows: 10 }}
        disabled={disabled}
        placeholder={t(disabled ? 'Ai_Input_Disabled' : 'Ai_Input_Placeholder')}
        aria-label={t('Ai_Input_Label')}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && canSend) {
            e.preventDefault();
            onSend();
          }
        }}
        data-testid="ai-chat-input"
      />
      <div className="oj-ai-composer-bar">
        <Select
          className="oj-ai-model"
          size="small"
          value={model || undefined}
          placeholder={t('Ai_No_Model')}
          prefix={t('Ai_Model')}
          optionList={models.map((m) => ({ value: m.id, label: <span data-user-content>{m.name}</span> }))}
          onChange={(v) => onModel(String(v))}
          disabled={streaming || models.length === 0}
          style={{ minWidth: 150, maxWidth: '100%' }}
          data-testid="ai-chat-model"
        />
        <span className="oj-ai-grow" />
        <span className={`oj-ai-count${length >= AI_MESSAGE_MAX ? ' over' : ''}`} data-testid="ai-chat-counter">{length} / {AI_MESSAGE_MAX}</span>
        {streaming
          ? <Button onClick={onStop} data-testid="ai-chat-stop">{t('Ai_Stop')}</Button>
          : <Button theme="solid" disabled={!canSend} onClick={onSend} data-testid="ai-chat-send">{t('Ai_Send')}</Button>}
      </div>
    </div>
  );
}
