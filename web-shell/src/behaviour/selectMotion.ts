import { Select } from '@douyinfe/semi-ui';

/**
 * Every Select of the site (the shell's and every plugin's: Semi's components are one shared copy)
 * opens and closes without animation. A Select whose value the page holds (controlled) tells the
 * page of a pick only once its dropdown's closing animation has ended; on a busy machine that end
 * came seconds late, so a form saved at once went without the pick (a tag lost on the problem form,
 * CI of stop 41). Without the animation the pick reaches the page as the option is clicked.
 */
export function installSelectWithoutMotion(): void {
  Select.defaultProps = { ...Select.defaultProps, motion: false };
}
