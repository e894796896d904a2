/**
 * The banner modules as the learner site draws them (issue 41), and the editor's preview with them:
 * a single banner and a multi banner (slides that turn every `transitionSpeed` seconds, with
 * previous / next and a pause, which WCAG 2.2.2 asks of anything moving on its own for more than
 * five seconds; it stops while hovered or focused, and for a person who asks for reduced motion).
 * A banner's box is known before its image (§9 heights over the 1196 px container, as an aspect
 * ratio), so nothing below it moves when the image arrives. Only the first module's image is
 * loaded at once; the rest wait until they come near the screen. Links pass the safe-URL helper.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import { PAGE_CONTAINER_WIDTH, type BannerSlide, type ModuleOf } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { ModuleLink } from './ModuleLink';

const text = copy.sitePages;

/** A phone's banner is designed at twice 360 px wide. */
const MOBILE_DESIGN_WIDTH = 720;

const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: ${PAGE_CONTAINER_WIDTH}px;
  aspect-ratio: var(--banner-ratio);
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  @container page (max-width: 599px) {
    aspect-ratio: var(--banner-ratio-mobile);
  }
  picture, img { display: block; width: 100%; height: 100%; }
  img { object-fit: cover; }
  a { display: block; height: 100%; }
`;

function SlideImage({ slide, eager }: { slide: BannerSlide; eager: boolean }) {
  const image = (
    <picture>
      {slide.mobileImageUrl && <source media="(max-width: 599px)" srcSet={slide.mobileImageUrl} />}
      <img src={slide.imageUrl} alt={slide.alt} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" />
    </picture>
  );
  return <ModuleLink to={slide.linkUrl}>{image}</ModuleLink>;
}

const ratio = (height: number, mobileHeight: number): CSSProperties =>
  ({ '--banner-ratio': `${PAGE_CONTAINER_WIDTH} / ${height}`, '--banner-ratio-mobile': `${MOBILE_DESIGN_WIDTH} / ${mobileHeight}` }) as CSSProperties;

export function SingleBannerModule({ module, eager }: { module: ModuleOf<'SingleBanner'>; eager: boolean }) {
  // One height for both widths: the picture scales with the container.
  const mobileHeight = Math.round((module.height * MOBILE_DESIGN_WIDTH) / PAGE_CONTAINER_WIDTH);
  return (
    <Frame style={ratio(module.height, mobileHeight)} data-module="SingleBanner">
      <SlideImage slide={module.slide} eager={eager} />
    </Frame>
  );
}

const Controls = styled.div`
  position: absolute;
  right: ${vars.space[3]};
  bottom: ${vars.space[3]};
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]};
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: ${vars.font.sizeSm};
  button {
    min-width: 32px;
    min-height: 32px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible { outline: 2px solid #fff; outline-offset: 1px; }
  span { padding: 0 ${vars.space[1]}; font-variant-numeric: tabular-nums; }
`;

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export function MultiBannerModule({ module, eager }: { module: ModuleOf<'MultiBanner'>; eager: boolean }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const count = module.slides.length;
  const shown = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), module.transitionSpeed * 1000);
    return () => window.clearInterval(timer);
  }, [playing, held, count, module.transitionSpeed]);

  const slide = module.slides[shown];
  return (
    <Frame
      as="section"
      aria-roledescription="carousel"
      aria-label={text.bannerRegion(count)}
      style={ratio(module.pcMaxHeight, module.mobileMaxHeight)}
      data-module="MultiBanner"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {slide && (
        <div role="group" aria-roledescription="slide" aria-label={text.slideOf(shown + 1, count)} style={{ height: '100%' }}>
          <SlideImage key={shown} slide={slide} eager={eager && shown === 0} />
        </div>
      )}
      {count > 1 && (
        <Controls>
          <button type="button" aria-label={text.previousSlide} onClick={() => setIndex((shown - 1 + count) % count)}>
            ‹
          </button>
          <span aria-hidden="true">
            {shown + 1} / {count}
          </span>
          <button type="button" aria-label={playing ? text.pauseSlides : text.playSlides} onClick={() => setPlaying((current) => !current)}>
            {playing ? '❚❚' : '▶'}
          </button>
          <button type="button" aria-label={text.nextSlide} onClick={() => setIndex((shown + 1) % count)}>
            ›
          </button>
        </Controls>
      )}
    </Frame>
  );
}
