/**
 * `/app/boards/:boardKey/items/:itemKey` (backoffice.md §3 "Board item: … attachments, … image";
 * issue 42): one item — its title, author and date, its image, its contents through the sanitiser
 * (as the notices), its attachments and its shown comments. An attachment downloads through a
 * minute-long link the server gives only to those who may read the item, asked for when the person
 * presses it (inside the mobile player app the file goes to the app's own download); a private item
 * another wrote is refused by the server and said so here.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { ErrorState } from '@ds/components/ErrorState';
import { Icon } from '@ds/components/Icon';
import { Tag } from '@ds/components/Tag';
import { Link } from '@ds/components/TextButton';
import { vars } from '@ds/tokens/vars';
import { isApiError } from '@app/shared/api/client/ApiError';
import { privateItemError, type CommunityBoardItem } from '@app/shared/api/contract/communityBoard';
import { attachmentLink, boardItemQuery } from '@app/learner/api/communityBoard';
import { copy } from '@app/shared/copy';
import { formatFileSize } from '@app/shared/lib/format/fileSize';
import { findNativeBridge } from '@app/shared/session/nativeBridge';
import { ErrorPage, showsErrorPage } from '@app/shared/site';
import { PostedAt } from '../shared/PostedAt';
import { SafeHtml } from '../shared/SafeHtml';
import { SectionLoading } from '../shared/SectionLoading';
import { boardPath } from '../paths';

const text = copy.communityBoards;

const Article = styled.article`
  display: grid;
  gap: ${vars.space[4]};
  > header { display: grid; gap: ${vars.space[2]}; border-bottom: 1px solid ${vars.color.border}; padding-bottom: ${vars.space[4]}; }
  > header h1 { margin: 0; font-size: ${vars.font.size2xl}; overflow-wrap: anywhere; }
  > header p, > header div { margin: 0; display: flex; gap: ${vars.space[2]} ${vars.space[3]}; flex-wrap: wrap; align-items: center; color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
  > img { max-width: 100%; height: auto; border-radius: ${vars.radius.md}; }
  h2 { margin: 0 0 ${vars.space[2]}; font-size: ${vars.font.sizeMd}; }
`;

const Files = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[2]};
  li { display: flex; flex-wrap: wrap; align-items: center; gap: ${vars.space[2]}; }
  li > span { color: ${vars.color.textMuted}; font-size: ${vars.font.sizeSm}; }
`;

const Comments = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
  li { display: grid; gap: ${vars.space[1]}; }
  li p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  li strong { font-size: ${vars.font.sizeSm}; }
`;

/** Hands the file to the browser (or the player app) under its own name. */
function saveFile(url: string, fileName: string): void {
  const bridge = findNativeBridge();
  if (bridge) {
    bridge.fileDownload(fileName, url);
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

function AttachmentList({ item }: { item: CommunityBoardItem }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async (fileId: string, fileName: string) => {
    setBusy(fileId);
    setFailed(null);
    try {
      const link = await attachmentLink(item.boardKey, item.itemKey, fileId);
      saveFile(link.url, link.fileName);
    } catch {
      setFailed(fileName);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="board-item-files">
      <h2 id="board-item-files">{text.attachmentsTitle}</h2>
      {failed && <Alert tone="danger">{text.downloadFailed(failed)}</Alert>}
      <Files>
        {item.attachments.map((file) => (
          <li key={file.fileId}>
            <Icon name="download" />
            <Button variant="secondary" size="sm" loading={busy === file.fileId} aria-label={text.download(file.fileName)} onClick={() => void download(file.fileId, file.fileName)}>
              {file.fileName}
            </Button>
            <span>{formatFileSize(file.size)}</span>
          </li>
        ))}
      </Files>
    </section>
  );
}

function ItemArticle({ item }: { item: CommunityBoardItem }) {
  return (
    <Article aria-labelledby="board-item-title">
      <header>
        <div>
          {item.private && <Tag>{text.privateItem}</Tag>}
          <Tag>{item.category}</Tag>
        </div>
        <h1 id="board-item-title">{item.title}</h1>
        <p>
          <span>{item.author.displayName}</span>
          <PostedAt created={item.created} />
        </p>
      </header>
      {item.imageUrl && <img src={item.imageUrl} alt={text.imageAlt(item.title)} />}
      <SafeHtml html={item.contentHtml} under={1} />
      {item.attachments.length > 0 && <AttachmentList item={item} />}
      <section aria-labelledby="board-item-comments">
        <h2 id="board-item-comments">{text.commentsTitle}</h2>
        {item.comments.length === 0 ? (
          <p>{text.commentsEmpty}</p>
        ) : (
          <Comments>
            {item.comments.map((comment) => (
              <li key={comment.commentKey}>
                <strong>{comment.author.displayName}</strong>
                <p>{comment.content}</p>
                <PostedAt created={comment.created} />
              </li>
            ))}
          </Comments>
        )}
      </section>
    </Article>
  );
}

export function BoardItemPage() {
  const { boardKey = '', itemKey = '' } = useParams();
  const item = useQuery(boardItemQuery(boardKey, itemKey));
  let body;
  if (item.isPending) body = <SectionLoading label={text.itemLoading} lines={8} />;
  else if (item.isError && isApiError(item.error) && item.error.code === privateItemError.code) body = <Alert tone="warning">{text.privateRefused}</Alert>;
  else if (item.isError && showsErrorPage(item.error)) body = <ErrorPage error={item.error} headingLevel={1} />;
  else if (item.isError) body = <ErrorState title={text.itemLoadFailed} onRetry={() => void item.refetch()} retrying={item.isRefetching} retryLabel={text.retry} />;
  else body = <ItemArticle item={item.data} />;
  return (
    <>
      {body}
      <p>
        <Link to={boardPath(boardKey)}>{text.backToList}</Link>
      </p>
    </>
  );
}
