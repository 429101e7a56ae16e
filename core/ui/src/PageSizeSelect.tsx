// The page-size choice of @oj/ui's Pagination, in its own chunk (Semi's Select loads with it).
import { Select } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';

export default function PageSizeSelect({ size, pageSize, pageSizes, onPick }: { size: 'small' | 'default'; pageSize: number; pageSizes: number[]; onPick: (size: number) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      size={size}
      value={pageSize}
      // wide enough for "300 / page" (a fixed 110 px cut "50 / page" to "50 / pa…")
      style={{ minWidth: 132 }}
      optionList={pageSizes.map((s) => ({ value: s, label: t('Pagination_Size', { size: s }) }))}
      onChange={(v) => onPick(Number(v))}
    />
  );
}
