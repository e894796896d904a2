/**
 * A banner's or a section's image in the page editor (issue 41 "images through the upload kit"):
 * uploaded through the kit's upload (progress, a failed part retried, cancel), then published at
 * its public, long-lived address (`publishImage`), which the module keeps — one undo step, kept in
 * the draft at once. Typing an address stays as the second way in (an image already on a CDN); it
 * passes the same safe-URL rule as every link (adminPageRules.ts `isAllowedLink`). The image the
 * field holds is shown small beside it, with a button to take it off.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ds/components/Button';
import { TextField } from '@ds/components/TextField';
import { vars } from '@ds/tokens/vars';
import { isPlacementImageType } from '@app/shared/api/contract/adminMarketingRules';
import { isAllowedLink, pageRuleMessages } from '@app/shared/api/contract/adminPageRules';
import { copy } from '@app/shared/copy';
import { FileUploads } from '../kit/files/FileUploads';
import { publishPageImage } from './pageApi';

const text = copy.backofficePages;

const Field = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  figure {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
  }
  img {
    width: 8rem;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceSunken};
  }
`;

export interface PageImageFieldProps {
  /** What the image is called ("이미지", "휴대폰용 이미지"); an optional one's upload says "(선택)". */
  label: string;
  /** The address the module holds ('' or null when none). */
  value: string | null;
  /** The rule's message at the field, once it is shown. */
  error: string | undefined;
  required?: boolean;
  /** An uploaded image's address, or null when the image is taken off: one undo step. */
  onChange: (imageUrl: string | null) => void;
  /** A keystroke in the address field: a run of them is one undo step. */
  onType: (imageUrl: string) => void;
  onBlur: () => void;
}

export function PageImageField({ label, value, error, required = false, onChange, onType, onBlur }: PageImageFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const address = value ?? '';
  const shown = address.trim() !== '' && isAllowedLink(address) ? address.trim() : null;
  return (
    <Field>
      <FileUploads
        label={required ? label : text.fieldOptional(label)}
        accept={['.png', '.jpg', '.jpeg', '.gif', '.webp']}
        multiple={false}
        error={refusal ?? undefined}
        onUploaded={(file) => {
          // The server refuses it too (page.image.not_image); said here at once.
          if (!isPlacementImageType(file.contentType)) {
            setRefusal(pageRuleMessages.imageNotImage);
            return;
          }
          setRefusal(null);
          setPublishing(true);
          publishPageImage(file.fileId)
            .then(
              ({ imageUrl }) => onChange(imageUrl),
              () => setRefusal(text.imagePublishFailed(file.fileName)),
            )
            .finally(() => setPublishing(false));
        }}
      />
      {publishing && <p role="status">{text.imagePublishing}</p>}
      {shown && (
        <figure>
          <img src={shown} alt={text.imagePreview(label)} />
          <Button size="sm" variant="ghost" aria-label={text.imageRemoveNamed(label)} onClick={() => onChange(required ? '' : null)}>
            {text.imageRemove}
          </Button>
        </figure>
      )}
      <TextField
        label={text.imageAddress(label)}
        hint={text.imageAddressHint}
        value={address}
        error={error}
        onChange={(event) => onType(event.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
