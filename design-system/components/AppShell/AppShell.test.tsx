/**
 * The shell's own logic: the menu button's state, the drawer closing on a chosen link and on
 * Escape (focus back on the button), and the skip link moving focus to the main area. jsdom applies
 * the base styles but no media queries, so it is a narrow screen: the persistent column is there
 * but hidden (queried with `hidden: true`), the menu button is shown.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '@tests/support/designSystemMessages';
import { AppShell, type AppShellProps } from './AppShell';

function renderShellOnly(props: Partial<AppShellProps> = {}) {
  renderWithMessages(
    <MemoryRouter initialEntries={['/a']}>
      <AppShell
        brand="Brand"
        navigation={[
          {
            title: 'Group one',
            items: [
              { label: 'Page A', to: '/a' },
              { label: 'Page B', to: '/b' },
            ],
          },
          { title: 'Group two', items: [{ label: 'Page C', to: '/c' }] },
        ]}
        navigationLabel="Admin"
        skipLinkLabel="Skip to content"
        menuLabel="Open menu"
        closeLabel="Close menu"
        {...props}
      >
        <h1>Title</h1>
      </AppShell>
    </MemoryRouter>,
  );
}

function renderShell(props: Partial<AppShellProps> = {}) {
  const user = userEvent.setup();
  renderShellOnly(props);
  return { user, menu: screen.getByRole('button', { name: 'Open menu' }) };
}

describe('AppShell', () => {
  it('with no sections shows neither a navigation nor a menu button that would open nothing', () => {
    renderShellOnly({ navigation: [] });
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { hidden: true })).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('has a banner, a labelled navigation with the current page, and main#main', () => {
    renderShell();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Page A', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav).getByRole('heading', { name: 'Group one', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('opens the drawer from the menu button and closes it on Escape, focus back on the button', async () => {
    const { user, menu } = renderShell();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Admin' });
    const nav = within(drawer).getByRole('navigation', { name: 'Admin' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    // No field in it: the drawer opens on its title (the WAI-ARIA dialog pattern), not on its close button.
    expect(within(drawer).getByRole('heading', { name: 'Admin' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer when a link is chosen and reports it', async () => {
    const onNavigate = vi.fn();
    const { user, menu } = renderShell({ onNavigate });
    await user.click(menu);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Page C' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/c' }));
    const nav = screen.getByRole('navigation', { name: 'Admin', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Page C', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('renders links through renderLink', async () => {
    const onNavigate = vi.fn();
    const { user } = renderShell({
      onNavigate,
      renderLink: ({ item, children, onClick }) => (
        <a
          href={item.to}
          data-custom=""
          aria-current={item.to === '/b' ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            onClick();
          }}
        >
          {children}
        </a>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Admin' });
    const link = within(nav).getByRole('link', { name: 'Page B' });
    expect(link).toHaveAttribute('data-custom');
    expect(link).toHaveAttribute('aria-current', 'page');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ to: '/b' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the skip link moves focus to the main area without changing the URL', async () => {
    const { user } = renderShell({ mainId: 'content' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#content');
    const before = window.location.href;
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.href).toBe(before);
  });
});
