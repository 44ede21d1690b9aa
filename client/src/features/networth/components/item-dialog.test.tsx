import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn, replyByPath, stubApi } from '@/test/render-signed-in';
import { categoriesResponse, NETWORTH_ITEM_DEFAULTS } from '@shared/networth';
import { ITEM_FORM_TEXTS, ItemDialog } from './item-dialog';

function Page() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <ItemDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        mode="add"
        defaultValues={NETWORTH_ITEM_DEFAULTS}
        categories={categoriesResponse()}
        isSaving={false}
        onSubmit={vi.fn(async () => {})}
      />
    </>
  );
}

/** The dialog as a signed-in user sees it; who is who not set yet. */
function renderPage() {
  stubApi(
    replyByPath({
      '/api/account/parties': {
        status: 200,
        body: { spouse_role: null, spouse_1_name: null, spouse_2_name: null },
      },
    }),
  );
  return renderSignedIn(<Page />);
}

describe('the net worth item dialog', () => {
  it('starts the value empty, echoes it as she types, and asks whether her item is separate', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const value = screen.getByLabelText('Value ($)');
    expect(value).toHaveValue(null);
    await user.type(value, '250000');
    expect(value).toHaveAccessibleDescription('= $250,000.00');

    // A joint item is always marital: the question comes with an owner.
    expect(screen.queryByLabelText(ITEM_FORM_TEXTS.characterLabel)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Ownership'), 'spouse_1');
    const character = screen.getByLabelText(ITEM_FORM_TEXTS.characterLabel);
    expect(character).toHaveValue('marital');
    await user.selectOptions(character, 'separate');
    expect(character).toHaveValue('separate');
  });

  it("asks a debt's monthly payment, echoes it, and clears it when the item becomes an asset", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.queryByLabelText('Monthly payment ($)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Classification'), 'debt');
    const payment = screen.getByLabelText('Monthly payment ($)');
    await user.type(payment, '350');
    expect(payment).toHaveAccessibleDescription('= $350.00');

    await user.selectOptions(screen.getByLabelText('Classification'), 'asset');
    expect(screen.queryByLabelText('Monthly payment ($)')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Classification'), 'debt');
    expect(screen.getByLabelText('Monthly payment ($)')).toHaveValue(null);
  });

  it('starts with focus on the dialog, not on Name (no keyboard before she chooses a field)', async () => {
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Add Net Worth Item' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(
      'Record an asset or a debt, who it belongs to, and whether it is disputed.',
    );
  });

  it('gives focus back to what opened it when Cancel closes it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
