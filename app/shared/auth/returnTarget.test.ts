import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnTarget, sameOriginTarget } from './returnTarget';

const origin = 'https://school.klass.test';

describe('safeReturnTarget: the return target is honoured only if same-origin', () => {
  it.each([
    ['/app/user/klasses?tab=ticket', '/app/user/klasses?tab=ticket'],
    ['/klass/12#lesson-3', '/klass/12#lesson-3'],
    [`${origin}/x`, '/'], // absolute URLs are refused even for this origin: only paths are kept
  ])('keeps a path on this site: %s', (raw, expected) => {
    expect(safeReturnTarget(raw, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/app/login?returnTo=/x',
    '/\t/evil.example', // a tab inside the slashes: the browser drops it and reads //evil.example
    '/&#47;evil.example', // an entity hiding the second slash: safeUrl decodes and refuses it
    '/&sol;evil.example',
  ])('falls back to / for %s', (raw) => {
    expect(safeReturnTarget(raw, origin)).toBe('/');
  });
});

describe('loginPathFor: the current path and query are passed along as the return target', () => {
  it('encodes path and query', () => {
    expect(loginPathFor({ pathname: '/klass/3', search: '?lesson=2' })).toBe(
      '/app/login?returnTo=%2Fklass%2F3%3Flesson%3D2',
    );
  });
  it('needs no target from the home page or the login page', () => {
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/app/login');
    expect(loginPathFor({ pathname: '/app/login', search: '?returnTo=/x' })).toBe('/app/login');
  });

  it('sends a back-office page to the back-office login, and its home without a target', () => {
    expect(loginPathFor({ pathname: '/admin/site/organization', search: '?a=1' })).toBe(
      '/admin/login?returnTo=%2Fadmin%2Fsite%2Forganization%3Fa%3D1',
    );
    expect(loginPathFor({ pathname: '/admin', search: '' })).toBe('/admin/login');
    expect(loginPathFor({ pathname: '/administrator', search: '' })).toBe('/app/login?returnTo=%2Fadministrator');
  });
});

describe('sameOriginTarget: an SSO redirectUrl is honoured only if same-origin', () => {
  it.each([
    [`${origin}/app/user/klasses?tab=ticket`, '/app/user/klasses?tab=ticket'],
    ['/klass/3', '/klass/3'],
  ])('keeps %s as a path', (raw, expected) => {
    expect(sameOriginTarget(raw, origin)).toBe(expected);
  });
  it.each([
    null,
    'https://evil.example/x',
    `${origin}.evil.example/x`,
    `${origin}//evil.example/x`,
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    `${origin}/&#47;evil.example`,
    'data:text/html,x',
  ])('falls back to / for %s', (raw) => {
    expect(sameOriginTarget(raw, origin)).toBe('/');
  });
});

describe('one helper decides protocols and origins (issue 20): the return target goes through safeUrl', () => {
  it('accepts what safeUrl reads as this origin, in any case of the scheme and host', () => {
    expect(sameOriginTarget('HTTPS://SCHOOL.KLASS.TEST/klass/3?x=1', origin)).toBe('/klass/3?x=1');
  });
});
