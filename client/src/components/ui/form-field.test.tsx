import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './form-field';

describe('TextField', () => {
  it('lets her see the password she is typing, and hide it again, without submitting', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <TextField label="Password" type="password" defaultValue="Sup3r$ecret!" />
      </form>,
    );
    const field = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', field.id);

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveValue('Sup3r$ecret!');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
    expect(submit).not.toHaveBeenCalled();
  });

  it('gives other fields no toggle', () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
