// /admin/training/category (spec 3 §3 Training category, reference AdminTrainingCategoryController):
// the site's training categories with their name and colour, created and edited in a dialog with
// a colour picker, deleted after a confirmation.
import { Button, Input, Modal, Table, Toast } from '@douyinfe/semi-ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { confirmDialog } from '@oj/ui';
import { CATEGORY_NAME_MAX, HEX_COLOR } from '@oj/plugin-trainings/browser';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCategory, doneMessage, listCategories, saveCategory, type TrainingCategory } from './api.js';
import { Field } from './Field.js';
import { CategoryTag } from './TrainingTags.js';

/** a new category's colour until the admin picks one */
const DEFAULT_COLOR = '#409eff';

type CategoryDraft = { id?: number; name: string; color: string };

function categoryErrors(d: CategoryDraft): { name?: string; color?: string } {
  const name = d.name.trim();
  return {
    ...(!name ? { name: 'TA_Category_Name_Required' } : name.length > CATEGORY_NAME_MAX ? { name: 'TA_Category_Name_Too_Long' } : {}),
    ...(!HEX_COLOR.test(d.color.trim()) ? { color: 'TA_Category_Color_Invalid' } : {}),
  };
}

export default function CategoryAdmin() {
  const { t } = useTranslation('trainings');
  const [categories, setCategories] = useState<TrainingCategory[] | null>(null);
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const load = useCallback(async () => {
    try {
      // the site's categories (a group's own belong to the group's pages)
      setCategories((await listCategories()).data.filter((c) => c.gid === null));
    } catch {
      /* a failed load only stops */
    }
  }, []);
  useEffect(() => void load(), [load]);

  function open(next: CategoryDraft) {
    setTried(false);
    setDraft(next);
  }
  const errors = draft && tried ? categoryErrors(draft) : {};
  async function submit() {
    if (!draft) return;
    setTried(true);
    const first = Object.values(categoryErrors(draft))[0];
    if (first) return;
    setSaving(true);
    try {
      const res = await saveCategory({ id: draft.id, name: draft.name.trim(), color: draft.color.trim() });
      Toast.success(doneMessage(res, t(draft.id ? 'TA_Updated' : 'TA_Created')));
      setDraft(null);
      void load();
    } catch {
      /* the client showed the message; the dialog stays open */
    } finally {
      setSaving(false);
    }
  }
  function remove(c: TrainingCategory) {
    confirmDialog({
      title: t('TA_Delete_Category'),
      content: t('TA_Delete_Category_Confirm', { name: c.name }),
      okText: t('TA_Delete'),
      cancelText: t('TA_Cancel'),
      okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
      onOk: async () => {
        try {
          Toast.success(doneMessage(await deleteCategory(c.id), t('TA_Deleted')));
          void load();
        } catch {
          /* the client showed the message */
        }
      },
    });
  }
  const swatch = draft && HEX_COLOR.test(draft.color.trim()) ? draft.color.trim() : DEFAULT_COLOR;

  return (
    <div className="oj-card" data-testid="admin-training-categories">
      <div className="oj-card-header">
        <div className="oj-card-title">{t('TA_Category_List')}</div>
        <Button theme="solid" onClick={() => open({ name: '', color: DEFAULT_COLOR })} data-testid="category-create">{t('TA_Create_Category')}</Button>
      </div>
      <Table
        pagination={false}
        rowKey="id"
        dataSource={categories ?? []}
        empty={t('TA_No_Categories')}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('TA_Category_Name'), dataIndex: 'name', render: (v: string, c: TrainingCategory) => <CategoryTag name={v} color={c.color} /> },
          {
            title: t('TA_Category_Color'), dataIndex: 'color', width: 140,
            render: (v: string) => (
              <span className="oj-toolbar" style={{ marginBottom: 0, gap: 6, flexWrap: 'nowrap' }}>
                <span style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 3, background: v, border: '1px solid #ddd' }} />
                <code data-testid="category-color">{v}</code>
              </span>
            ),
          },
          {
            title: t('TA_Option'), width: 170,
            render: (_: unknown, c: TrainingCategory) => (
              <div className="oj-toolbar" style={{ marginBottom: 0, gap: 6, flexWrap: 'nowrap' }}>
                <Button size="small" onClick={() => open({ id: c.id, name: c.name, color: c.color })} data-testid="category-edit">{t('TA_Edit')}</Button>
                <Button size="small" type="danger" onClick={() => remove(c)} data-testid="category-delete">{t('TA_Delete')}</Button>
              </div>
            ),
          },
        ]}
      />
      <Modal visible={!!draft} title={t(draft?.id ? 'TA_Edit_Category' : 'TA_Create_Category')} onCancel={() => setDraft(null)} onOk={() => void submit()}
        okText={t('TA_Save')} cancelText={t('TA_Cancel')} confirmLoading={saving} width={440} style={{ maxWidth: 'calc(100vw - 24px)' }}
        okButtonProps={{ 'data-testid': 'category-dialog-ok' } as ButtonProps}>
        {draft && (
          <div data-testid="category-dialog">
            <Field label={t('TA_Category_Name')} testId="category-name" error={errors.name ? t(errors.name, { max: CATEGORY_NAME_MAX }) : null}>
              <Input value={draft.name} onChange={(name) => setDraft({ ...draft, name })} onEnterPress={() => void submit()} placeholder={t('TA_Category_Name')} />
            </Field>
            <Field label={t('TA_Category_Color')} testId="category-color-field" error={errors.color ? t(errors.color) : null}>
              <div className="oj-toolbar" style={{ marginBottom: 0, gap: 8 }}>
                <input type="color" value={swatch} onChange={(e) => setDraft({ ...draft, color: e.target.value })} aria-label={t('TA_Category_Color')}
                  style={{ width: 40, height: 32, padding: 0, border: '1px solid #ddd', borderRadius: 4, background: 'none', flexShrink: 0 }} data-testid="category-color-picker" />
                <Input value={draft.color} onChange={(color) => setDraft({ ...draft, color })} placeholder={DEFAULT_COLOR} style={{ width: 140 }} data-testid="category-color-input" />
                <CategoryTag name={draft.name.trim() || t('TA_Category_Name')} color={swatch} />
              </div>
            </Field>
          </div>
        )}
      </Modal>
    </div>
  );
}
