import { Carousel } from '@douyinfe/semi-ui';
import { AnnouncementPanel, api, CAROUSEL_HEIGHT_PX, CAROUSEL_HEIGHT_SMALL_PX, CAROUSEL_INTERVAL_MS, useIsSmall, websiteConfigAtom } from '@oj/ui';
import type { kernelPayloads } from '@oj/sdk/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PluginNotices, Slot } from '../plugins/Slot.js';
import { QuoteCard } from './home/QuoteCard.js';
import { Typed } from './home/Typed.js';
import { siteName } from '../layout/siteText.js';

export default function Home() {
  const { t } = useTranslation();
  const cfg = useAtomValue(websiteConfigAtom);
  const small = useIsSmall();
  const [slides, setSlides] = useState<kernelPayloads.CarouselImage[]>([]);
  // a plain request typed by the call's answer: the home page loads before the calls' schemas (boot path)
  useEffect(() => {
    void api
      .get<kernelPayloads.CarouselImage[]>('/api/home-carousel', undefined, { quiet: true })
      .then((r) => setSlides(Array.isArray(r.data) ? r.data : []))
      .catch(() => setSlides([]));
  }, []);
  const height = small ? CAROUSEL_HEIGHT_SMALL_PX : CAROUSEL_HEIGHT_PX;
  return (
    <div className="oj-home" data-testid="home">
      <PluginNotices />
      <div className="oj-card oj-welcome">
        <Typed text={t('Welcome_To', { name: cfg.name && cfg.name !== 'Online Judge' ? cfg.name : cfg.shortName && cfg.shortName !== 'OJ' ? cfg.shortName : siteName(cfg.name, t) })} />
      </div>
      {slides.length > 0 && (
        <div data-testid="carousel">
          <Carousel className="oj-carousel" style={{ height }} autoPlay={{ interval: CAROUSEL_INTERVAL_MS, hoverToPause: true }} theme="dark">
            {slides.map((s) => (
              <div key={s.id} className="oj-carousel-item" style={{ backgroundImage: `url(${s.url})`, height }} />
            ))}
          </Carousel>
        </div>
      )}
      <div className="oj-home-grid">
        <div className="oj-home-main">
          <AnnouncementPanel />
          <Slot name="home.main" />
        </div>
        <div className="oj-home-side">
          <QuoteCard />
          <Slot name="home.side" />
        </div>
      </div>
    </div>
  );
}
