import { Input, InputNumber, Switch } from '@douyinfe/semi-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Renders any flat config object: booleans as switches, numbers as number inputs, the rest as text. */
export function ConfigForm<T extends object>({ value, onChange, hidden = [], children }: { value: T; onChange: (v: T) => void; hidden?: string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="oj-form-grid">
      {Object.entries(value)
        .filter(([k, v]) => !hidden.includes(k) && (v === null || ['string', 'number', 'boolean'].includes(typeof v)))
        .map(([k, v]) => (
          <label className="oj-form-item" key={k}>
            <span>{t(`Conf_${k}`, { defaultValue: k })}</span>
            {typeof v === 'boolean' ? (
              <Switch checked={v} onChange={(c) => onChange({ ...value, [k]: c })} data-testid={`conf-${k}`} />
            ) : typeof v === 'number' ? (
              <InputNumber value={v} onChange={(n) => onChange({ ...value, [k]: Number(n) })} data-testid={`conf-${k}`} />
            ) : (
              <Input value={v === null ? '' : String(v)} mode={/password/i.test(k) ? 'password' : undefined} onChange={(s) => onChange({ ...value, [k]: s })} data-testid={`conf-${k}`} />
            )}
          </label>
        ))}
      {children}
    </div>
  );
}
