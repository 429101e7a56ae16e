// The problem form's tags: pick existing tags of this site's bank, or type a new one (created when
// the problem is saved). A name already on the problem is refused: 'Do not add existing tags'.
import { Button, Input, Select, Tag, Toast } from '@douyinfe/semi-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAllTags, type TagChoice, type TagRow } from './api.js';

const LOCAL_OJ = 'ME';

export function TagPicker({ tags, onChange }: { tags: TagChoice[]; onChange: (tags: TagChoice[]) => void }) {
  const { t } = useTranslation('problems');
  const [known, setKnown] = useState<TagRow[]>([]);
  const [fresh, setFresh] = useState('');
  useEffect(() => {
    getAllTags(LOCAL_OJ).then((r) => setKnown(r.data), () => {});
  }, []);
  const has = (name: string) => tags.some((tag) => tag.name.trim().toLowerCase() === name.trim().toLowerCase());

  function add(choice: TagChoice) {
    if (!choice.name.trim()) Toast.error(t('PA_Tag_Name_Required'));
    else if (has(choice.name)) Toast.error(t('PA_Tag_Duplicate'));
    else onChange([...tags, choice]);
  }
  function addNew() {
    const name = fresh.trim();
    const existing = known.find((k) => k.name.toLowerCase() === name.toLowerCase());
    add(existing ? { id: existing.id, name: existing.name, color: existing.color } : { name });
    setFresh('');
  }

  return (
    <div data-testid="tag-picker">
      <div className="oj-toolbar" style={{ marginBottom: 8 }}>
        {tags.map((tag) => (
          <Tag key={tag.name} color="blue" closable onClose={() => onChange(tags.filter((x) => x !== tag))} data-testid="picked-tag">{tag.name}</Tag>
        ))}
      </div>
      <div className="oj-toolbar">
        {/* the Select holds no value: each pick adds a tag (onSelect) and the field stays empty */}
        <Select filter placeholder={t('PA_Choose_Tag')} style={{ width: 220 }} value={undefined} data-testid="tag-select"
          optionList={known.filter((k) => !has(k.name)).map((k) => ({ value: k.id, label: k.name }))}
          onSelect={(id) => { const k = known.find((x) => x.id === id); if (k) add({ id: k.id, name: k.name, color: k.color }); }} />
        <Input value={fresh} onChange={setFresh} onEnterPress={addNew} placeholder={t('PA_New_Tag')} style={{ width: 200 }} data-testid="tag-new" />
        <Button onClick={addNew} data-testid="tag-add">{t('PA_Add_Tag')}</Button>
      </div>
    </div>
  );
}
