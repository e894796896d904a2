/**
 * The live marketing popups and top banner on the learner site (issue 31), loaded only when one is
 * live. Popups come one at a time in the operator's order, each a modal dialog: Escape, 닫기 or
 * "오늘 하루 보지 않기" (hidden until the next Seoul day for this viewer, hideToday.ts) closes it and focus goes back
 * where it was. The banner is drawn into the strip above the site's header (bannerSlot.tsx: in the
 * page's flow, its height reserved, so it neither covers the header nor moves the page); closing it
 * hides it as "오늘 하루 보지 않기" hides a popup, until the next Seoul day.
 *
 * Links pass through the one safe-URL helper again here: what the server sends is data.
 */
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { IconButton } from '@ds/components/IconButton';
import { vars } from '@ds/tokens/vars';
import type { LivePlacement } from '@app/shared/api/contract/siteMarketing';
import { copy } from '@app/shared/copy';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';
import { bannerHeight, useBannerSlot } from './bannerSlot';
import { createHideTodayStore, type HideTodayStore } from './hideToday';

const text = copy.sitePromotions;

const Bar = styled.div`
  position: relative;
  box-sizing: border-box;
  ${bannerHeight}
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0 48px 0 ${vars.space[3]};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  font-size: ${vars.font.sizeSm};
  text-align: center;
  & a { color: inherit; font-weight: ${vars.font.weightBold}; }
  & > button { position: absolute; right: ${vars.space[1]}; top: 50%; transform: translateY(-50%); color: inherit; }
`;

/** The banner's words, at most the lines the strip holds (two on a phone). */
const Words = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  line-height: 1.4;
`;

const PopupImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  margin-bottom: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;

const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: ${vars.space[2]} 0 0;
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;

function safeLink(linkUrl: string | null): string | null {
  return safeUrl(linkUrl, { base: pageBase() });
}

function TopBanner({ banner, onClose }: { banner: LivePlacement; onClose: () => void }) {
  const href = safeLink(banner.linkUrl);
  const words = banner.message || banner.title;
  return (
    <Bar role="region" aria-label={text.bannerRegion}>
      {href ? (
        <Words>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {words}
          </a>
        </Words>
      ) : (
        <Words>{words}</Words>
      )}
      <IconButton icon="close" label={text.closeBanner} size="sm" variant="ghost" onClick={onClose} />
    </Bar>
  );
}

function Popup({ popup, at, total, onClose, onHideToday }: { popup: LivePlacement; at: number; total: number; onClose: () => void; onHideToday: () => void }) {
  const href = safeLink(popup.linkUrl);
  return (
    <Dialog
      open
      onClose={onClose}
      title={popup.title}
      size="sm"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onHideToday}>
            {text.hideToday}
          </Button>
          <Button onClick={onClose}>{text.close}</Button>
        </>
      }
    >
      {popup.imageUrl && <PopupImage src={popup.imageUrl} alt="" />}
      {popup.message && <Message>{popup.message}</Message>}
      {href && (
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {text.popupLink}
          </a>
        </p>
      )}
      {total > 1 && <Count>{text.popupCount(at, total)}</Count>}
    </Dialog>
  );
}

export interface PromotionLayerProps {
  popups: readonly LivePlacement[];
  banner: LivePlacement | null;
  /** Whose "오늘 하루 보지 않기" it is (`hideTodayViewer`): the signed-in learner or the visitor. */
  viewer: string;
  /** Where "오늘 하루 보지 않기" is kept; the browser's localStorage and clock, for `viewer`, by default. */
  store?: HideTodayStore;
}

export default function PromotionLayer({ popups, banner, viewer, store: given }: PromotionLayerProps) {
  const store = useMemo(() => given ?? createHideTodayStore(window.localStorage, Date.now, viewer), [given, viewer]);
  /** Popups closed on this page view (hidden-today ones are read from the store). */
  const [closed, setClosed] = useState<readonly string[]>([]);
  const slot = useBannerSlot();
  const showBanner = banner !== null && !closed.includes(banner.placementKey) && !store.isHidden(banner.placementKey);
  const waiting = popups.filter((popup) => !closed.includes(popup.placementKey) && !store.isHidden(popup.placementKey));
  const popup = waiting[0];
  const close = (key: string) => setClosed((keys) => [...keys, key]);
  return (
    <>
      {showBanner &&
        slot?.target &&
        createPortal(
          <TopBanner
            banner={banner}
            onClose={() => {
              store.hideToday(banner.placementKey);
              slot.settle({ placementKey: banner.placementKey, shown: false });
              close(banner.placementKey);
            }}
          />,
          slot.target,
        )}
      {popup && (
        <Popup
          key={popup.placementKey}
          popup={popup}
          at={popups.length - waiting.length + 1}
          total={popups.length}
          onClose={() => close(popup.placementKey)}
          onHideToday={() => {
            store.hideToday(popup.placementKey);
            close(popup.placementKey);
          }}
        />
      )}
    </>
  );
}
