/**
 * The connection notice of both sides (issue 39), laid over the bottom of every screen: offline,
 * "인터넷 연결이 끊겼어요" and what waits to be sent; while a request is tried again after the
 * server failed to answer, "잠시 기다려 주세요". The live region is always there, so a screen reader
 * hears the notice when it appears; what is on screen stays as it was.
 */
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { vars } from '@ds/tokens/vars';
import { copy } from '@app/shared/copy';
import { useNetworkState, type NetworkState } from './useNetworkState';

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${vars.space[4]};
  transform: translateX(-50%);
  width: min(560px, calc(100% - 2 * ${vars.space[4]}));
  z-index: ${vars.z.toast};
  &:empty { display: none; }
`;

export function NetworkNoticeView({ online, pendingChanges, retrying }: NetworkState) {
  const t = copy.common;
  return (
    <Region aria-live="polite" data-testid="network-notice">
      {!online ? (
        <Alert tone="warning" title={t.offlineTitle}>
          {t.offlineBody}
          {pendingChanges > 0 && ` ${t.offlinePendingChanges(pendingChanges)}`}
        </Alert>
      ) : (
        retrying && <Alert tone="info">{t.serverRetrying}</Alert>
      )}
    </Region>
  );
}

export function NetworkNotice() {
  return <NetworkNoticeView {...useNetworkState()} />;
}
