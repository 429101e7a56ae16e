// The problem list's side panel (spec 2 §2): the hovered problem's status percentages, tag search
// with the classification collapse, and the random-problem button.
import { IconSearch } from '@douyinfe/semi-icons';
import { Button, Collapse, Empty, Input, Progress, Tag, Toast } from '@douyinfe/semi-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getRandomProblem, type ProblemListRow, type ClassifiedTags } from './api.js';

/** the count fields of a list row with their status names (spec 2 §3) */
const STATUS_BARS: Array<{ field: keyof ProblemListRow; key: string; color: string }> = [
  { field: 'ac', key: 'Status_Accepted', color: '#19be6b' },
  { field: 'wa', key: 'Status_Wrong_Answer', color: '#ed3f14' },
  { field: 'tle', key: 'Status_Time_Limit_Exceeded', color: '#ed3f14' },
  { field: 'mle', key: 'Status_Memory_Limit_Exceeded', color: '#ed3f14' },
  { field: 're', key: 'Status_Runtime_Error', color: '#ed3f14' },
  { field: 'pe', key: 'Status_Presentation_Error', color: '#ff9900' },
  { field: 'ce', key: 'Status_Compile_Error', color: '#ff9900' },
  { field: 'se', key: 'Status_System_Error', color: '#ed3f14' },
  { field: 'pa', key: 'Status_Partial_Accepted', color: '#2d8cf0' },
];

function StatusPercentages({ row }: { row: ProblemListRow | null }) {
  const { t } = useTranslation('problems');
  if (!row) return <p className="oj-muted">{t('Hover_For_Status')}</p>;
  return (
    <div data-testid="status-percentages">
      <div style={{ fontWeight: 600, marginBottom: 8 }}>
        {row.problemId} {row.title}
      </div>
      {STATUS_BARS.map((b) => {
        const n = Number(row[b.field] ?? 0);
        const percent = row.total ? Math.round((n / row.total) * 10000) / 100 : 0;
        return (
          <div key={b.field} style={{ display: 'flex', alignItems: 'center', gap: 8 }} data-testid={`percent-${b.field}`}>
            <span style={{ width: 150, fontSize: 12 }}>{t(b.key, { ns: 'translation' })}</span>
            <Progress percent={percent} stroke={b.color} showInfo format={() => `${percent}%`} style={{ flex: 1 }} aria-label={t(b.key, { ns: 'translation' })} />
          </div>
        );
      })}
    </div>
  );
}

function TagSearch({ groups, selected, onToggle }: { groups: ClassifiedTags[]; selected: string[]; onToggle: (id: number) => void }) {
  const { t } = useTranslation('problems');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = groups
    .map((g) => ({ ...g, tagList: g.tagList.filter((tag) => !needle || tag.name.toLowerCase().includes(needle)) }))
    .filter((g) => g.tagList.length > 0);
  return (
    <div data-testid="tag-search">
      <Input prefix={<IconSearch />} value={search} onChange={setSearch} placeholder={t('Search_Tags')} showClear data-testid="tag-search-input" />
      {shown.length === 0 ? (
        <Empty description={t('No_Tags')} style={{ padding: 12 }} />
      ) : (
        <Collapse defaultActiveKey={groups.map((g) => String(g.classification?.id ?? 'other'))} keepDOM>
          {shown.map((g) => {
            const key = String(g.classification?.id ?? 'other');
            return (
              <Collapse.Panel key={key} itemKey={key} header={g.classification?.name ?? t('Unclassified')}>
                <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
                  {g.tagList.map((tag) => {
                    const on = selected.includes(String(tag.id));
                    return (
                      <Tag key={tag.id} color={on ? 'blue' : 'white'} type={on ? 'solid' : 'ghost'} style={{ cursor: 'pointer' }} onClick={() => onToggle(tag.id)} data-testid="side-tag">
                        {tag.name}
                      </Tag>
                    );
                  })}
                </div>
              </Collapse.Panel>
            );
          })}
        </Collapse>
      )}
    </div>
  );
}

export function ProblemSidePanel(props: { hovered: ProblemListRow | null; tagGroups: ClassifiedTags[]; selectedTags: string[]; onToggleTag: (id: number) => void }) {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  async function random() {
    setPicking(true);
    try {
      const r = await getRandomProblem();
      Toast.success(t('Good_Luck'));
      navigate(`/problem/${encodeURIComponent(r.data.problemId)}`);
    } catch {
      /* the client showed the message */
    } finally {
      setPicking(false);
    }
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div className="oj-card">
        <div className="oj-card-title" style={{ marginBottom: 8 }}>{t('Status_Percentage')}</div>
        <StatusPercentages row={props.hovered} />
      </div>
      <div className="oj-card">
        <div className="oj-card-title" style={{ marginBottom: 8 }}>{t('Tags')}</div>
        <TagSearch groups={props.tagGroups} selected={props.selectedTags} onToggle={props.onToggleTag} />
        <Button block theme="solid" style={{ marginTop: 12 }} loading={picking} onClick={() => void random()} data-testid="random-problem">
          {t('Pick_A_Random_Problem')}
        </Button>
      </div>
    </div>
  );
}
