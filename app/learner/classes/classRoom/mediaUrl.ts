/**
 * Media of a class (video, captions, PDFs, attachments) is fetched with the ticket's resource
 * access token (`POST /v2/public/resource-access-token`) appended as `token`, so the media host
 * can check the learner's access without the session header (a video element sends none).
 */
export function withResourceToken(url: string, token: string | undefined): string {
  if (!token) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${new URLSearchParams({ token }).toString()}`;
}
