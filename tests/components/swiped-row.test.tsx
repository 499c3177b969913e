import { act, render, screen, waitFor, within } from '@testing-library/react';
import { SwipedRow, swipedRowChip } from '@/components/swiped-row/swiped-row';

// Swiper, once wanted, stays wanted for the rest of a test file (as for the rest of a visit): the row's
// first drawing without it needs a file of its own.
beforeAll(async () => {
  await import('@/components/swiped-row/swiper-track');
});

const categories = ['All', 'Favourites', 'Recent', 'New', 'Slots', 'Fishing', 'Jackpot'];

function Row() {
  return (
    <SwipedRow
      label="Categories"
      previousLabel="Previous categories"
      nextLabel="Next categories"
      spaceBetween={5}
      items={categories}
      itemKey={(name) => name}
      renderItem={(name) => (
        <button type="button" className={swipedRowChip} aria-pressed={name === 'All'}>
          {name}
        </button>
      )}
    />
  );
}

describe('SwipedRow', () => {
  it('works without swiper first, and swiper takes over keeping its arrows and the focus', async () => {
    render(<Row />);
    const before = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(before)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(categories);
    const previous = screen.getByRole('button', { name: 'Previous categories' });
    const next = screen.getByRole('button', { name: 'Next categories' });
    // At its start (and in jsdom everything "fits"): nothing to go back to.
    expect(previous).toBeDisabled();

    // A keyboard visitor reaches the row: swiper is wanted at once.
    act(() => {
      within(before).getByRole('button', { name: 'Recent' }).focus();
    });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Categories' })).not.toBe(before));
    const after = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(after)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(categories);
    expect(within(after).getByRole('button', { name: 'Recent' })).toHaveFocus();
    expect(within(after).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    // The arrows are the same buttons, now driven by swiper (disabled at either end).
    expect(screen.getByRole('button', { name: 'Previous categories' })).toBe(previous);
    expect(screen.getByRole('button', { name: 'Next categories' })).toBe(next);
    expect(previous).toBeDisabled();
  });
});
