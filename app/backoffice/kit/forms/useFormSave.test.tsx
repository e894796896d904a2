/**
 * The form save on screen, against the guide ("a save carries the version it was based on, and a
 * stale one is told, with the person's work kept") and the house rule "a failed save keeps what
 * was typed": a failure leaves every typed value, a refused field gets its message and the focus,
 * a conflict is told, the latest version is read aside and the next save goes over it, and a form
 * that stays open after saving bases the next save on the answer.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { useFormSave } from './useFormSave';

interface Values {
  title: string;
  memo: string;
}
interface Saved extends Values {
  version: number;
}

const CONFLICT = 'coupon.version.conflict';
const failure = (status: number, code: string, data: Record<string, unknown> | null = null) => new ApiError({ status, code, message: '서버가 거절했어요.', data });

/** A server whose answers the test decides, one per save; it records what each save carried. */
function server(...answers: Array<(values: Values, basedOn: number) => Saved | ApiError>) {
  const received: Array<{ values: Values; basedOn: number }> = [];
  const send = (values: Values, basedOn: number) => {
    received.push({ values, basedOn });
    const answer = answers[received.length - 1]?.(values, basedOn) ?? failure(500, 'server.error');
    return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { send, received };
}

function Editor({ send, latest, staysOpen }: { send: (values: Values, basedOn: number) => Promise<Saved>; latest?: () => Promise<number>; staysOpen?: boolean }) {
  const form = useForm<Values>({ defaultValues: { title: '봄맞이 할인', memo: '' } });
  const [saves, setSaves] = useState(0);
  const save = useFormSave({
    form,
    version: 3,
    send,
    fieldOf: (path) => (path === 'title' || path === 'memo' ? path : null),
    conflict: latest ? { code: CONFLICT, latest } : undefined,
    versionOf: staysOpen ? (saved: Saved) => saved.version : undefined,
    onSaved: (_saved, values) => {
      form.reset(values);
      setSaves((count) => count + 1);
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={save.submit}>
      <label>
        제목
        <input {...form.register('title')} aria-describedby="title-error" />
      </label>
      <p id="title-error">{errors.title?.message}</p>
      <label>
        메모
        <input {...form.register('memo')} aria-describedby="memo-error" />
      </label>
      <p id="memo-error">{errors.memo?.message}</p>
      <output aria-label="알림">{save.problem ?? '없음'}</output>
      <p>{`저장 ${saves}번`}</p>
      <button type="submit">저장</button>
    </form>
  );
}

function setup(props: Parameters<typeof Editor>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Editor {...props} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  return {
    user,
    title: () => screen.getByRole('textbox', { name: '제목' }),
    memo: () => screen.getByRole('textbox', { name: '메모' }),
    notice: () => screen.getByRole('status', { name: '알림' }),
    save: () => user.click(screen.getByRole('button', { name: '저장' })),
  };
}

describe('useFormSave', () => {
  it('a failed save never loses what was typed: it is said, and every value stays', async () => {
    const api = server(() => failure(500, 'server.error'));
    const form = setup({ send: api.send });
    await form.user.clear(form.title());
    await form.user.type(form.title(), '여름 특가');
    await form.user.type(form.memo(), '운영팀 확인');
    await form.save();
    await waitFor(() => expect(form.notice()).toHaveTextContent('failed'));
    expect(form.title()).toHaveValue('여름 특가');
    expect(form.memo()).toHaveValue('운영팀 확인');
  });

  it("a refused body's messages land at their fields, the first one focused, with no notice above", async () => {
    const api = server(() =>
      failure(400, 'request.invalid', {
        issues: [
          { path: 'title', message: '이미 같은 이름의 쿠폰이 있어요.' },
          { path: 'memo', message: '메모에 쓸 수 없는 글자가 있어요.' },
        ],
      }),
    );
    const form = setup({ send: api.send });
    await form.save();
    await waitFor(() => expect(form.title()).toHaveAccessibleDescription('이미 같은 이름의 쿠폰이 있어요.'));
    expect(form.memo()).toHaveAccessibleDescription('메모에 쓸 수 없는 글자가 있어요.');
    expect(form.title()).toHaveFocus();
    expect(form.notice()).toHaveTextContent('없음');
    expect(form.title()).toHaveValue('봄맞이 할인');
  });

  it("a save based on a stale version says so and keeps the person's work; the next save goes over the latest", async () => {
    const api = server(
      () => failure(409, CONFLICT, { version: 5 }),
      (values, basedOn) => ({ ...values, version: basedOn + 1 }),
    );
    const form = setup({ send: api.send, latest: () => Promise.resolve(5) });
    await form.user.clear(form.title());
    await form.user.type(form.title(), '내가 고친 이름');
    await form.save();
    await waitFor(() => expect(form.notice()).toHaveTextContent('stale'));
    expect(form.title()).toHaveValue('내가 고친 이름');
    // Saved again, knowingly: the work goes over the version saved meanwhile, and the notice goes.
    await form.save();
    await screen.findByText('저장 1번');
    expect(form.notice()).toHaveTextContent('없음');
    expect(api.received.map(({ basedOn }) => basedOn)).toEqual([3, 5]);
    expect(api.received[1]?.values.title).toBe('내가 고친 이름');
  });

  it('when the latest version cannot be read, the next save carries the old one (and the server tells it stale again)', async () => {
    const api = server(
      () => failure(409, CONFLICT),
      () => failure(409, CONFLICT),
    );
    const form = setup({ send: api.send, latest: () => Promise.reject(failure(0, 'client.api.process_fail')) });
    await form.save();
    await waitFor(() => expect(form.notice()).toHaveTextContent('stale'));
    await form.save();
    await waitFor(() => expect(api.received).toHaveLength(2));
    expect(api.received.map(({ basedOn }) => basedOn)).toEqual([3, 3]);
  });

  it('a form that stays open after saving bases the next save on the version it made', async () => {
    const api = server(
      (values) => ({ ...values, version: 4 }),
      (values) => ({ ...values, version: 5 }),
    );
    const form = setup({ send: api.send, latest: () => Promise.resolve(0), staysOpen: true });
    await form.save();
    await screen.findByText('저장 1번');
    await form.user.type(form.memo(), '두 번째');
    await form.save();
    await screen.findByText('저장 2번');
    expect(api.received.map(({ basedOn }) => basedOn)).toEqual([3, 4]);
  });
});
