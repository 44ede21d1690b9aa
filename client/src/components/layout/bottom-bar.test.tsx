import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLayout } from '@/test/render-layout';
import { BottomBar } from './bottom-bar';

function toolsBar() {
  return within(screen.getByRole('navigation', { name: 'Tools' }));
}

function linksOf(bar: ReturnType<typeof toolsBar>) {
  return bar.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the tools bar on phones', () => {
  it('gives a subscriber Expenses, Net worth, Events, Calculators and Case file', () => {
    renderLayout(<BottomBar />, { plan: 'premium', path: '/expenses' });
    expect(linksOf(toolsBar())).toEqual([
      ['Expenses', '/expenses'],
      ['Net worth', '/networth'],
      ['Events', '/events'],
      ['Calculators', '/settlement-calculator'],
      ['Case file', '/case-file'],
    ]);
    expect(toolsBar().getByRole('link', { name: 'Expenses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each(['/calculator', '/free-settlement-calculator', '/settlement-calculator'])(
    'marks Calculators as the current page on %s',
    (path) => {
      renderLayout(<BottomBar />, { plan: 'premium', path });
      expect(toolsBar().getByRole('link', { name: 'Calculators' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(toolsBar().getByRole('link', { name: 'Expenses' })).not.toHaveAttribute(
        'aria-current',
      );
    },
  );

  it('gives a free user Home, her calculators and the way to Premium', () => {
    renderLayout(<BottomBar />, { plan: 'free', path: '/home' });
    expect(linksOf(toolsBar())).toEqual([
      ['Home', '/home'],
      ['Calculators', '/free-settlement-calculator'],
      ['Upgrade', '/account-settings'],
    ]);
  });

  it('is not there for a visitor, nor while the plan is being checked', () => {
    const { unmount } = renderLayout(<BottomBar />, { user: null });
    expect(screen.queryByRole('navigation', { name: 'Tools' })).toBeNull();
    unmount();
    renderLayout(<BottomBar />, { plan: 'loading' });
    expect(screen.queryByRole('navigation', { name: 'Tools' })).toBeNull();
  });
});
