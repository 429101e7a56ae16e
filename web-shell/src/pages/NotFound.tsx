import { Button } from '@douyinfe/semi-ui';
import { NOT_FOUND_TICK_MS } from '@oj/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PluginNotices } from '../plugins/PluginNotices.js';

/** spec 1 §2.1: digits roll every 30 ms until they settle on 404. */
export default function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [digits, setDigits] = useState([0, 0, 0]);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
      const d = [ticks < 40 ? ticks % 10 : 4, ticks < 25 ? (ticks * 3) % 10 : 0, ticks < 55 ? (ticks * 7) % 10 : 4];
      setDigits(d);
      if (ticks >= 55) {
        clearInterval(timer);
        setSettled(true);
      }
    }, NOT_FOUND_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="oj-not-found" data-testid="not-found">
      <div className={`oj-not-found-digits${settled ? ' settled' : ''}`} data-testid="not-found-digits">
        {digits.map((d, i) => (
          <span key={i}>{d}</span>
        ))}
      </div>
      <p>{t('Page_Not_Found')}</p>
      {/* the page may be one of a plugin that was not loaded: say which and why */}
      <PluginNotices />
      <div className="oj-not-found-actions">
        <Button theme="solid" onClick={() => navigate('/home')} data-testid="go-home">{t('Go_Home')}</Button>
        <Button onClick={() => navigate(-1)} data-testid="go-back">{t('Back')}</Button>
      </div>
    </div>
  );
}
