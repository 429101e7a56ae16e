// Above a remote problem's statement (the problems plugin's 'problem.notice' slot): "Judged on
// <site>", whose account submits (the user's own bound one or the site's shared ones) and, while
// the site is unavailable or switched off, a warning that submissions to it fail right now. The
// sites are asked once per problem page.
import { Banner } from '@douyinfe/semi-ui';
import type { ProblemNoticeProps } from '@oj/plugin-problems/browser';
import { isAuthenticatedAtom } from '@oj/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSites, NS, siteOfProblem, type PublicSite } from '../api.js';
import { RjStyles, StateTag } from '../styles.js';

export default function ProblemNotice({ problem }: ProblemNoticeProps) {
  const { t } = useTranslation(NS);
  const authed = useAtomValue(isAuthenticatedAtom);
  const [site, setSite] = useState<PublicSite | null>(null);
  const remote = problem.isRemote;
  const problemId = problem.problemId;
  useEffect(() => {
    if (!remote) return;
    let live = true;
    getSites().then((sites) => live && setSite(siteOfProblem(sites, problemId) ?? null), () => undefined);
    return () => {
      live = false;
    };
    // asked again for another problem or another session (the caller's bound accounts)
  }, [remote, problemId, authed]);

  if (!remote || !site) return null;
  return (
    <div className="oj-rj-notice" data-testid="rj-problem-notice" data-oj={site.oj} data-state={site.state}>
      <RjStyles />
      <div className="oj-rj-judged">
        <span data-testid="rj-judged-on" title={t('Rj_Judged_On_Hint', { site: site.name })}>{t('Rj_Judged_On', { site: site.name })}</span>
        <StateTag state={site.state} size="small" />
        {authed && site.state === 'ok' && <span className="oj-muted">{site.bound ? t('Rj_Your_Account') : t('Rj_Site_Account')}</span>}
      </div>
      {site.state !== 'ok' && (
        <Banner
          type="warning"
          fullMode={false}
          closeIcon={null}
          description={t(site.state === 'off' ? 'Rj_Warn_Off' : 'Rj_Warn_Unavailable', { site: site.name })}
          data-testid="rj-site-warning"
        />
      )}
    </div>
  );
}
