/**
 * /networth, the Combined Net Worth Tracker: the item dialog and the summary's figures.
 */
import { expect, type Locator } from '@playwright/test';
import { toastRegion } from '../fixtures/auth';
import { PageModel } from './page-model';

export interface NewItem {
  name: string;
  classification: 'asset' | 'debt';
  /** The category's display name, as the select shows it. */
  category: string;
  ownership: 'Spouse 1' | 'Spouse 2' | 'Joint';
  value: string;
  disputed?: boolean;
  disputeNotes?: string;
}

type Owner = 'spouse_1' | 'spouse_2' | 'joint';
type Panel = Record<Owner, [amount: string, percent: string]>;

export type Summary = {
  netWorth: string;
  totalAssets: string;
  totalDebts: string;
  assets: Panel;
  debts: Panel;
};

export class NetWorthPage extends PageModel {
  readonly heading = this.page.getByRole('heading', {
    level: 1,
    name: 'Combined Net Worth Tracker',
  });
  readonly addItemButton = this.page.getByRole('button', { name: 'Add Item' });

  itemDialog(title = 'Add Net Worth Item') {
    return this.page.getByRole('dialog', { name: title });
  }

  async fillItem(dialog: Locator, item: NewItem) {
    await dialog.getByLabel('Name').fill(item.name);
    await dialog
      .getByLabel('Classification')
      .selectOption({ label: item.classification === 'asset' ? 'Asset' : 'Debt' });
    await dialog.getByLabel('Category').selectOption({ label: item.category });
    await dialog.getByLabel('Ownership').selectOption({ label: item.ownership });
    await dialog
      .getByLabel(item.classification === 'asset' ? 'Value ($)' : 'Amount ($)')
      .fill(item.value);
    if (item.disputed) {
      await dialog.getByLabel('This item is disputed').check();
      if (item.disputeNotes) await dialog.getByLabel('Dispute notes').fill(item.disputeNotes);
    }
  }

  /** Adds an item through the header's Add Item button and waits for the reloaded list. */
  async addItem(item: NewItem) {
    await this.addItemButton.click();
    const dialog = this.itemDialog();
    await this.fillItem(dialog, item);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(toastRegion(this.page).getByText('Item added', { exact: true })).toBeVisible();
  }

  /** Opens the Summary tab and checks every figure on it. */
  async expectSummary(expected: Summary) {
    await this.page.getByRole('tab', { name: 'Summary' }).click();
    await expect(this.page.getByTestId('summary-net-worth')).toHaveText(expected.netWorth);
    await expect(this.page.getByTestId('summary-total-assets')).toHaveText(expected.totalAssets);
    await expect(this.page.getByTestId('summary-total-debts')).toHaveText(expected.totalDebts);
    for (const panel of ['assets', 'debts'] as const) {
      for (const [owner, [amount, percent]] of Object.entries(expected[panel])) {
        await expect(this.page.getByTestId(`${panel}-${owner}-amount`)).toHaveText(amount);
        await expect(this.page.getByTestId(`${panel}-${owner}-percent`)).toHaveText(percent);
      }
    }
  }
}
