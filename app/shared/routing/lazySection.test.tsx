/**
 * A section downloaded when first shown (lazySection.tsx), named after the rules it keeps (issue
 * 39, issue 37's my-classes budget): a download that fails offline waits and is tried again when
 * the connection returns, one that fails online offers 다시 시도, and a section once downloaded
 * renders at once wherever it is shown again.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySection, type SectionPlaceholderProps } from './lazySection';

function Placeholder({ failure }: SectionPlaceholderProps) {
  return failure ? <button onClick={failure.retry}>다시 시도</button> : <p>불러오는 중</p>;
}

function Greeting({ name }: { name: string }) {
  return <p>안녕하세요, {name}님</p>;
}

/** A download that fails `failures` times, then gives the section. */
function flakyLoad(failures: number) {
  let left = failures;
  return vi.fn((): Promise<ComponentType<{ name: string }>> => {
    if (left > 0) {
      left -= 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }
    return Promise.resolve(Greeting);
  });
}

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('a section downloaded when first shown', () => {
  it('shows the placeholder while its code downloads, then the section with its props', async () => {
    const Section = lazySection(flakyLoad(0), Placeholder);
    render(<Section name="김하늘" />);
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    expect(await screen.findByText('안녕하세요, 김하늘님')).toBeTruthy();
  });

  it('a download that failed offline waits, and is tried again when the connection comes back', async () => {
    act(() => onlineManager.setOnline(false));
    const load = flakyLoad(1);
    const Section = lazySection(load, Placeholder);
    render(<Section name="김하늘" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The failure is handled a few promise steps after the call.
    await act(async () => {
      await new Promise((settle) => setTimeout(settle, 0));
    });
    // Still the placeholder (its offline words), never a failure while offline.
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('안녕하세요, 김하늘님')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a download that failed online offers 다시 시도, which downloads again', async () => {
    const load = flakyLoad(1);
    const Section = lazySection(load, Placeholder);
    render(<Section name="김하늘" />);
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('안녕하세요, 김하늘님')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('its placeholder knows the section\'s props (a form field keeps its label), and one failure is one object while it stands', async () => {
    const seen: SectionPlaceholderProps<{ name: string }>['failure'][] = [];
    function Labelled({ failure, sectionProps }: SectionPlaceholderProps<{ name: string }>) {
      seen.push(failure);
      return <p>{failure ? `${sectionProps.name}: 실패` : `${sectionProps.name}: 불러오는 중`}</p>;
    }
    const Section = lazySection(flakyLoad(1), Labelled);
    const { rerender } = render(<Section name="김하늘" />);
    expect(screen.getByText('김하늘: 불러오는 중')).toBeTruthy();
    await screen.findByText('김하늘: 실패');
    rerender(<Section name="이도윤" />);
    expect(screen.getByText('이도윤: 실패')).toBeTruthy();
    const failures = seen.filter((failure) => failure !== null);
    expect(failures.length).toBeGreaterThan(1);
    expect(new Set(failures).size).toBe(1);
  });

  it('once downloaded, a section shown again renders at once, with one download for all', async () => {
    const load = flakyLoad(0);
    const Section = lazySection(load, Placeholder);
    const first = render(<Section name="김하늘" />);
    await screen.findByText('안녕하세요, 김하늘님');
    first.unmount();
    render(<Section name="이도윤" />);
    expect(screen.getByText('안녕하세요, 이도윤님')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
