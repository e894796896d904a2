/**
 * Files attached to a class or to one lesson (`/v2/public/klass/{id}/klass-room/attachments`).
 * In the browser a file is a download link; inside the mobile player app a download link does
 * nothing, so the file is handed to the app's bridge `fileDownload(name, url)` (spec §1, §7).
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Icon } from '@ds/components/Icon';
import { Skeleton } from '@ds/components/Skeleton';
import { TextButton } from '@ds/components/TextButton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import type { Attachment } from '@app/shared/api/contract/inventory';
import { attachmentsQuery, type AttachmentTarget } from '@app/learner/api/classRoom';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { findNativeBridge } from '@app/shared/session/nativeBridge';
import { withResourceToken } from './mediaUrl';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

const Size = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Title = styled.h3`
  margin: 0 0 ${vars.space[2]};
  font-size: ${vars.font.sizeMd};
`;

const DownloadLink = styled.a`
  color: ${vars.color.primaryText};
`;

function AttachmentRow({ file, resourceToken }: { file: Attachment; resourceToken: string | undefined }) {
  // A file whose URL is not a web URL is listed without a link (issue 20).
  const url = safeUrl(withResourceToken(file.url, resourceToken), { base: pageBase() });
  const bridge = findNativeBridge();
  const label = copy.classRoom.download(file.name);
  return (
    <Row>
      <Icon name="download" />
      {!url ? (
        file.name
      ) : bridge ? (
        <TextButton aria-label={label} onClick={() => bridge.fileDownload(file.name, url)}>
          {file.name}
        </TextButton>
      ) : (
        <DownloadLink href={url} download={file.name} aria-label={label}>
          {file.name}
        </DownloadLink>
      )}
      <Size>{formatFileSize(file.size)}</Size>
    </Row>
  );
}

export interface AttachmentsProps {
  klassId: string;
  target: AttachmentTarget;
  title: string;
  resourceToken: string | undefined;
  /** A lesson without files shows nothing; the class's list says it is empty. */
  hideWhenEmpty?: boolean;
}

export function Attachments({ klassId, target, title, resourceToken, hideWhenEmpty = false }: AttachmentsProps) {
  const files = useQuery(attachmentsQuery(klassId, target));
  if (files.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
        <Skeleton lines={2} />
      </div>
    );
  }
  if (files.isError) return <Alert tone="danger">{copy.classRoom.attachmentsError}</Alert>;
  if (files.data.items.length === 0 && hideWhenEmpty) return null;
  return (
    <section aria-label={title}>
      <Title>{title}</Title>
      {files.data.items.length === 0 ? (
        <p>{copy.classRoom.attachmentsEmpty}</p>
      ) : (
        <List>
          {files.data.items.map((file) => (
            <AttachmentRow key={file.attachmentId} file={file} resourceToken={resourceToken} />
          ))}
        </List>
      )}
    </section>
  );
}
