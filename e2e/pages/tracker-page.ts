/**
 * What the optimistic trackers (expenses, events) share: a heading, an add button that opens the
 * add dialog, a row's edit and delete buttons, and the edit dialog. Each tracker names its own
 * buttons and dialogs and fills its own fields.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export type TrackerNames = {
  heading: string;
  /** The header button that opens the add dialog, and that dialog's save button. */
  add: string;
  addDialog: string;
  editDialog: string;
  /** The edit dialog's save button. */
  update: string;
  /** Before a record's name on its row's buttons: 'Edit ' + 'Rent'. */
  editPrefix: string;
  deletePrefix: string;
  /** The delete confirmation's title. */
  deleteQuestion: string;
};

export abstract class TrackerPage<Fields> {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly addDialog: Locator;
  readonly editDialog: Locator;
  /** The delete confirmation. */
  readonly confirmation: Locator;

  constructor(
    readonly page: Page,
    private readonly names: TrackerNames,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: names.heading, exact: true });
    this.addButton = page.getByRole('button', { name: names.add, exact: true });
    this.addDialog = page.getByRole('dialog', { name: names.addDialog });
    this.editDialog = page.getByRole('dialog', { name: names.editDialog });
    this.confirmation = page.getByRole('alertdialog', { name: names.deleteQuestion });
  }

  /** Types `fields` into the open `dialog`, leaving the others as they are. */
  abstract fill(dialog: Locator, fields: Partial<Fields>): Promise<void>;

  async expectOpen() {
    await expect(this.heading).toBeVisible();
  }

  /** The add dialog's save button. */
  get saveNewButton() {
    return this.addDialog.getByRole('button', { name: this.names.add });
  }

  /** The edit dialog's save button. */
  get updateButton() {
    return this.editDialog.getByRole('button', { name: this.names.update });
  }

  editButton(recordName: string) {
    return this.page.getByRole('button', { name: `${this.names.editPrefix}${recordName}` });
  }

  historyButton(recordName: string) {
    return this.page.getByRole('button', { name: `History of ${recordName}` });
  }

  deleteButton(recordName: string) {
    return this.page.getByRole('button', { name: `${this.names.deletePrefix}${recordName}` });
  }

  /** Opens the add dialog, fills in `fields` and saves, without waiting for the outcome. */
  async submitNew(fields: Partial<Fields>) {
    await this.addButton.click();
    await this.fill(this.addDialog, fields);
    await this.saveNewButton.click();
  }

  /** Adds a record through the add dialog and waits for the dialog to close. */
  async add(fields: Fields) {
    await this.submitNew(fields);
    await expect(this.addDialog).toBeHidden();
  }

  /** Opens `recordName`'s edit dialog, changes `fields` and saves, without waiting. */
  async submitEdit(recordName: string, fields: Partial<Fields>) {
    await this.editButton(recordName).click();
    await this.fill(this.editDialog, fields);
    await this.updateButton.click();
  }

  /** Asks to delete `recordName` and confirms, without waiting for the outcome. */
  async deleteRecord(recordName: string) {
    await this.deleteButton(recordName).click();
    await this.confirmation.getByRole('button', { name: 'Delete' }).click();
  }

  /** Closes `dialog` with its Cancel button. */
  async cancel(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }
}
