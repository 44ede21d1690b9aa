import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { GlossaryHelp } from './glossary-help';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

/** The disclosure and the question that opens it. */
function disclosure(container: HTMLElement) {
  const details = container.querySelector('details')!;
  return { details, summary: details.querySelector('summary')! };
}

describe('a glossary term’s help', () => {
  it('is folded until asked for, then says what the term means', async () => {
    const { container } = render(<GlossaryHelp term="net worth" />);
    const { details, summary } = disclosure(container);
    expect(summary).toHaveTextContent('What does “net worth” mean?');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('What you own minus what you owe.')).not.toBeVisible();

    await userEvent.click(summary);

    expect(details).toHaveAttribute('open');
    expect(screen.getByText('What you own minus what you owe.')).toBeVisible();
  });

  it('speaks Spanish once Spanish is chosen', async () => {
    const { container } = render(<GlossaryHelp term="equalization payment" />);
    expect(
      screen.getByText('Money one of you pays the other so the split comes out even.'),
    ).toBeInTheDocument();

    await activateLanguage('es');

    expect(
      await screen.findByText(
        'Dinero que uno de ustedes le paga al otro para que el reparto quede parejo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/split comes out even/)).not.toBeInTheDocument();
    const { details, summary } = disclosure(container);
    expect(summary).toHaveTextContent('¿Qué significa «pago de compensación»?');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
  });
});
