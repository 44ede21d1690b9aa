import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { testClientConfig } from '@/test/client-config';
import { LandingPage } from './landing-page';

function renderLanding(config: Response | Promise<Response> | (() => Response)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (typeof config === 'function' ? config() : config)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <LandingPage />
      </Router>
    </QueryClientProvider>,
  );
}

const config = () => new Response(JSON.stringify(testClientConfig()));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the landing page', () => {
  it('offers sign-up and log-in in the hero', () => {
    renderLanding(config());
    const hero = screen.getByRole('heading', { level: 1 }).closest('section');
    expect(hero).not.toBeNull();
    const links = within(hero as HTMLElement);
    expect(links.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
    expect(links.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the sample case as the shared formulas compute it', () => {
    renderLanding(config());
    const demo = screen.getByRole('region', { name: 'Settle, or go to trial?' });
    // The free calculator's defaults: net worth 300,000, net settlement 140,000, expected 120,000.
    expect(demo).toHaveTextContent('$300,000');
    expect(demo).toHaveTextContent('$140,000');
    expect(demo).toHaveTextContent('$120,000');
    expect(demo).toHaveTextContent('$60,000 to $180,000');
    expect(demo).toHaveTextContent('43.3%');
  });

  it('has the three feature cards and both plans', () => {
    renderLanding(config());
    for (const title of ['Asset Tracking', 'Fair Division Tools', 'Collaborative Management']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const free = screen.getByRole('article', { name: 'Free' });
    expect(free).toHaveTextContent('$0/month');
    expect(free).toHaveTextContent('Free Settlement Calculator');
    const premium = screen.getByRole('article', { name: 'Premium' });
    expect(premium).toHaveTextContent('$29.99/month');
    expect(premium).toHaveTextContent('Settlement vs. Trial Calculator');
  });

  it('has a footer with the legal links, the support email and the disclaimer', async () => {
    // As the server writes it into the page (server/http/static.ts): no request needed.
    const meta = document.createElement('meta');
    meta.name = 'fairsplit-support-email';
    meta.content = 'help@fairsplit.test';
    document.head.append(meta);
    renderLanding(new Promise<Response>(() => {}));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(
      await within(footer).findByRole('link', { name: 'help@fairsplit.test' }),
    ).toHaveAttribute('href', 'mailto:help@fairsplit.test');
    expect(footer).toHaveTextContent('Fairsplit is not a law firm and does not give legal advice.');
    meta.remove();
  });

  it('reads the support email from the config where the page carries none (the dev server)', async () => {
    renderLanding(config);
    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByRole('link', { name: 'help@fairsplit.test' }, { timeout: 5_000 }),
    ).toHaveAttribute('href', 'mailto:help@fairsplit.test');
  });

  it('leaves the email out until the config has loaded', () => {
    renderLanding(new Promise<Response>(() => {}));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('link', { name: /@/ })).toBeNull();
  });
});
