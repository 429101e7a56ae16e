// A labelled form row of the training admin forms (the shell's .oj-form-item layout), with the
// message of the rule its value breaks, if any.
import type { ReactNode } from 'react';

export function Field({ label, children, testId, error }: { label: ReactNode; children: ReactNode; testId?: string; error?: string | null }) {
  return (
    <div className="oj-form-item" data-testid={testId}>
      <span>{label}</span>
      {children}
      {error && <div className="oj-field-error" data-testid={testId ? `${testId}-error` : undefined}>{error}</div>}
    </div>
  );
}
