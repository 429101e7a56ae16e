import { Input } from '@douyinfe/semi-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldProps {
  name: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  placeholder: string;
  error?: string | null;
  type?: 'text' | 'password';
  prefix?: ReactNode;
  suffix?: ReactNode;
  readonly?: boolean;
  onEnter?: () => void;
}

/** An input with its validation message (a message key) below. */
export function Field({ name, value, onChange, onBlur, placeholder, error, type = 'text', prefix, suffix, readonly, onEnter }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className="oj-field">
      <Input
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        mode={type === 'password' ? 'password' : undefined}
        prefix={prefix}
        suffix={suffix}
        readonly={readonly}
        validateStatus={error ? 'error' : 'default'}
        onEnterPress={onEnter}
        size="large"
      />
      {error && <div className="oj-field-error" data-testid={`error-${name}`}>{t(error)}</div>}
    </div>
  );
}

export type Errors<K extends string> = Partial<Record<K, string | null>>;
