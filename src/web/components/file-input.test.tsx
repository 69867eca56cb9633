// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { FileInput } from './file-input';

afterEach(cleanup);

function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('FileInput', () => {
  it('reads in zh-TW before anything is chosen, and stays the labelled file control', () => {
    renderWithApp(
      <>
        <label htmlFor="f">附件</label>
        <FileInput id="f" multiple accept="image/png" />
      </>,
    );
    const input = screen.getByLabelText('附件');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/png');
    expect(input.hasAttribute('multiple')).toBe(true);
    const control = input.closest('.file-input');
    expect(control?.textContent).toBe('選擇檔案尚未選擇檔案');
  });

  it('names the one file chosen, counts several, and still tells the caller', () => {
    const onChange = vi.fn();
    renderWithApp(
      <>
        <label htmlFor="f">照片</label>
        <FileInput id="f" multiple onChange={onChange} />
      </>,
    );
    const input = screen.getByLabelText('照片');
    choose(input, [new File(['a'], 'a.png', { type: 'image/png' })]);
    expect(input.closest('.file-input')?.textContent).toBe('再選擇檔案已選擇：a.png');
    choose(input, [new File(['a'], 'a.png'), new File(['b'], 'b.png')]);
    expect(input.closest('.file-input')?.textContent).toContain('已選擇 2 個檔案');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it.each([
    [0, '選擇檔案尚未選擇檔案'],
    [3, '選擇檔案已選擇 3 個檔案'],
  ])('counts the files the caller keeps when it says how many (%i)', (count, text) => {
    renderWithApp(
      <>
        <label htmlFor="f">附件</label>
        <FileInput id="f" count={count} />
      </>,
    );
    expect(screen.getByLabelText('附件').closest('.file-input')?.textContent).toBe(text);
  });

  it('marks itself disabled along with the input', () => {
    renderWithApp(
      <>
        <label htmlFor="f">附件</label>
        <FileInput id="f" disabled />
      </>,
    );
    const input = screen.getByLabelText('附件') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.closest('.file-input')?.classList.contains('file-input--disabled')).toBe(true);
  });
});
