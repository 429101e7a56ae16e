// /admin/problem/tag: tags (name, color, classification, bank) and tag classifications (name,
// bank, rank), created, edited and deleted in dialogs (reference §2 "Admin" tag rows).
import { Button, Input, Modal, Select, Table, Tag, Toast } from '@douyinfe/semi-ui';
import { confirmDialog } from '@oj/ui';
import type { ButtonProps } from '@douyinfe/semi-ui/lib/es/button';
import { useCallback, useEffect, useState } from 'react';
import { useBanks } from '../banks.js';
import { useTranslation } from 'react-i18next';
import {
  deleteClassification, deleteTag, getAllTags, getClassifications, saveClassification, saveTag, type Classification, type TagRow,
} from './api.js';

/** spec 2 §3: the local bank (ME) and the remote judges */
const TAG_NAME_MAX = 100;
/** server/limits.ts: a tag's colour as typed (#3e8ed0) */
const TAG_COLOR_MAX = 20;

/** Semi's dialog buttons pass unknown props on to the button element */
const testId = (id: string) => ({ 'data-testid': id }) as ButtonProps;

type TagDraft = { id?: number; name: string; color: string; oj: string; tcid: number | null };
type ClassDraft = { id?: number; name: string; oj: string; rank: string };

function confirmDelete(title: string, content: string, run: () => Promise<unknown>, done: () => void, success: string) {
  confirmDialog({
    title,
    content,
    okText: title,
    okButtonProps: { type: 'danger', 'data-testid': 'confirm-delete' } as ButtonProps,
    onOk: async () => {
      try {
        await run();
        Toast.success(success);
        done();
      } catch {
        /* the client showed the message */
      }
    },
  });
}

export default function TagAdmin() {
  const banks = useBanks();
  const { t } = useTranslation('problems');
  const [tags, setTags] = useState<TagRow[]>([]);
  const [classes, setClasses] = useState<Classification[]>([]);
  const [tag, setTag] = useState<TagDraft | null>(null);
  const [cls, setCls] = useState<ClassDraft | null>(null);
  const load = useCallback(async () => {
    try {
      const [a, b] = await Promise.all([getAllTags('ALL'), getClassifications()]);
      setTags(a.data);
      setClasses(b.data);
    } catch {
      /* loading stops */
    }
  }, []);
  useEffect(() => void load(), [load]);

  async function submitTag() {
    if (!tag) return;
    if (!tag.name.trim() || tag.name.trim().length > TAG_NAME_MAX) return void Toast.error(t('PA_Tag_Name_Required'));
    if (tag.color.trim().length > TAG_COLOR_MAX) return void Toast.error(t('PA_Tag_Color_Invalid'));
    const clash = tags.find((x) => x.id !== tag.id && x.oj === tag.oj && x.name.toLowerCase() === tag.name.trim().toLowerCase());
    if (clash) return void Toast.error(t('PA_Tag_Duplicate'));
    try {
      await saveTag({ id: tag.id, name: tag.name.trim(), color: tag.color.trim() || null, oj: tag.oj, tcid: tag.tcid });
      Toast.success(t('PA_Save_Success'));
      setTag(null);
      void load();
    } catch {
      /* the client showed the message */
    }
  }
  async function submitClass() {
    if (!cls) return;
    if (!cls.name.trim() || cls.name.trim().length > TAG_NAME_MAX) return void Toast.error(t('PA_Classification_Name_Required'));
    if (!/^-?\d{1,9}$/.test(cls.rank.trim())) return void Toast.error(t('PA_Rank_Invalid'));
    try {
      await saveClassification({ id: cls.id, name: cls.name.trim(), oj: cls.oj, rank: Number(cls.rank) });
      Toast.success(t('PA_Save_Success'));
      setCls(null);
      void load();
    } catch {
      /* the client showed the message */
    }
  }
  const className = (tcid: number | null) => classes.find((c) => c.id === tcid)?.name ?? '';

  return (
    <div data-testid="admin-tags">
      <div className="oj-card">
        <div className="oj-card-header">
          <div className="oj-card-title">{t('PA_Tag_Classifications')}</div>
          <Button theme="solid" onClick={() => setCls({ name: '', oj: 'ME', rank: '0' })} data-testid="classification-create">{t('PA_Create')}</Button>
        </div>
        <Table pagination={false} rowKey="id" dataSource={classes} data-testid="classification-table" columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('PA_Name'), dataIndex: 'name' },
          { title: t('PA_Bank'), dataIndex: 'oj', width: 100 },
          { title: t('PA_Rank'), dataIndex: 'rank', width: 90 },
          {
            title: t('PA_Option'), width: 180, render: (_: unknown, c: Classification) => (
              <>
                <Button size="small" onClick={() => setCls({ id: c.id, name: c.name, oj: c.oj, rank: String(c.rank) })}>{t('PA_Edit')}</Button>{' '}
                <Button size="small" type="danger" onClick={() => confirmDelete(t('PA_Delete'), t('PA_Delete_Confirm', { title: c.name }), () => deleteClassification(c.id), () => void load(), t('PA_Delete_Success'))}>{t('PA_Delete')}</Button>
              </>
            ),
          },
        ]} />
      </div>
      <div className="oj-card">
        <div className="oj-card-header">
          <div className="oj-card-title">{t('PA_Tags')}</div>
          <Button theme="solid" onClick={() => setTag({ name: '', color: '', oj: 'ME', tcid: null })} data-testid="tag-create">{t('PA_Create')}</Button>
        </div>
        <Table pagination={false} rowKey="id" dataSource={tags} data-testid="tag-table" columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('PA_Name'), dataIndex: 'name', render: (v: string, r: TagRow) => <Tag style={r.color ? { background: r.color, color: '#fff' } : undefined} data-testid="tag-name">{v}</Tag> },
          { title: t('PA_Color'), dataIndex: 'color', width: 110 },
          { title: t('PA_Classification'), dataIndex: 'tcid', render: (v: number | null) => className(v) },
          { title: t('PA_Bank'), dataIndex: 'oj', width: 100 },
          {
            title: t('PA_Option'), width: 180, render: (_: unknown, r: TagRow) => (
              <>
                <Button size="small" onClick={() => setTag({ id: r.id, name: r.name, color: r.color ?? '', oj: r.oj, tcid: r.tcid })}>{t('PA_Edit')}</Button>{' '}
                <Button size="small" type="danger" onClick={() => confirmDelete(t('PA_Delete'), t('PA_Delete_Confirm', { title: r.name }), () => deleteTag(r.id), () => void load(), t('PA_Delete_Success'))}>{t('PA_Delete')}</Button>
              </>
            ),
          },
        ]} />
      </div>
      <Modal visible={!!tag} title={tag?.id ? t('PA_Edit_Tag') : t('PA_Create_Tag')} onCancel={() => setTag(null)} onOk={() => void submitTag()}
        okText={t('PA_Save')} cancelText={t('PA_Cancel')} okButtonProps={testId('tag-dialog-ok')} cancelButtonProps={testId('tag-dialog-cancel')}>
        {tag && (
          <div>
            <label className="oj-form-item"><span>{t('PA_Name')}</span><Input value={tag.name} onChange={(name) => setTag({ ...tag, name })} data-testid="tag-form-name" /></label>
            <label className="oj-form-item"><span>{t('PA_Color')}</span>
              <div className="oj-toolbar" style={{ marginBottom: 0 }}>
                <input type="color" value={tag.color || '#3e8ed0'} onChange={(e) => setTag({ ...tag, color: e.target.value })} />
                <Input value={tag.color} onChange={(color) => setTag({ ...tag, color })} placeholder="#3e8ed0" style={{ width: 140 }} data-testid="tag-form-color" />
              </div>
            </label>
            <label className="oj-form-item"><span>{t('PA_Bank')}</span>
              <Select value={tag.oj} onChange={(v) => setTag({ ...tag, oj: String(v) })} optionList={banks.map((b) => ({ value: b.oj, label: b.oj }))} style={{ width: '100%' }} /></label>
            <label className="oj-form-item"><span>{t('PA_Classification')}</span>
              <Select value={tag.tcid ?? 0} onChange={(v) => setTag({ ...tag, tcid: Number(v) || null })} style={{ width: '100%' }} data-testid="tag-form-classification"
                optionList={[{ value: 0, label: t('PA_Unclassified') }, ...classes.filter((c) => c.oj === tag.oj).map((c) => ({ value: c.id, label: c.name }))]} /></label>
          </div>
        )}
      </Modal>
      <Modal visible={!!cls} title={cls?.id ? t('PA_Edit_Classification') : t('PA_Create_Classification')} onCancel={() => setCls(null)} onOk={() => void submitClass()}
        okText={t('PA_Save')} cancelText={t('PA_Cancel')} okButtonProps={testId('classification-dialog-ok')}>
        {cls && (
          <div>
            <label className="oj-form-item"><span>{t('PA_Name')}</span><Input value={cls.name} onChange={(name) => setCls({ ...cls, name })} data-testid="classification-form-name" /></label>
            <label className="oj-form-item"><span>{t('PA_Bank')}</span>
              <Select value={cls.oj} onChange={(v) => setCls({ ...cls, oj: String(v) })} optionList={banks.map((b) => ({ value: b.oj, label: b.oj }))} style={{ width: '100%' }} /></label>
            <label className="oj-form-item"><span>{t('PA_Rank')}</span><Input value={cls.rank} onChange={(rank) => setCls({ ...cls, rank })} data-testid="classification-form-rank" /></label>
          </div>
        )}
      </Modal>
    </div>
  );
}
