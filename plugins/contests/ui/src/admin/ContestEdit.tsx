// /admin/contest/create and /admin/contest/:contestId/edit (spec 3 §3–§5, §9): every field of the
// reference's contest form. The model (defaults, seal choices, account-limit preview, the body
// saved) is form-model.ts; the server checks the form in spec 3 §5's order and answers each
// refusal in the page's language, shown as the client shows every refusal.
import { Button, DatePicker, Input, InputNumber, Radio, RadioGroup, Select, Switch, Table, Tag, TextArea, Toast } from '@douyinfe/semi-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { CONTEST_TYPE, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES, type AwardConfig } from '@oj/plugin-contests/browser';
import { siteScope, useContestAdminScope } from './scope.js';
import {
  accountPreview, defaultSealChoice, durationOf, fromContest, newAwardTier, newDraft, sealChoiceFits, toBody, type ContestDraft, type SealChoice,
} from './form-model.js';
import { Field } from './Field.js';


/** the award tiers' name column: room for a tier's name as typed ("Gold medal", "一等奖"), at every width */
const AWARD_NAME_WIDTH = 220;
/** the award table's columns together (it scrolls in its box on a phone) */
const AWARD_TABLE_WIDTH = 90 + AWARD_NAME_WIDTH + 140 + 140 + 100 + 160 + 70;

/** "2 h 30 min" for the duration line */
function durationText(seconds: number, t: (k: string, o?: Record<string, unknown>) => string): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return t('CA_Duration_Value', { h, m });
}

export default function ContestEdit() {
  const { t } = useTranslation('contests');
  const navigate = useNavigate();
  const { contestId } = useParams();
  const editing = contestId !== undefined;
  const { calls, paths } = useContestAdminScope();
  const [draft, setDraft] = useState<ContestDraft | null>(editing ? null : newDraft());
  const [star, setStar] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) {
      setDraft(newDraft());
      return;
    }
    let live = true;
    calls.getContest(Number(contestId)).then((r) => live && setDraft(fromContest(r.data)), () => undefined);
    return () => {
      live = false;
    };
  }, [editing, contestId, calls]);

  if (!draft) return <div className="oj-card" data-testid="admin-contest-edit" />;
  const set = (patch: Partial<ContestDraft>) => setDraft({ ...draft, ...patch });
  const duration = durationOf(draft);
  const timesWrong = !!draft.startTime && !!draft.endTime && draft.endTime.getTime() <= draft.startTime.getTime();

  function addStar() {
    const name = star.trim();
    setStar('');
    if (!name || !draft) return;
    // spec 3 §5: trimmed, empty ignored, a duplicate warns and clears the input
    if (draft.starAccount.includes(name)) {
      Toast.warning(t('CA_Star_Duplicate', { name }));
      return;
    }
    set({ starAccount: [...draft.starAccount, name] });
  }
  function setAward(i: number, patch: Partial<AwardConfig>) {
    set({ awardConfigList: draft!.awardConfigList.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  }
  function toggleSeal(on: boolean) {
    set({ sealRank: on, sealChoice: on ? defaultSealChoice(draft!) : draft!.sealChoice });
  }
  async function save() {
    if (!draft) return;
    if (draft.sealRank && !sealChoiceFits(draft.sealChoice, duration)) {
      Toast.error(t(draft.sealChoice === 0 ? 'CA_Seal_30_Too_Short' : 'CA_Seal_60_Too_Short'));
      return;
    }
    setSaving(true);
    try {
      if (editing) {
        await calls.updateContest(toBody(draft));
        Toast.success(t('CA_Updated'));
      } else {
        const created = (await calls.createContest(toBody(draft))).data;
        Toast.success(t('CA_Created'));
        navigate(paths.problems(created.id));
        return;
      }
    } catch {
      /* the client showed the server's message */
    } finally {
      setSaving(false);
    }
  }
  const preview = draft.openAccountLimit ? accountPreview(draft.accountLimit) : null;

  return (
    <div className="oj-card" data-testid="admin-contest-edit">
      <div className="oj-card-header">
        <div className="oj-card-title">{t(editing ? 'CA_Edit_Contest' : 'CA_Create_Contest')}</div>
      </div>
      <Field label={t('CA_Title')} testId="contest-title">
        <Input value={draft.title} onChange={(title) => set({ title })} maxLength={255} placeholder={t('CA_Title')} />
      </Field>
      <Field label={t('CA_Description')} testId="contest-description">
        <TextArea value={draft.description} onChange={(description) => set({ description })} autosize={{ minRows: 4, maxRows: 16 }} placeholder={t('CA_Description_Tip')} />
      </Field>
      <div className="oj-form-grid">
        <Field label={t('CA_Start_Time')} testId="contest-start">
          <DatePicker type="dateTime" value={draft.startTime ?? undefined} onChange={(v) => set({ startTime: v ? new Date(v as Date) : null })} style={{ width: '100%' }} />
        </Field>
        <Field label={t('CA_End_Time')} testId="contest-end">
          <DatePicker type="dateTime" value={draft.endTime ?? undefined} onChange={(v) => set({ endTime: v ? new Date(v as Date) : null })} style={{ width: '100%' }} />
        </Field>
        <Field label={t('CA_Duration')}>
          <span data-testid="contest-duration">{timesWrong ? <span className="oj-field-error">{t('CA_Time_Check')}</span> : durationText(duration, t)}</span>
        </Field>
      </div>
      <div className="oj-form-grid">
        <Field label={t('CA_Rule')} testId="contest-type">
          <RadioGroup name="contestType" value={draft.type} disabled={editing} onChange={(e) => set({ type: Number(e.target.value) })}>
            <Radio value={0}>ACM</Radio>
            <Radio value={1}>OI</Radio>
          </RadioGroup>
        </Field>
        <Field label={t('CA_Auth')} testId="contest-auth">
          <Select value={draft.auth} onChange={(v) => set({ auth: Number(v) })} style={{ width: '100%' }}
            optionList={[0, 1, 2].map((a) => ({ value: a, label: t(['Contest_Auth_Public', 'Contest_Auth_Private', 'Contest_Auth_Protected'][a]) }))} />
        </Field>
        {draft.auth !== 0 && (
          <Field label={t('CA_Password')} testId="contest-password">
            <Input value={draft.pwd} onChange={(pwd) => set({ pwd })} maxLength={100} />
          </Field>
        )}
      </div>
      <div className="oj-form-grid">
        <Field label={t('CA_Seal_Rank')} testId="contest-seal">
          <Switch checked={draft.sealRank} onChange={toggleSeal} aria-label={t('CA_Seal_Rank')} />
        </Field>
        {draft.sealRank && (
          <Field label={t('CA_Seal_Time')} testId="contest-seal-choice">
            <RadioGroup name="sealRank" value={draft.sealChoice} onChange={(e) => set({ sealChoice: Number(e.target.value) as SealChoice })} direction="vertical">
              <Radio value={0} disabled={!sealChoiceFits(0, duration)}>{t('CA_Seal_30')}</Radio>
              <Radio value={1} disabled={!sealChoiceFits(1, duration)}>{t('CA_Seal_60')}</Radio>
              <Radio value={2}>{t('CA_Seal_Start')}</Radio>
            </RadioGroup>
          </Field>
        )}
        {draft.sealRank && (
          <Field label={t('CA_Auto_Real_Rank')} testId="contest-auto-real-rank">
            <Switch checked={draft.autoRealRank} onChange={(autoRealRank) => set({ autoRealRank })} aria-label={t('CA_Auto_Real_Rank')} />
          </Field>
        )}
      </div>
      <div className="oj-form-grid">
        {(['visible', 'openRank', 'openPrint', 'allowEndSubmit', ...(paths === siteScope.paths ? ['teamMode'] as const : [])] as const).map((key) => (
          <Field key={key} label={t(`CA_${key}`)} testId={`contest-${key}`}>
            <Switch checked={draft[key]} onChange={(on) => set({ [key]: on } as Partial<ContestDraft>)} aria-label={t(`CA_${key}`)} />
          </Field>
        ))}
      </div>
      <div className="oj-form-grid">
        <Field label={t('CA_Rank_Show_Name')} testId="contest-rank-show-name">
          <Select value={draft.rankShowName} onChange={(v) => set({ rankShowName: String(v) })} style={{ width: '100%' }}
            optionList={RANK_SHOW_NAMES.map((n) => ({ value: n, label: t(`CA_Show_${n}`) }))} />
        </Field>
        {draft.type === CONTEST_TYPE.oi && (
          <Field label={t('CA_OI_Score_Type')} testId="contest-oi-score-type">
            <Select value={draft.oiRankScoreType} onChange={(v) => set({ oiRankScoreType: String(v) })} style={{ width: '100%' }}
              optionList={OI_RANK_SCORE_TYPES.map((n) => ({ value: n, label: t(`CA_OI_${n}`) }))} />
          </Field>
        )}
      </div>
      <Field label={t('CA_Star_Users')} testId="contest-star">
        <div className="oj-toolbar" style={{ marginBottom: 6 }}>
          <Input value={star} onChange={setStar} onEnterPress={addStar} placeholder={t('CA_Star_Placeholder')} style={{ width: 240, maxWidth: '100%' }} data-testid="contest-star-input" />
          <Button onClick={addStar}>{t('CA_Add')}</Button>
        </div>
        <div>
          {draft.starAccount.map((name) => (
            <Tag key={name} closable onClose={() => set({ starAccount: draft.starAccount.filter((n) => n !== name) })} style={{ marginRight: 6 }}><span data-user-content>{name}</span></Tag>
          ))}
        </div>
      </Field>
      <Field label={t('CA_Award_Type')} testId="contest-award-type">
        <RadioGroup name="awardType" value={draft.awardType} onChange={(e) => set({ awardType: Number(e.target.value) })}>
          <Radio value={0}>{t('CA_Award_None')}</Radio>
          <Radio value={1}>{t('CA_Award_Proportion')}</Radio>
          <Radio value={2}>{t('CA_Award_Number')}</Radio>
        </RadioGroup>
      </Field>
      {draft.awardType !== 0 && (
        <div data-testid="contest-awards" style={{ marginBottom: 12 }}>
          <Table
            pagination={false}
            size="small"
            scroll={{ x: AWARD_TABLE_WIDTH }}
            rowKey={(r?: AwardConfig) => String(r?.priority)}
            dataSource={draft.awardConfigList}
            columns={[
              { title: t('CA_Award_Priority'), width: 90, render: (_: unknown, a: AwardConfig, i: number) => <InputNumber size="small" min={1} value={a.priority} onChange={(v) => setAward(i, { priority: Number(v) })} /> },
              { title: t('CA_Award_Name'), width: AWARD_NAME_WIDTH, render: (_: unknown, a: AwardConfig, i: number) => <Input size="small" value={a.name} maxLength={50} onChange={(name) => setAward(i, { name })} aria-label={t('CA_Award_Name')} data-testid="contest-award-name" /> },
              { title: t('CA_Award_Background'), width: 140, render: (_: unknown, a: AwardConfig, i: number) => <Input size="small" value={a.background} onChange={(background) => setAward(i, { background })} prefix={<span style={{ display: 'inline-block', width: 12, height: 12, marginLeft: 6, background: a.background }} />} /> },
              { title: t('CA_Award_Color'), width: 140, render: (_: unknown, a: AwardConfig, i: number) => <Input size="small" value={a.color} onChange={(color) => setAward(i, { color })} prefix={<span style={{ display: 'inline-block', width: 12, height: 12, marginLeft: 6, background: a.color }} />} /> },
              { title: t(draft.awardType === 1 ? 'CA_Award_Percent' : 'CA_Award_Count'), width: 100, render: (_: unknown, a: AwardConfig, i: number) => <InputNumber size="small" min={0} value={a.num} onChange={(v) => setAward(i, { num: Number(v) })} /> },
              { title: t('CA_Award_Preview'), width: 160, render: (_: unknown, a: AwardConfig) => <span data-user-content style={{ background: a.background, color: a.color, padding: '2px 8px', borderRadius: 4, display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' }}>{a.name}</span> },
              { title: '', width: 70, render: (_: unknown, _a: AwardConfig, i: number) => <Button size="small" type="danger" onClick={() => set({ awardConfigList: draft.awardConfigList.filter((_x, j) => j !== i) })}>{t('CA_Remove')}</Button> },
            ]}
          />
          <Button size="small" style={{ marginTop: 6 }} onClick={() => set({ awardConfigList: [...draft.awardConfigList, newAwardTier(draft.awardConfigList)] })} data-testid="contest-award-add">{t('CA_Award_Add')}</Button>
        </div>
      )}
      {draft.auth !== 0 && (
        <Field label={t('CA_Account_Limit')} testId="contest-account-limit">
          <Switch checked={draft.openAccountLimit} onChange={(openAccountLimit) => set({ openAccountLimit })} aria-label={t('CA_Account_Limit')} />
          {draft.openAccountLimit && (
            <div style={{ marginTop: 8 }}>
              <div className="oj-form-grid">
                <Field label={t('CA_Limit_Prefix')}><Input value={draft.accountLimit.prefix} onChange={(prefix) => set({ accountLimit: { ...draft.accountLimit, prefix } })} /></Field>
                <Field label={t('CA_Limit_Suffix')}><Input value={draft.accountLimit.suffix} onChange={(suffix) => set({ accountLimit: { ...draft.accountLimit, suffix } })} /></Field>
                <Field label={t('CA_Limit_Start')}><InputNumber min={0} value={draft.accountLimit.start} onChange={(v) => set({ accountLimit: { ...draft.accountLimit, start: Number(v) } })} /></Field>
                <Field label={t('CA_Limit_End')}><InputNumber min={0} value={draft.accountLimit.end} onChange={(v) => set({ accountLimit: { ...draft.accountLimit, end: Number(v) } })} /></Field>
              </div>
              <Field label={t('CA_Limit_Extra')}>
                <TextArea value={draft.accountLimit.extra} onChange={(extra) => set({ accountLimit: { ...draft.accountLimit, extra } })} autosize={{ minRows: 2, maxRows: 6 }} placeholder={t('CA_Limit_Extra_Tip')} />
              </Field>
              {preview && <div className="oj-muted" data-testid="contest-account-preview">{t('CA_Limit_Preview')}: {preview.join(', ')}</div>}
            </div>
          )}
        </Field>
      )}
      <div className="oj-toolbar" style={{ marginTop: 16 }}>
        <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="contest-save">{t('CA_Save')}</Button>
        <Button onClick={() => navigate(paths.list)}>{t('CA_Back')}</Button>
      </div>
    </div>
  );
}
