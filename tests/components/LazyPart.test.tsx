/** LazyPart: a code-split part shows its placeholder while it downloads, and a failed download a way to try again. */
import type {ComponentType, ReactNode} from 'react';
import {findByRole, findByText, getByRole, queryByText} from '@testing-library/dom';
import {describe, expect, it, vi} from 'vitest';
import LazyPart from '@site/src/components/LazyPart';
import {render} from './render';

function Part(): ReactNode {
  return <p>The part</p>;
}

/** A dynamic import that settles when the test says so. */
function download() {
  let settle!: {resolve: () => void; reject: (error: Error) => void};
  const promise = new Promise<{default: ComponentType}>((resolve, reject) => {
    settle = {resolve: () => resolve({default: Part}), reject};
  });
  return {promise, ...settle};
}

const placeholder = <div>Loading the part…</div>;

describe('LazyPart', () => {
  it('shows the placeholder while the part downloads, then the part', async () => {
    const chunk = download();
    const page = render(<LazyPart load={() => chunk.promise} fallback={placeholder} />);
    expect(await findByText(page, 'Loading the part…')).toBeTruthy();
    expect(queryByText(page, 'The part')).toBeNull();

    chunk.resolve();
    expect(await findByText(page, 'The part')).toBeTruthy();
    expect(queryByText(page, 'Loading the part…')).toBeNull();
  });

  it('shows why the download failed and downloads the part again on Retry', async () => {
    const first = download();
    const second = download();
    const load = vi
      .fn<() => Promise<{default: ComponentType}>>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const page = render(<LazyPart load={load} fallback={placeholder} />);

    first.reject(new Error('Loading chunk 12 failed.'));
    const alert = await findByRole(page, 'alert');
    expect(alert.textContent).toContain('这部分页面未能加载。');
    expect(alert.querySelector('code')?.textContent).toBe('Loading chunk 12 failed.');
    expect(queryByText(page, 'Loading the part…')).toBeNull();

    getByRole(alert, 'button', {name: '重试'}).click();
    expect(await findByText(page, 'Loading the part…')).toBeTruthy();
    expect(page.querySelector('[role="alert"]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);

    second.resolve();
    expect(await findByText(page, 'The part')).toBeTruthy();
  });

  it('offers Retry again when the second download fails too', async () => {
    const load = vi.fn(() => Promise.reject<{default: ComponentType}>(new Error('offline')));
    const page = render(<LazyPart load={load} fallback={placeholder} />);
    getByRole(await findByRole(page, 'alert'), 'button', {name: '重试'}).click();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect((await findByRole(page, 'alert')).textContent).toContain('offline');
  });
});
