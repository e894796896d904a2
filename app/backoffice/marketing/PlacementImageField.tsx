/**
 * A popup's or banner's image in its editor (issue 31): uploaded through the kit's upload (its
 * progress, a failed part retried), previewed as the learner's popup draws it, and taken off with
 * one button. Only a PNG, JPEG, GIF or WEBP may be one (the server's rule, said here at once rather
 * than at the save); the server publishes the image at a public, long-lived address when the
 * placement is saved, so the preview of a new upload uses the kit's short-lived link meanwhile.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { vars } from '@ds/tokens/vars';
import { isPlacementImageType, placementRuleMessages } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';
import { requestDownload } from '../api/adminFile';
import { FileUploads } from '../kit/files/FileUploads';

const text = copy.backofficeMarketing;

const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
`;

const Preview = styled.figure`
  margin: 0;
  display: grid;
  gap: ${vars.space[2]};
  justify-items: start;
  /* The learner's popup draws its image 4:3, cropped to fill: the preview shows that crop. */
  img {
    width: min(100%, 20rem);
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
  }
`;

export interface PlacementImageFieldProps {
  /** The image's file id in the form, or null. */
  fileId: string | null;
  /** The saved placement's image and its public address (what the preview shows until a new upload). */
  saved: { fileId: string | null; url: string | null };
  /** A refusal of the server's, at this field. */
  error?: string;
  onChange: (fileId: string | null) => void;
}

export function PlacementImageField({ fileId, saved, error, onChange }: PlacementImageFieldProps) {
  const [uploaded, setUploaded] = useState<{ fileId: string; url: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = fileId === null ? null : uploaded?.fileId === fileId ? uploaded.url : fileId === saved.fileId ? saved.url : null;
  const problem = refusal ?? error;
  return (
    <Field>
      <FileUploads
        label={text.fieldImage}
        accept={['.png', '.jpg', '.jpeg', '.gif', '.webp']}
        multiple={false}
        onUploaded={(file) => {
          if (!isPlacementImageType(file.contentType)) {
            setRefusal(placementRuleMessages.imageNotImage);
            return;
          }
          setRefusal(null);
          requestDownload(file.fileId).then(
            (link) => {
              setUploaded({ fileId: file.fileId, url: link.url });
              onChange(file.fileId);
            },
            () => setRefusal(text.imagePreviewFailed),
          );
        }}
      />
      <p>{text.fieldImageHint}</p>
      {problem && <Alert tone="danger">{problem}</Alert>}
      {shown && (
        <Preview>
          <img src={shown} alt={text.imagePreviewAlt} />
          <figcaption>{text.imagePreviewCaption}</figcaption>
          <Button variant="secondary" size="sm" onClick={() => onChange(null)}>
            {text.removeImage}
          </Button>
        </Preview>
      )}
    </Field>
  );
}
