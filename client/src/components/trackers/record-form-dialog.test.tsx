import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-field';
import {
  RecordFormDialog,
  type FormDialogTexts,
  type RecordFieldsProps,
} from './record-form-dialog';

const NAME_REQUIRED = 'Record name is required';
const schema = z.object({ name: z.string().trim().min(1, { error: NAME_REQUIRED }) });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const TEXTS: FormDialogTexts = {
  add: { title: 'Add Record', description: 'Record something.', submit: 'Add Record' },
  edit: { title: 'Edit Record', description: 'Change something.', submit: 'Update Record' },
};

function NameField({ form: { register, formState } }: RecordFieldsProps<Input, Values>) {
  return <TextField label="Name" error={formState.errors.name?.message} {...register('name')} />;
}

function Tracker({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Add
      </button>
      <RecordFormDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        mode="add"
        defaultValues={{ name: '' }}
        onSubmit={onSubmit}
        texts={TEXTS}
        schema={schema}
        fields={NameField}
      />
    </>
  );
}

async function openDialog() {
  const onSubmit = vi.fn(async () => {});
  const user = userEvent.setup();
  render(<Tracker onSubmit={onSubmit} />);
  await user.click(screen.getByRole('button', { name: 'Add' }));
  return { user, onSubmit, dialog: screen.getByRole('dialog', { name: 'Add Record' }) };
}

describe('the tracker form dialog', () => {
  it('starts with focus on the dialog, which is described, not on its first field', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('Record something.');
    expect(screen.getByLabelText('Name')).not.toHaveFocus();
  });

  it('closes at the first press on Cancel after a field was left empty, with no message first', async () => {
    const { user, onSubmit } = await openDialog();
    await user.click(screen.getByLabelText('Name'));

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(cancel).toHaveFocus();
    // A message appearing above Cancel before the release would move it from under the finger.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(NAME_REQUIRED)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is missing when saved, with the schema’s words, and then as she types', async () => {
    const { user, onSubmit } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Add Record' }));

    expect(await screen.findByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(NAME_REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Rent');
    expect(screen.queryByText(NAME_REQUIRED)).toBeNull();
  });
});
