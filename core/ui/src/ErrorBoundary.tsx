import { Banner, Button } from '@douyinfe/semi-ui';
import { Component, type ReactNode } from 'react';
import { i18n } from './i18n/index.js';
import { chunkErrorKey } from './api/errors.js';

interface Props {
  /** What failed, for the notice (a plugin id). */
  name: string;
  children: ReactNode;
  /** Called before re-rendering the children after Retry (e.g. reload a remote). */
  onRetry?: () => void | Promise<void>;
}

/** One broken plugin shows a notice with Retry; the rest of the site keeps working. */
export class ErrorBoundary extends Component<Props, { error: Error | null; attempt: number }> {
  override state = { error: null as Error | null, attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[oj] ${this.props.name} failed`, error);
  }

  retry = async () => {
    await this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <ErrorBoundaryAttempt key={attempt}>{this.props.children}</ErrorBoundaryAttempt>;
    const chunk = chunkErrorKey(error);
    return (
      <div className="oj-plugin-error" data-testid="plugin-error" role="alert">
        <Banner
          type="danger"
          fullMode={false}
          closeIcon={null}
          title={i18n.t('Plugin_Failed', { id: this.props.name })}
          description={
            <div>
              <div className="oj-muted">{chunk ? i18n.t(chunk) : error.message}</div>
              <Button size="small" onClick={() => void this.retry()} style={{ marginTop: 8 }}>
                {i18n.t('Retry')}
              </Button>
            </div>
          }
        />
      </div>
    );
  }
}

function ErrorBoundaryAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
