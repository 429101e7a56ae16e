// The state and save step of a training's form (spec 3 §3, §5), shared by the site's admin page
// (/admin/training/create, …/edit) and a group's training form (the groups plugin, through
// `./parts`): the draft (new, or read from the training being edited), the site's categories (a
// group's own belong to the group's pages), the rules' messages once a save was tried, and the save
// itself: the first broken rule as a toast, else the page's own write; a refusal of the server keeps
// what was typed.
import { Toast } from '@douyinfe/semi-ui';
import type { Envelope } from '@oj/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTraining, listCategories, type AdminTraining, type TrainingCategory } from './api.js';
import { FORM_LIMITS, fromTraining, newDraft, trainingErrors, type TrainingDraft } from './training-form.js';

export interface TrainingFormOptions {
  /** the training being edited; undefined for a new one */
  tid?: number;
  /** reads the training being edited (the site's admin call unless given) */
  read?: (tid: number) => Promise<Envelope<AdminTraining>>;
  /** the training could not be read */
  onMissing?: () => void;
  /** with no answer about the categories the form offers none (else it waits for them) */
  noCategoriesOnFailure?: boolean;
  /** another training shows nothing until it is read (else the form shown stays meanwhile) */
  clearOnNewTraining?: boolean;
}

export function useTrainingForm(options: TrainingFormOptions) {
  const { t } = useTranslation('trainings');
  const { tid } = options;
  const [draft, setDraft] = useState<TrainingDraft | null>(tid === undefined ? newDraft() : null);
  const [categories, setCategories] = useState<TrainingCategory[] | null>(null);
  /** the rules' messages show once a save was tried, and follow the edits from then on */
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  // the newest callbacks, so that a page may pass inline ones; the form is read again only for another training
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const { read = getTraining, onMissing, noCategoriesOnFailure, clearOnNewTraining } = latest.current;
    let live = true;
    setTried(false);
    if (tid === undefined) setDraft(newDraft());
    else if (clearOnNewTraining) setDraft(null);
    listCategories().then((r) => live && setCategories(r.data.filter((c) => c.gid === null)), () => live && noCategoriesOnFailure && setCategories([]));
    if (tid !== undefined) read(tid).then((r) => live && setDraft(fromTraining(r.data)), () => onMissing?.());
    return () => { live = false; };
  }, [tid]);

  const set = (patch: Partial<TrainingDraft>) => setDraft((d) => d && { ...d, ...patch });

  /** checks the rules (the first broken one as a toast), then runs `write`; the client shows a refusal */
  async function save(write: (draft: TrainingDraft) => Promise<void>) {
    if (!draft) return;
    setTried(true);
    const first = Object.values(trainingErrors(draft))[0];
    if (first) return void Toast.error(t(first, FORM_LIMITS));
    setSaving(true);
    try {
      await write(draft);
    } catch {
      /* the client showed the server's message; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  }

  return { draft, set, categories, tried, saving, save };
}
