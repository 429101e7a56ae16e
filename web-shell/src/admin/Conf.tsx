import { Button, Input, Toast } from '@douyinfe/semi-ui';
import { api, websiteConfigAtom } from '@oj/ui';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kernelCalls, type kernelPayloads } from '@oj/sdk/shared';
import { ConfigForm } from './ConfigForm.js';

function WebConfig() {
  const { t } = useTranslation();
  const setSite = useSetAtom(websiteConfigAtom);
  const [value, setValue] = useState<kernelPayloads.WebConfig | null>(null);
  useEffect(() => void api.call(kernelCalls.config.web).then((r) => setValue(r.data), () => {}), []);
  async function save() {
    if (!value) return;
    try {
      await api.call(kernelCalls.config.setWeb, { body: value });
      Toast.success(t('Save_Successfully'));
      const site = await api.call(kernelCalls.site.websiteConfig, undefined, { quiet: true });
      setSite(site.data ?? {});
    } catch {
      /* toast shown */
    }
  }
  return (
    <div className="oj-card" data-testid="conf-web">
      <div className="oj-card-title">{t('Website_Config')}</div>
      {value && <ConfigForm value={value} onChange={setValue} />}
      <Button theme="solid" onClick={() => void save()} data-testid="save-web-config">{t('Save')}</Button>
    </div>
  );
}

/**
 * The SMTP password is write-only (issue 10 item 4): the server never sends it back, only whether
 * one is set; left empty it stays unchanged, typed it replaces the stored one.
 */
function EmailConfig() {
  const { t } = useTranslation();
  const [value, setValue] = useState<Omit<kernelPayloads.EmailConfigView, 'hasPassword'> | null>(null);
  const [hasPassword, setHasPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [to, setTo] = useState('');
  const load = useCallback(
    () => void api.call(kernelCalls.config.email).then((r) => {
      const { hasPassword: set, ...rest } = r.data;
      setHasPassword(set === true);
      setValue(rest);
    }, () => {}),
    [],
  );
  useEffect(load, [load]);
  async function save() {
    if (!value) return;
    try {
      await api.call(kernelCalls.config.setEmail, { body: { ...value, emailPassword: password } });
      Toast.success(t('Save_Successfully'));
      setPassword('');
      load();
    } catch {
      /* toast shown */
    }
  }
  async function test() {
    try {
      // the server says whether it went out over SMTP or was kept in the outbox
      const res = await api.call(kernelCalls.config.testEmail, { body: { email: to } });
      Toast.success(res.msg || t('Test_Email_Sent'));
    } catch {
      /* toast shown */
    }
  }
  return (
    <div className="oj-card" data-testid="conf-email">
      <div className="oj-card-title">{t('Email_Config')}</div>
      {value && (
        <ConfigForm value={value} onChange={setValue}>
          <label className="oj-form-item">
            <span>{t('Conf_emailPassword')}</span>
            <Input mode="password" value={password} onChange={setPassword} autoComplete="new-password" data-testid="conf-emailPassword"
              placeholder={hasPassword ? t('Password_Set_Unchanged') : t('Password_Not_Set')} />
          </label>
        </ConfigForm>
      )}
      <Button theme="solid" onClick={() => void save()} data-testid="save-email-config">{t('Save')}</Button>
      <div className="oj-toolbar" style={{ marginTop: 12 }}>
        <Input value={to} onChange={setTo} placeholder={t('Test_Email_To')} style={{ width: 260 }} data-testid="test-mail-to" />
        <Button onClick={() => void test()} data-testid="test-mail-send">{t('Send_Test_Email')}</Button>
      </div>
    </div>
  );
}

function Carousel() {
  const { t } = useTranslation();
  const [items, setItems] = useState<kernelPayloads.CarouselImage[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const load = useCallback(() => void api.call(kernelCalls.files.carousel, undefined, { quiet: true }).then((r) => setItems(Array.isArray(r.data) ? r.data : []), () => {}), []);
  useEffect(load, [load]);
  async function upload(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    try {
      await api.upload(kernelCalls.files.uploadCarousel, form);
      Toast.success(t('Upload_Successfully'));
      load();
    } catch {
      /* toast shown */
    }
  }
  async function remove(id: number) {
    try {
      await api.call(kernelCalls.files.removeCarousel, { query: { id } });
      Toast.success(t('Delete_successfully'));
      load();
    } catch {
      /* toast shown */
    }
  }
  return (
    <div className="oj-card" data-testid="conf-carousel">
      <div className="oj-card-title">{t('Home_Carousel')}</div>
      <div className="oj-carousel-admin">
        {items.map((c) => (
          <div key={c.id} className="oj-carousel-thumb" data-testid="carousel-thumb">
            <img src={c.url} alt="" />
            <Button size="small" type="danger" onClick={() => void remove(c.id)}>{t('Delete')}</Button>
          </div>
        ))}
      </div>
      <input ref={input} type="file" accept="image/*" hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="carousel-input" />
      <Button onClick={() => input.current?.click()}>{t('Upload')}</Button>
    </div>
  );
}

export default function Conf() {
  return (
    <div data-testid="admin-conf">
      <WebConfig />
      <EmailConfig />
      <Carousel />
    </div>
  );
}
