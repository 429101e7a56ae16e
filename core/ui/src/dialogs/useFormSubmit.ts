// The submit step of a form dialog: the browser checks the form's rules first (their messages show
// once the user has tried), then saves; a refusal of the server stays in the dialog (its message)
// as well as in the API client's toast.
import { useCallback, useState } from 'react';
import { ApiError } from '../api/client.js';

export interface FormSubmit {
  /** the user has tried to submit: show the rules' messages */
  tried: boolean;
  saving: boolean;
  /** the server's refusal, shown in the dialog */
  serverError: string | null;
  /** check with `errors`; when nothing is wrong, run `save` */
  submit: (errors: () => object, save: () => Promise<void>) => Promise<void>;
  /** a fresh form: no messages (the same function on every render) */
  reset: () => void;
}

export function useFormSubmit(): FormSubmit {
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(errors: () => object, save: () => Promise<void>) {
    setTried(true);
    setServerError(null);
    if (Object.keys(errors()).length) return;
    setSaving(true);
    try {
      await save();
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : null);
    } finally {
      setSaving(false);
    }
  }
  const reset = useCallback(() => {
    setTried(false);
    setServerError(null);
  }, []);
  return { tried, saving, serverError, submit, reset };
}
