/**
 * An item's cover from an upload (issue 28 "cover image through the kit's upload"): the edit names
 * a stored file of the files area, and the item keeps it as a data URL of its bytes (the one
 * helper, app/shared/lib/files/dataUrl.ts, as the certificates keep their backgrounds), an
 * address the learner's cards can draw without a token. A file that is not an image is refused at
 * the form's field; one that is gone answers `file.not_found`.
 */
import { dataUrlOf } from '@app/shared/lib/files/dataUrl';
import { findStoredFile } from '@mocks/backoffice/files/store';
import { fileContents } from '@mocks/backoffice/files/contents';
import { MockError } from '@mocks/engine/MockError';

const NOT_AN_IMAGE = '표지에는 이미지 파일(PNG, JPG, WEBP)만 쓸 수 있어요.';

export async function coverUrlOf(fileId: string): Promise<string> {
  const file = findStoredFile(fileId);
  if (!file.contentType.startsWith('image/')) {
    throw new MockError('badRequest', NOT_AN_IMAGE, { issues: [{ path: 'coverFileId', message: NOT_AN_IMAGE }] });
  }
  const bytes = await fileContents().read(fileId);
  if (!bytes) throw new MockError('fileNotFound', '파일을 찾을 수 없어요.', { fileId });
  return dataUrlOf(bytes, file.contentType);
}
