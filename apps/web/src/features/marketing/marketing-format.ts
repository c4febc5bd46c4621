import { roundTo } from '@groundwork/domain/shared';
import { formatCurrency } from '@/lib/format';

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Money to the cent; a figure that cannot be worked out (a division by nothing) is '—'. */
export const money = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatCurrency(roundTo(value, 2) || 0));

/** A percent to one decimal ('45.5%'), or '—'. */
export const percent = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : `${oneDecimal.format(roundTo(value, 1) || 0)}%`);

/** A whole count ('1,795'), or '—'. */
export const count = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : whole.format(value));

/** A typed amount or rate as the form keeps it: '' for none. */
export const typedNumber = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
