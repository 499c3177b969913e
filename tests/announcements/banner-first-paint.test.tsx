import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils';

// Swiper, once wanted, stays wanted for the rest of a test file (as for the rest of a visit): the banner's
// first drawing without it needs a file of its own.
vi.setConfig({ testTimeout: 45_000 });
beforeAll(async () => {
  await Promise.all([
    import('@/pages/home-page'),
    import('@/features/announcements/components/banner-carousel/banner-swiper'),
  ]);
});

const dot = (banner: HTMLElement, n: number) =>
  within(banner).getByRole('button', { name: `Go to slide ${n}` });

describe('home banner before swiper', () => {
  it('is the first banner as a plain picture; a press on a dot brings swiper, which shows that banner and keeps the focus', async () => {
    await renderApp('/', { swiperLater: true });
    const banner = await screen.findByRole('region', { name: 'Featured offers' });
    // The page's largest picture, drawn with the page: fetched at once and first, nothing else yet.
    const first = within(banner).getByRole('img', { name: 'Welcome Bonus 100%' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const src = first.getAttribute('src');
    expect(within(banner).queryByAltText('New Slots Every Week')).not.toBeInTheDocument();
    // Its controls are there from the start, the first dot current.
    expect(dot(banner, 1)).toHaveAttribute('aria-current', 'true');
    expect(within(banner).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();

    // A keyboard visitor picks the third banner before swiper is in (focus, then Enter).
    act(() => {
      dot(banner, 3).focus();
      dot(banner, 3).click();
    });
    await waitFor(() => expect(dot(banner, 3)).toHaveAttribute('aria-current', 'true'));
    expect(within(banner).getByRole('button', { name: 'Play the Featured Game' })).toBeInTheDocument();
    expect(dot(banner, 3)).toHaveFocus();
    // Swiper draws every banner, the first from the same address as before (one download).
    expect(within(banner).getByAltText('Welcome Bonus 100%')).toHaveAttribute('src', src);
    expect(within(banner).getByAltText('New Slots Every Week')).toBeInTheDocument();
  });
});
