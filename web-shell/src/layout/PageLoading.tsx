import { Spin } from '@douyinfe/semi-ui';

export function PageLoading() {
  return (
    <div className="oj-page-loading">
      <Spin size="large" />
    </div>
  );
}
