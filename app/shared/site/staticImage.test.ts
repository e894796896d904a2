/** learner.md §7 "Static images (login-permission page, archive page) are loaded from a static assets host." */
import { describe, expect, it } from 'vitest';
import { staticImageUrl } from './staticImage';

describe('staticImageUrl', () => {
  it('loads the image from the static assets host the deploy names, by its file name', () => {
    expect(staticImageUrl('archived.svg', '/assets/archived-abc.svg', 'https://static.klass.example/site')).toBe(
      'https://static.klass.example/site/archived.svg',
    );
  });

  it('falls back to the bundled file without a host', () => {
    expect(staticImageUrl('login-permission.svg', '/assets/login-permission-abc.svg', undefined)).toBe(
      '/assets/login-permission-abc.svg',
    );
  });
});
