import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { categoriesResponse, NETWORTH_ITEM_DEFAULTS } from '@shared/networth';
import { ItemDialog } from './item-dialog';

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

describe('the net worth item dialog', () => {
  it('starts with focus on the dialog, not on Name (no keyboard before she chooses a field)', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Add Net Worth Item' });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(
      'Record an asset or a debt, who it belongs to, and whether it is disputed.',
    );
  });

  it('gives focus back to what opened it when Cancel closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
