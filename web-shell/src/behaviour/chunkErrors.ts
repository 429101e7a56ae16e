import { Toast } from '@douyinfe/semi-ui';
import { chunkErrorKey, i18n, TOAST_DURATION_S } from '@oj/ui';

/** spec 1 §8: a failed script or stylesheet chunk anywhere gets its catalogue message. */
export function installChunkErrorHandler(): void {
  const report = (reason: unknown) => {
    const key = chunkErrorKey(reason);
    if (key) Toast.error({ content: i18n.t(key), duration: TOAST_DURATION_S });
  };
  window.addEventListener('unhandledrejection', (e) => report(e.reason));
  window.addEventListener('error', (e) => report(e.error ?? { message: e.message }));
}
