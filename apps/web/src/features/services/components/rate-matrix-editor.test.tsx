import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toMatrixDraft, type RateMatrixDraft } from '../rate-matrix-draft';
import { explainBottomSection, RateMatrixEditor } from './rate-matrix-editor';

const lotSizeMatrix = {
  matrixRows: [
    { from: 0, to: 5000, rate: 35, tbHrs: 0.5, cost: 12 },
    { from: 5001, to: 10000, rate: 45, tbHrs: 0.75, cost: 16 },
    { from: 10001, to: 15000, rate: 55, tbHrs: 1, cost: 20 },
  ],
  bottomSection: null,
};

function Harness({ initial, readOnly = false }: { initial: RateMatrixDraft; readOnly?: boolean }) {
  const [value, setValue] = useState(initial);
  return <RateMatrixEditor value={value} onChange={setValue} measureLabel="Lot size" measureUnit="sq ft" readOnly={readOnly} />;
}

function setup(matrix = lotSizeMatrix) {
  const user = userEvent.setup();
  render(<Harness initial={toMatrixDraft(matrix)} />);
  return { user };
}

describe('RateMatrixEditor', () => {
  it('prices a typed measure from its band as it is typed', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Try a measure'), '12,500');
    const result = screen.getByRole('status', { name: 'Price for this measure' });
    expect(within(result).getByText('$55.00')).toBeInTheDocument();
    expect(within(result).getByText('1.0 h')).toBeInTheDocument();
    expect(within(result).getByText('$20.00')).toBeInTheDocument();
    expect(within(result).getByText('Band 3 (10,001–15,000)')).toBeInTheDocument();
  });

  it('says why a measure has no price', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Try a measure'), '20000');
    expect(screen.getByText('The measure is above the last row and the matrix has no bottom section.')).toBeInTheDocument();
  });

  it('refuses an overlapping row on the row itself, and the price box says to fix it', async () => {
    const { user } = setup();
    const from = screen.getByRole('textbox', { name: 'From, row 2' });
    await user.clear(from);
    await user.type(from, '4000');
    expect(screen.getByText('Row 2 (4,000–10,000) overlaps row 1 (0–5,000): it must start above 5,000')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Try a measure'), '4500');
    expect(screen.getByRole('status', { name: 'Price for this measure' })).toHaveTextContent('Row 2 (4,000–10,000) overlaps row 1');
  });

  it('shows a gap between two rows', async () => {
    const { user } = setup();
    const from = screen.getByRole('textbox', { name: 'From, row 3' });
    await user.clear(from);
    await user.type(from, '12000');
    expect(screen.getByText(/Row 3 \(12,000–15,000\) leaves a gap after row 2 \(5,001–10,000\): it should start at 10,001/)).toBeInTheDocument();
  });

  it('adds a row that starts where the last one ended, and removes rows', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('textbox', { name: 'From, row 4' })).toHaveValue('15001');
    await user.type(screen.getByRole('textbox', { name: 'To, row 4' }), '20000');
    await user.type(screen.getByRole('textbox', { name: 'Rate, row 4' }), '65');
    await user.type(screen.getByLabelText('Try a measure'), '18000');
    expect(screen.getByTestId('tried-price')).toHaveTextContent('$65.00');

    await user.click(screen.getByRole('button', { name: 'Remove row 4' }));
    expect(screen.queryByRole('textbox', { name: 'From, row 4' })).not.toBeInTheDocument();
  });

  it('moves down a column on Enter and starts a new row from the last one', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'Rate, row 2' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Rate, row 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'From, row 4' })).toHaveValue('15001');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'To, row 4' })).toHaveFocus());
  });

  it('prices above the table by the bottom section and explains it in words', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('switch', { name: 'Keep pricing measures above the last band' }));
    const is = screen.getByLabelText('Adds to the rate ($)');
    await user.type(is, '10');
    await user.clear(screen.getByLabelText('Every (sq ft)'));
    await user.type(screen.getByLabelText('Every (sq ft)'), '5000');
    expect(screen.getByTestId('bottom-section-explained')).toHaveTextContent('Each started 5,000 sq ft over 15,000 adds $10.00 to the rate, on top of the last band.');
    await user.type(screen.getByLabelText('Try a measure'), '20001');
    expect(screen.getByTestId('tried-price')).toHaveTextContent('$75.00');
  });

  it('offers no changes when read-only', () => {
    render(<Harness initial={toMatrixDraft(lotSizeMatrix)} readOnly />);
    expect(screen.queryByRole('button', { name: 'Add row' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rate, row 1' })).toHaveAttribute('readonly');
  });
});

describe('explainBottomSection', () => {
  it('reads the example of the issue', () => {
    expect(explainBottomSection({ every: '1000', over: '20000', is: '5', tbHrs: '', additionalCost: '' }, 'sq ft')).toBe(
      'Each started 1,000 sq ft over 20,000 adds $5.00 to the rate, on top of the last band.',
    );
    expect(explainBottomSection({ every: '1000', over: '20000', is: '5', tbHrs: '0.25', additionalCost: '2' }, 'sq ft')).toBe(
      'Each started 1,000 sq ft over 20,000 adds $5.00 to the rate, 0.25 h and $2.00 to the cost, on top of the last band.',
    );
  });
});
