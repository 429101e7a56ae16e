// A labelled form row of the contest admin forms (the shell's .oj-form-item layout).
import type { ReactNode } from 'react';

export function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="oj-form-item" data-testid={testId}>
      <span>{label}</span>
      {children}
    </div>
  );
}
