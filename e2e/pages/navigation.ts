/**
 * The header and, below 1024 px, the mobile menu drawer: what every signed-in screen shares.
 */
import { expect, type Page } from '@playwright/test';
import { PageModel } from './page-model';

/** True in the phone project (390 px), where the navigation lives in the drawer. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

export class Navigation extends PageModel {
  readonly banner = this.page.getByRole('banner');
  /** The header's links (desktop widths only). */
  readonly mainNav = this.banner.getByRole('navigation', { name: 'Main' });
  readonly openMenuButton = this.page.getByRole('button', { name: 'Open menu' });
  /** The drawer, once open. */
  readonly menu = this.page.getByRole('dialog', { name: 'Menu' });

  /** Opens the drawer with the header's "Open menu" button and returns it. */
  async openMenu() {
    await this.openMenuButton.click();
    await expect(this.menu).toBeVisible();
    return this.menu;
  }

  /** Closes the open drawer with its close button. */
  async closeMenu() {
    await this.menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(this.menu).toBeHidden();
  }

  /**
   * Drags the open drawer down by `fraction` of its height in `steps` moves, `pause` ms apart,
   * and lets go after `hold` ms.
   */
  async dragMenuDown({
    fraction,
    steps,
    pause,
    hold = 0,
  }: {
    fraction: number;
    steps: number;
    pause: number;
    hold?: number;
  }) {
    const box = (await this.menu.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 12;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    for (let step = 1; step <= steps; step += 1) {
      await this.page.mouse.move(x, y + (box.height * fraction * step) / steps);
      await this.page.waitForTimeout(pause);
    }
    if (hold > 0) await this.page.waitForTimeout(hold);
    await this.page.mouse.up();
  }

  /** The header at desktop width, the drawer (opened) on a phone. */
  private async scope() {
    return isPhone(this.page) ? await this.openMenu() : this.banner;
  }

  /** Goes to `label` through the header at desktop width, through the drawer on a phone. */
  async navigateTo(label: string) {
    await (await this.scope()).getByRole('link', { name: label, exact: true }).click();
  }

  /** Logs out through the header, or through the drawer on a phone. */
  async logOut() {
    await (await this.scope()).getByRole('button', { name: 'Log out' }).click();
  }
}
