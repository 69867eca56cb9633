// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SearchBox } from './search-box';

afterEach(cleanup);

describe('the service search box', () => {
  it('lists matching categories as options and opens the chosen one with the keyboard', () => {
    renderWithApp(<SearchBox variant="hero" />);
    const box = screen.getByRole('combobox', { name: '您需要什麼服務？' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: '清潔' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.querySelector('.search__option-name')?.textContent)).toEqual(['冷氣清潔', '居家清潔', '沙發清洗']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1]!;
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/category/home-cleaning');
  });

  it('opens the best match on Enter when none is highlighted, and closes on Escape', () => {
    renderWithApp(<SearchBox variant="compact" />);
    const box = screen.getByRole('combobox', { name: '搜尋服務' });
    fireEvent.change(box, { target: { value: '搬' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('location').textContent).toBe('/category/house-moving');
  });

  it('says so when nothing matches, once the server could not add anything', async () => {
    renderWithApp(<SearchBox variant="hero" />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '太空旅行' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(await screen.findByText('找不到「太空旅行」相關的服務，換個關鍵字試試看。')).toBeTruthy();
    expect(screen.getByText('找不到「太空旅行」相關的服務')).toBeTruthy();
    // No close category: the words go along to the list of all categories, to choose one first.
    expect(screen.getByRole('link', { name: '直接描述需求' }).getAttribute('href')).toBe(`/genre/all?describe=${encodeURIComponent('太空旅行')}`);
  });

  it('opens an option on click', () => {
    renderWithApp(<SearchBox variant="hero" />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '沙發' } });
    fireEvent.click(screen.getByRole('option'));
    expect(screen.getByTestId('location').textContent).toBe('/category/sofa-cleaning');
  });
});
