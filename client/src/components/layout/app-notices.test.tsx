import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallOffer, waitingUpdate } from '@/lib/app-events';
import { renderLayout } from '@/test/render-layout';
import { InstallBanner } from './install-banner';
import { UpdateNotice } from './update-notice';

/** Chromium's install offer, as its `beforeinstallprompt` event carries it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(() => listenForInstallOffer());

describe('the install banner', () => {
  beforeEach(() => localStorage.clear());

  it('waits for her second visit, even when the browser offers it', () => {
    localStorage.setItem('fairsplit.visits', '1');
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    renderLayout(<InstallBanner />);
    expect(screen.queryByRole('complementary', { name: 'Install Fairsplit' })).toBeNull();
  });

  it('from the second visit asks the browser to install when she says Install', async () => {
    localStorage.setItem('fairsplit.visits', '2');
    const event = offerInstall();
    renderLayout(<InstallBanner />);
    const banner = screen.getByRole('complementary', { name: 'Install Fairsplit' });
    expect(banner).toHaveTextContent(
      'Install Fairsplit on this device. It opens like an app and shows your records when there is no signal.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('complementary', { name: 'Install Fairsplit' })).toBeNull();
  });

  it('stays away on this browser after "Not now"', async () => {
    localStorage.setItem('fairsplit.visits', '3');
    offerInstall();
    const { unmount } = renderLayout(<InstallBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Install Fairsplit' })).toBeNull();
    unmount();
    renderLayout(<InstallBanner />);
    expect(screen.queryByRole('complementary', { name: 'Install Fairsplit' })).toBeNull();
  });
});

describe('a new version waiting', () => {
  it('says "Update available" until she reloads or says Later, and Reload lets it take over', async () => {
    const takeOver = vi.fn(async () => {});
    renderLayout(<UpdateNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => waitingUpdate.set(takeOver));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Update available A new version of Fairsplit is ready.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(takeOver).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    // A newer version still waiting is told again.
    act(() => waitingUpdate.set(vi.fn(async () => {})));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => waitingUpdate.set(null));
  });
});
