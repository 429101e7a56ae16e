// The training's auth and category as tags (spec 3 §2 Training: "auth tag, category tag in its
// colour"), shared by the admin list and the problems page header, and the width of a title cell.
import { Tag } from '@douyinfe/semi-ui';
import { TRAINING_AUTH, type TrainingAuth } from '@oj/plugin-trainings/browser';
import { useTranslation } from 'react-i18next';
import { categoryStyle } from '../trainingMeta.js';

/** a title cell keeps a readable width when its table scrolls on a phone */
export const TITLE_CELL = { display: 'inline-block', minWidth: 140 } as const;

export function AuthTag({ auth }: { auth: TrainingAuth }) {
  const { t } = useTranslation('trainings');
  const isPrivate = auth === TRAINING_AUTH.private;
  return <Tag color={isPrivate ? 'red' : 'green'} data-testid="training-auth-tag">{t(isPrivate ? 'TA_Auth_Private' : 'TA_Auth_Public')}</Tag>;
}

export function CategoryTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return <span className="oj-muted">-</span>;
  return (
    <Tag style={{ ...categoryStyle(color), maxWidth: '100%' }} color={categoryStyle(color) ? undefined : 'blue'} data-testid="training-category-tag">
      <span data-user-content>{name}</span>
    </Tag>
  );
}
