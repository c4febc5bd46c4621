import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

const zones: ComboboxOption[] = [
  { value: 'America/Chicago', label: 'America/Chicago (GMT-6)' },
  { value: 'America/Denver', label: 'America/Denver (GMT-7)' },
  { value: 'America/New_York', label: 'America/New_York (GMT-5)', keywords: 'America/New York' },
];

function Picker({ initial = 'America/New_York' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="zone">Time zone</label>
      <Combobox id="zone" value={value} onChange={setValue} options={zones} placeholder="Search time zones" />
      <output>{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Combobox', () => {
  it('filters as you type (underscores or spaces) and chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    render(<Picker initial="America/Denver" />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect(input).toHaveValue('America/Denver (GMT-7)');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(input);
    await user.keyboard('new york');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['America/New_York (GMT-5)']);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('America/New_York');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringContaining('option-2'));
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('America/Chicago');
  });

  it('Escape or leaving the field throws away text that is not an option', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(input);
    await user.keyboard('Mars/Olympus');
    expect(screen.getByText('No matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('America/New_York (GMT-5)');

    await user.click(input);
    await user.keyboard('america/chicago');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    // An exact name typed in full counts as a choice.
    expect(screen.getByRole('status')).toHaveTextContent('America/Chicago');
  });
});
