// A contest's AI switch: AI chat inside a running contest is off unless the super admin turns it
// on for that contest. Looked up by the contest's id.
import { Button, InputNumber, Switch, Toast } from '@douyinfe/semi-ui';
import type { AiContestSwitch } from '@oj/plugin-ai-chat/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getContestSwitch, NS, setContestSwitch } from '../api.js';

export function ContestSwitch() {
  const { t } = useTranslation(NS);
  const [cid, setCid] = useState<number | null>(null);
  const [found, setFound] = useState<AiContestSwitch | null>(null);
  const [busy, setBusy] = useState(false);

  async function lookUp() {
    if (!cid) return;
    setBusy(true);
    try {
      setFound((await getContestSwitch(cid)).data);
    } catch {
      setFound(null); // the client showed why (no such contest)
    } finally {
      setBusy(false);
    }
  }

  async function toggle(allowed: boolean) {
    if (!found) return;
    setBusy(true);
    try {
      const r = await setContestSwitch({ cid: found.cid, allowed });
      setFound(r.data ?? { cid: found.cid, allowed });
      Toast.success(t('Ai_Saved'));
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="oj-card" data-testid="ai-contest-switch">
      <h3>{t('Ai_Contest_Switch')}</h3>
      <p className="oj-muted" style={{ marginTop: 0 }}>{t('Ai_Contest_Switch_Hint')}</p>
      <div className="oj-ai-row" style={{ alignItems: 'center' }}>
        <InputNumber value={cid ?? undefined} min={1} placeholder={t('Ai_Contest_Id')} aria-label={t('Ai_Contest_Id')} style={{ width: 180 }}
          onChange={(v) => { setCid(typeof v === 'number' && v >= 1 ? Math.floor(v) : null); setFound(null); }} onEnterPress={() => void lookUp()} data-testid="ai-contest-id" />
        <Button onClick={() => void lookUp()} disabled={!cid} loading={busy && !found} data-testid="ai-contest-look-up">{t('Ai_Look_Up')}</Button>
        {found && (
          <label className="oj-ai-field" style={{ flexDirection: 'row', alignItems: 'center', gap: 8 }}>
            <Switch checked={found.allowed} disabled={busy} onChange={(v) => void toggle(v)} aria-label={t('Ai_Contest_Switch_Label')} data-testid="ai-contest-allowed" />
            <span>{t(found.allowed ? 'Ai_Contest_Allowed' : 'Ai_Contest_Not_Allowed', { cid: found.cid })}</span>
          </label>
        )}
      </div>
    </section>
  );
}
