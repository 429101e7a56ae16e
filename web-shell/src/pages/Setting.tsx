import { Collapse } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { Slot } from '../plugins/Slot.js';
import { AccountSettings } from './setting/AccountSettings.js';
import { UserInfoSettings } from './setting/UserInfoSettings.js';

/** spec 1 §2.7: an accordion with account settings and user-info settings; below it, plugins' sections ('setting.sections'). */
export default function Setting() {
  const { t } = useTranslation();
  return (
    <>
      <div className="oj-card oj-setting" data-testid="setting">
        <Collapse defaultActiveKey={['account', 'info']}>
          <Collapse.Panel header={t('Account_Setting')} itemKey="account">
            <AccountSettings />
          </Collapse.Panel>
          <Collapse.Panel header={t('UserInfo_Setting')} itemKey="info">
            <UserInfoSettings />
          </Collapse.Panel>
        </Collapse>
      </div>
      <Slot name="setting.sections" />
    </>
  );
}
