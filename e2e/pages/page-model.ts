import type { Page } from '@playwright/test';

/**
 * The base of the page models: the page they drive, set before a subclass's fields are
 * initialised, so those can be written as `readonly email = this.page.getByLabel('Email')`.
 */
export abstract class PageModel {
  constructor(readonly page: Page) {}
}

/** A screen with its own route. */
export abstract class ScreenModel extends PageModel {
  abstract readonly path: string;

  async goto() {
    await this.page.goto(this.path);
  }
}
