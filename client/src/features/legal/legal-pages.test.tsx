import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { testClientConfig } from '@/test/client-config';
import type { AuthState } from '@/features/auth';
import { authState, TestContexts } from '@/test/contexts';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const signedIn: AuthState['user'] = {
  id: 'u1',
  email: 'jo@example.com',
  firstName: 'Jo',
  lastName: null,
};

function renderLegal(page: ReactElement, user: AuthState['user'] = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestContexts auth={authState({ user })}>
        <Router hook={memoryLocation({ path: '/terms' }).hook}>{page}</Router>
      </TestContexts>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(testClientConfig()))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  { name: 'Terms of Service', page: <TermsPage />, effective: 'Effective July 2025', count: 13 },
  { name: 'Privacy Policy', page: <PrivacyPage />, effective: 'Effective April 2025', count: 9 },
])('$name', ({ name, page, effective, count }) => {
  it(`has its title, its effective date and exactly ${count} numbered sections`, () => {
    renderLegal(page);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText(effective)).toBeInTheDocument();
    const sections = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(count);
    sections.forEach((heading, index) => {
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    });
  });

  it('goes Back to Home at / when signed out and /home when signed in', () => {
    renderLegal(page);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('goes Back to Home at /home when signed in', () => {
    renderLegal(page, signedIn);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('shows the support email from /api/config as a mailto link', async () => {
    renderLegal(page);
    expect(await screen.findByRole('link', { name: 'help@fairsplit.test' })).toHaveAttribute(
      'href',
      'mailto:help@fairsplit.test',
    );
  });
});

describe('the legal statements', () => {
  it.each([
    [
      'Terms: US residents 18 or over, not a law firm, card payments, arbitration in Pennsylvania',
      <TermsPage key="terms" />,
      [
        'residents of the United States who are 18 years of age or older',
        'Fairsplit is not a law firm',
        'general information only',
        'third-party card payment provider',
        'may be stored long-term',
        'binding arbitration under Pennsylvania law',
      ],
    ],
    [
      'Privacy: calculator inputs stored long-term, marketing emails with opt-out, card payments',
      <PrivacyPage key="privacy" />,
      [
        'Information you enter into our calculators may be stored long-term',
        'marketing emails',
        'opt out',
        'third-party payment provider',
        'aged 18 or over',
      ],
    ],
  ])('%s', (_title, page, statements) => {
    renderLegal(page);
    const text = screen.getByRole('article').textContent ?? '';
    for (const statement of statements) expect(text).toContain(statement);
  });
});
