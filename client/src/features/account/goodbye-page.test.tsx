import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { GoodbyePage } from './goodbye-page';

describe('GoodbyePage', () => {
  it('says the account is gone, to a signed-out visitor, with the way back home', () => {
    renderSignedIn(<GoodbyePage />, { user: null, path: '/goodbye' });

    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Your account has been deleted',
    });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        'Everything you kept in Fairsplit has been removed, and a confirmation email is on its way to you. Any subscription you had was cancelled, with no further charges. Exports you shared with others now show as withdrawn when their verification code is checked. We wish you well.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    // The navigation bar is a visitor's: nothing of the deleted account is offered.
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  });
});
