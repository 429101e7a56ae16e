// The Setting tab (spec 3 §2, group root): the avatar, and the info form with the fields and rules
// of Create Group (the code only when the group is not public: the server keeps what is left out).
// After a save the group is reloaded, and the page's title with it.
import { Banner, Button, Toast } from '@douyinfe/semi-ui';
import { ApiError } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, updateGroup } from '../../api.js';
import { draftOf, groupBody, groupErrors, type GroupDraft } from '../../form.js';
import { GroupForm } from '../../GroupForm.js';
import { NS } from '../../meta.js';
import { useGroup } from '../context.js';
import { GroupAvatarField } from './GroupAvatarField.js';

export default function SettingTab() {
  const { t } = useTranslation(NS);
  const { group, reloadGroup } = useGroup();
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // a group from the server (after a save, or another tab's change) refills the form
  useEffect(() => setDraft(draftOf(group)), [group]);

  async function save() {
    setTried(true);
    setServerError(null);
    if (Object.keys(groupErrors(draft)).length) return;
    setSaving(true);
    try {
      const res = await updateGroup({ id: group.id, ...groupBody(draft) });
      Toast.success(doneMessage(res, t('Group_Updated')));
      setTried(false);
      await reloadGroup();
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="oj-card" data-testid="group-setting">
      <h2 className="oj-group-section-title">{t('Group_Avatar')}</h2>
      <GroupAvatarField />
      <h2 className="oj-group-section-title">{t('Group_Info')}</h2>
      {serverError && <Banner type="danger" description={serverError} closeIcon={null} style={{ marginBottom: 12 }} data-testid="group-setting-server-error" />}
      <GroupForm draft={draft} onChange={setDraft} tried={tried} testId="group-setting-form" />
      <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="group-setting-save">{t('Group_Save')}</Button>
    </div>
  );
}
