// The discussion categories' edit mode (spec 3 §2, §6: the super admin): rename, add and remove
// rows, then save the whole list at once (POST /api/discussion-category; a row without id is new,
// a row left out is removed). The server refuses removing a category that still has posts; its
// message is shown by the client and here.
import { IconDelete, IconPlus } from '@douyinfe/semi-icons';
import { Banner, Button, Input, Spin, Toast } from '@douyinfe/semi-ui';
import { ApiError } from '@oj/ui';
import { CATEGORY_NAME_MAX } from '@oj/plugin-discussions/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { doneMessage, getCategories, saveCategories, type DiscussionCategory } from './api.js';
import { NS } from './meta.js';

interface Row { key: number; id?: number; name: string }

function rowErrors(rows: Row[]): Record<number, string> {
  const out: Record<number, string> = {};
  const seen = new Set<string>();
  for (const r of rows) {
    const name = r.name.trim();
    if (!name) out[r.key] = 'Discussion_Category_Name_Required';
    else if ([...name].length > CATEGORY_NAME_MAX) out[r.key] = 'Discussion_Category_Name_Too_Long';
    else if (seen.has(name.toLowerCase())) out[r.key] = 'Discussion_Category_Name_Duplicate';
    seen.add(name.toLowerCase());
  }
  return out;
}

export function CategoryEditor({ onSaved }: { onSaved?: (list: DiscussionCategory[]) => void }) {
  const { t } = useTranslation(NS);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const nextKey = useRef(1);
  const fromList = (list: DiscussionCategory[]) => list.map((c) => ({ key: nextKey.current++, id: c.id, name: c.name }));

  useEffect(() => {
    void getCategories().then((r) => setRows(fromList(r.data ?? [])), () => setRows([]));
  }, []);

  if (!rows) return <div style={{ textAlign: 'center', padding: 16 }}><Spin /></div>;
  const errors = tried ? rowErrors(rows) : {};
  const set = (key: number, name: string) => setRows(rows.map((r) => (r.key === key ? { ...r, name } : r)));

  async function save() {
    if (!rows) return;
    setTried(true);
    setServerError(null);
    if (Object.keys(rowErrors(rows)).length) return;
    setSaving(true);
    try {
      const res = await saveCategories(rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name.trim() })));
      Toast.success(doneMessage(res, t('Discussion_Updated')));
      setRows(fromList(res.data));
      setTried(false);
      onSaved?.(res.data);
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : null);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div data-testid="discussion-category-editor">
      {serverError && <Banner type="danger" description={serverError} closeIcon={null} style={{ marginBottom: 12 }} data-testid="category-editor-server-error" />}
      <p className="oj-muted" style={{ marginTop: 0 }}>{t('Discussion_Categories_Hint')}</p>
      {rows.length === 0 && <p className="oj-muted">{t('Discussion_No_Categories')}</p>}
      {rows.map((r, i) => (
        <div className="oj-disc-cat-row" key={r.key} data-testid="category-editor-row">
          <div className="oj-disc-cat-input">
            <Input
              value={r.name}
              onChange={(name) => set(r.key, name)}
              placeholder={t('Discussion_Category_Name')}
              aria-label={`${t('Discussion_Category_Name')} ${i + 1}`}
              data-testid="category-editor-name"
            />
            {errors[r.key] && <div className="oj-field-error" data-testid="category-editor-error">{t(errors[r.key], { max: CATEGORY_NAME_MAX })}</div>}
          </div>
          <Button
            type="danger"
            icon={<IconDelete />}
            aria-label={t('Discussion_Remove')}
            onClick={() => setRows(rows.filter((x) => x.key !== r.key))}
            data-testid="category-editor-remove"
          />
        </div>
      ))}
      <div className="oj-toolbar" style={{ marginTop: 12, marginBottom: 0, justifyContent: 'space-between' }}>
        <Button icon={<IconPlus />} onClick={() => setRows([...rows, { key: nextKey.current++, name: '' }])} data-testid="category-editor-add">{t('Discussion_Add_Category')}</Button>
        <Button theme="solid" loading={saving} onClick={() => void save()} data-testid="category-editor-save">{t('Discussion_Save')}</Button>
      </div>
    </div>
  );
}
