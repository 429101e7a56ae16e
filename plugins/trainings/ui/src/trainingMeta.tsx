// What every training screen shows the same way (spec 3 §2 Training): the auth tag, the category
// tag in its colour, the progress (spec 3 §9: 2 decimals) and the link to a user's home.
import { IconLock } from '@douyinfe/semi-icons';
import { Progress, Tag } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { HEX_COLOR, TRAINING_AUTH, type TrainingAuth } from '@oj/plugin-trainings/browser';

/** spec 3 §9: a training without problems counts as 0 % in the list and 100 % on its own page */
export function progressPercent(acCount: number, problemCount: number, empty: 0 | 100): number {
  if (problemCount <= 0) return empty;
  return Math.round((Math.min(acCount, problemCount) / problemCount) * 10_000) / 100;
}

/** a user's home (spec 1 §2.3: query username, and uid when known) */
export const userHomePath = (username: string, uid?: string) =>
  `/user-home?${uid ? `uid=${encodeURIComponent(uid)}&` : ''}username=${encodeURIComponent(username)}`;

export function AuthTag({ auth }: { auth: TrainingAuth }) {
  const { t } = useTranslation('trainings');
  const priv = auth === TRAINING_AUTH.private;
  return (
    <Tag color={priv ? 'red' : 'green'} prefixIcon={priv ? <IconLock /> : undefined} data-testid="training-auth" data-auth={auth}>
      {t(priv ? 'Training_Auth_Private' : 'Training_Auth_Public')}
    </Tag>
  );
}

/** dark text on a light colour, white on a dark one */
function textOn(hex: string): string {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return r * 0.299 + g * 0.587 + b * 0.114 > 160 ? '#1c1f23' : '#fff';
}

/** a category's colours: its own as the background, readable text on it (undefined for a bad colour) */
export function categoryStyle(color: string | null): { background: string; color: string } | undefined {
  return color && HEX_COLOR.test(color) ? { background: color, color: textOn(color) } : undefined;
}

/** the category in its colour; nothing for a training without a category */
export function CategoryTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  const style = categoryStyle(color);
  return <Tag style={style} color={style ? undefined : 'blue'} data-testid="training-category"><span data-user-content>{name}</span></Tag>;
}

/** a percent bar with its value to 2 decimals, or with the given text */
export function PercentBar({ percent, text, label, testId }: { percent: number; text?: string; label: string; testId?: string }) {
  return (
    <div className="oj-training-percent">
      <Progress
        percent={percent}
        showInfo
        format={() => text ?? `${percent.toFixed(2)}%`}
        stroke={percent >= 100 ? 'var(--semi-color-success)' : undefined}
        aria-label={label}
        data-testid={testId}
        data-percent={percent.toFixed(2)}
      />
    </div>
  );
}
