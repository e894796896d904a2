/** The page editor's rules (adminPageRules.ts; issue 41): links through the safe-URL helper, each module's fields, the menu's. */
import { describe, expect, it } from 'vitest';
import type { MenuItem } from './pageModules';
import { contentsProblems, isAllowedLink, menuProblems, moduleProblems, pageRuleMessages } from './adminPageRules';

describe('page rules', () => {
  it('“Links pass the one safe-URL helper”: a site path or an http(s) address, nothing else', () => {
    expect(isAllowedLink('/pages/winter-special')).toBe(true);
    expect(isAllowedLink('https://klass.example.com/events')).toBe(true);
    for (const refused of ['', 'javascript:alert(1)', '//evil.example.com', 'data:text/html,hi', 'pages/x', 'java\tscript:alert(1)']) {
      expect(isAllowedLink(refused), refused).toBe(false);
    }
  });

  it('names each broken field of a slide banner with its Korean message', () => {
    const problems = moduleProblems({
      id: 'm',
      kind: 'MultiBanner',
      slides: [{ imageUrl: 'javascript:x', mobileImageUrl: null, alt: '', linkUrl: 'ftp://x' }],
      pcMaxHeight: 50,
      mobileMaxHeight: 600,
      transitionSpeed: 0,
    });
    expect(problems).toEqual({
      'slides.0.imageUrl': pageRuleMessages.imageUrl,
      'slides.0.alt': pageRuleMessages.alt,
      'slides.0.linkUrl': pageRuleMessages.link,
      pcMaxHeight: pageRuleMessages.height,
      transitionSpeed: pageRuleMessages.speed,
    });
  });

  it('a section’s slots must match its layout; a board slot needs its board', () => {
    expect(moduleProblems({ id: 's', kind: 'PageSection', title: '추천', layout: 'DoubleImage', slots: [{ slot: 'board', boardKey: '', count: 3 }] })).toEqual({
      layout: pageRuleMessages.layoutSlots,
      'slots.0.boardKey': pageRuleMessages.boardKey,
    });
  });

  it('the menu: a name and a safe link per entry, at most twelve a level; the whole manuscript’s problems by path', () => {
    const entry = { uuid: 'a', label: '', link: 'javascript:x', isHide: false, children: [] };
    expect(menuProblems([entry])).toEqual({ 'menu.0.label': pageRuleMessages.menuLabel, 'menu.0.link': pageRuleMessages.link });
    expect(contentsProblems({ modules: [{ id: 'r', kind: 'RecentInventory', title: '' }], menu: [] })).toEqual({ 'modules.0.title': pageRuleMessages.title });
  });

  it('the menu goes three levels deep (MENU_DEPTH_MAX): a third level’s entries are checked as the top’s, a fourth is refused at the entry holding it', () => {
    const entry = (uuid: string, children: MenuItem[] = []): MenuItem => ({ uuid, label: uuid, link: `/pages/${uuid}`, isHide: false, children });
    expect(menuProblems([entry('a', [entry('b', [entry('c')])])])).toEqual({});
    expect(menuProblems([entry('a', [entry('b', [{ ...entry('c'), label: '' }])])])).toEqual({ 'menu.0.children.0.children.0.label': pageRuleMessages.menuLabel });
    expect(menuProblems([entry('a', [entry('b', [entry('c', [entry('d')])])])])).toEqual({ 'menu.0.children.0.children.0.children': pageRuleMessages.menuDepth });
  });
});
